import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@punla/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const guardNames = new Set(['public', 'user', 'self', 'admin', 'keep']);
const methodNames = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * The guard of every endpoint, read from docs/api.md's route tables (`| method | path | guard |
 * does |`): a row names one or more methods (`GET, PUT`) and their guards in the same order
 * (`user / admin`); `{param}` in a path is the server's `:param`.
 */
function documentedGuards(markdown: string): Record<string, string> {
  const guards: Record<string, string> = {};
  let inRouteTable = false;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      inRouteTable = false;
      continue;
    }
    const [methodCell = '', pathCell = '', guardCell = ''] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (methodCell === 'method' && pathCell === 'path' && guardCell === 'guard') {
      inRouteTable = true;
      continue;
    }
    if (!inRouteTable || /^:?-+:?$/.test(methodCell)) continue;
    const methods = methodCell.split(',').map((method) => method.trim());
    const rowGuards = guardCell.split('/').map((guard) => guard.trim());
    const path = pathCell.replace(/\{(\w+)\}/g, ':$1');
    if (!path.startsWith('/api/') || /\s/.test(path)) throw new Error(`Bad path in: ${line}`);
    if (rowGuards.length !== methods.length) {
      throw new Error(`Each method needs its guard, in the same order: ${line}`);
    }
    methods.forEach((method, index) => {
      const guard = rowGuards[index] ?? '';
      if (!methodNames.has(method)) throw new Error(`Unknown method "${method}" in: ${line}`);
      if (!guardNames.has(guard)) throw new Error(`Unknown guard "${guard}" in: ${line}`);
      const key = `${method} ${path}`;
      if (key in guards) throw new Error(`${key} is documented twice.`);
      guards[key] = guard;
    });
  }
  return guards;
}

const apiDoc = readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
const expectedGuards = documentedGuards(apiDoc);

/** Every route pattern of the contract's `apiRoutes`, however deeply grouped. */
function routePatterns(group: object): string[] {
  return Object.values(group).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : routePatterns(value as object),
  );
}

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
    expect(Object.keys(expectedGuards).length).toBeGreaterThan(10);
    expect(actual).toEqual(expectedGuards);
  });

  it('documents every route pattern of the contract', () => {
    const documentedPaths = new Set(Object.keys(expectedGuards).map((key) => key.split(' ')[1]));
    for (const pattern of routePatterns(apiRoutes)) {
      expect(documentedPaths.has(pattern), pattern).toBe(true);
    }
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
