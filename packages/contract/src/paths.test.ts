import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from './paths.ts';

describe('pathTo', () => {
  it('fills every parameter, encoded', () => {
    expect(pathTo(apiRoutes.accounts.verifyEmail, { email: 'ana+1@x.ph', code: '012345' })).toBe(
      '/api/public/user/verify-email/ana%2B1%40x.ph/012345',
    );
    expect(pathTo(apiRoutes.marketplace.buy, { itemId: 7, userId: 'u-1' })).toBe(
      '/api/secure/marketplace/item/7/user/u-1/buy',
    );
  });

  it('keeps a pattern without parameters as it is and appends the query values that are set', () => {
    expect(pathTo(apiRoutes.health)).toBe('/api/health');
    expect(pathTo(apiRoutes.posts.list, {}, { page: 2, size: 10, status: undefined })).toBe(
      '/api/secure/post?page=2&size=10',
    );
  });

  it('refuses a missing parameter instead of sending a broken address', () => {
    const params = {} as { userId: string };
    expect(() => pathTo(apiRoutes.wallet.ofPlayer, params)).toThrow(/userId/);
  });

  it('names every route once', () => {
    const patterns = Object.values(apiRoutes).flatMap((group) =>
      typeof group === 'string' ? [group] : Object.values(group),
    );
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const pattern of patterns) expect(pattern).toMatch(/^\/api\//);
  });
});
