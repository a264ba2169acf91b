import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** docs/api.md: the guard of every endpoint. A route added without one fails the start. */
const expectedGuards: Record<string, string> = {
  'GET /api/health': 'public',
  'GET /api/public/game-config': 'public',
  'POST /api/public/user/signup': 'public',
  'POST /api/public/user/login': 'public',
  'GET /api/public/user/verify-email/:email/:code': 'public',
  'POST /api/public/user/request-verification/:email': 'public',
  'GET /api/public/user/check-if-verified/:userId': 'public',
  'GET /api/public/user/google/status': 'public',
  'GET /api/public/user/google': 'public',
  'GET /api/public/user/google/callback': 'public',
  'POST /api/public/user/google/exchange': 'public',
  'GET /api/secure/user/:userId': 'self',
  'PUT /api/secure/user/:userId': 'self',
  'PUT /api/secure/user/:userId/update-password': 'self',
  'GET /api/files/:sha256': 'public',
  'GET /api/secure/tree': 'user',
  'POST /api/secure/tree': 'admin',
  'GET /api/secure/tree/:id': 'user',
  'PUT /api/secure/tree/:id': 'admin',
  'DELETE /api/secure/tree/:id': 'admin',
  'GET /api/secure/inventory/user/:userId': 'self',
  'GET /api/secure/resource-inventory/user/:userId': 'self',
  'POST /api/secure/resource-inventory/user/:userId/reset-count': 'self',
  'GET /api/secure/planted-tree/summary': 'user',
  'POST /api/secure/planted-tree/add-water': 'user',
  'POST /api/secure/planted-tree/add-fertilizer': 'user',
  'POST /api/secure/planted-tree/daily-xp': 'user',
  'GET /api/secure/planted-tree/list/:id': 'self',
  'GET /api/secure/planted-tree/user/:userId/impact': 'self',
  'POST /api/secure/planted-tree/user/:userId/inventory/:inventoryId': 'self',
  'GET /api/secure/planted-tree/:userId/tree/:treeId': 'self',
  'GET /api/secure/planted-tree/:id': 'user',
  'GET /api/secure/marketplace/items': 'user',
  'POST /api/secure/marketplace/item': 'admin',
  'GET /api/secure/marketplace/item/:itemId': 'user',
  'PUT /api/secure/marketplace/item/:itemId': 'admin',
  'DELETE /api/secure/marketplace/item/:itemId': 'admin',
  'POST /api/secure/marketplace/item/:itemId/user/:userId/buy': 'self',
  'GET /api/secure/wallet/user/:userId': 'self',
  'GET /api/secure/quest/user/:userId/today': 'self',
  'POST /api/secure/quest/user/:userId/claim': 'self',
  'POST /api/secure/referral/user/:userId/generate': 'self',
  'POST /api/secure/referral/user/:userId/apply/:referralCode': 'self',
  'GET /api/secure/referral/user/:userId/count': 'self',
  'GET /api/secure/referral/user/:userId/referred-users': 'self',
  'GET /api/secure/season': 'user',
  'POST /api/secure/season': 'admin',
  'PUT /api/secure/season/:id': 'admin',
  'DELETE /api/secure/season/:id': 'admin',
  'POST /api/secure/season/disable-previous-season-trees': 'admin',
  'POST /api/secure/season/send-free-seedlings': 'admin',
  'GET /api/public/leaderboard/season/:season': 'public',
  'GET /api/public/leaderboard/user/:userProfileId': 'public',
  'GET /api/secure/planted-tree/count-eligible-players': 'admin',
  'GET /api/secure/planted-tree/user/:userId/checker': 'self',
  'GET /api/secure/location': 'user',
  'POST /api/secure/location': 'admin',
  'GET /api/secure/location/:locationId': 'user',
  'PUT /api/secure/location/:locationId': 'admin',
  'DELETE /api/secure/location/:locationId': 'admin',
  'GET /api/secure/admin/dashboard': 'admin',
  'GET /api/secure/post': 'user',
  'GET /api/secure/post/user/:userId': 'self',
  'POST /api/secure/post': 'admin',
  'GET /api/secure/post/:id': 'user',
  'PUT /api/secure/post/:id': 'admin',
  'DELETE /api/secure/post/:id': 'admin',
  'POST /api/secure/post/:postId/user/:userId/toggle-like': 'self',
  'GET /api/secure/trivia': 'user',
  'POST /api/secure/trivia': 'admin',
  'GET /api/secure/trivia/random-denr': 'user',
  'GET /api/secure/trivia/random-ai': 'user',
  'GET /api/secure/trivia/:id': 'user',
  'DELETE /api/secure/trivia/:id': 'admin',
  'POST /api/secure/report': 'user',
  'GET /api/secure/report': 'admin',
  'GET /api/secure/report/:id': 'admin',
  'PUT /api/secure/report/:id': 'admin',
  'GET /api/public/support-us': 'public',
  'PUT /api/secure/support-us': 'admin',
  'GET /api/public/stats': 'public',
};

describe('route guards', () => {
  it('gives every API route a guard', () => {
    const api = t.app.registeredRoutes.filter((route) => route.url.startsWith('/api'));
    expect(api.length).toBeGreaterThan(10);
    for (const route of api) expect(route.guard, `${route.method} ${route.url}`).toBeDefined();
  });

  it('guards each endpoint of docs/api.md as specified', () => {
    const actual = Object.fromEntries(
      t.app.registeredRoutes
        .filter(
          (route) =>
            route.url.startsWith('/api') &&
            !route.url.startsWith('/api/docs') &&
            route.method !== 'HEAD',
        )
        .map((route) => [`${route.method} ${route.url}`, route.guard]),
    );
    expect(actual).toEqual(expectedGuards);
  });

  it('refuses every non-public route without a token', async () => {
    const secured = t.app.registeredRoutes.filter(
      (route) =>
        route.url.startsWith('/api') && route.guard !== 'public' && route.method !== 'HEAD',
    );
    for (const route of secured) {
      const url = route.url.replace(':userId', '00000000-0000-4000-8000-000000000000');
      const response = await t.request({ method: route.method as 'GET', url });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('fails the start of an app whose route declares no guard', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerGuards } = await import('./auth.ts');
    const app = Fastify();
    registerGuards(app, {
      tokens: {} as never,
      resolveSession: async () => undefined,
    });
    expect(() => app.get('/api/forgotten', async () => 'x')).toThrow(
      'Route GET /api/forgotten declares no guard.',
    );
  });
});
