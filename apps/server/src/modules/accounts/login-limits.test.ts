import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { createPasswordHasher, type PasswordHasher } from '../../lib/passwords.ts';
import {
  createPlayer,
  createTestApp,
  TEST_PASSWORD_MEMORY_COST,
  type TestApp,
} from '../../../test/test-app.ts';

/*
 * Parallel guesses against the password limits. The app's hasher counts the passwords it
 * compares, so the tests see how many guesses were really evaluated, not only the answers.
 * Both databases the suite runs on are PostgreSQL servers, where the requests run at once.
 */

const counted = { verifies: 0 };
let t: TestApp;

function countingHasher(): PasswordHasher {
  const inner = createPasswordHasher(TEST_PASSWORD_MEMORY_COST);
  return {
    hash: (password) => inner.hash(password),
    needsRehash: (stored) => inner.needsRehash(stored),
    async verify(password, stored) {
      counted.verifies += 1;
      return inner.verify(password, stored);
    },
  };
}

beforeAll(async () => {
  t = await createTestApp({}, {}, undefined, { hasher: countingHasher() });
});
afterAll(() => t.close());

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('password limits under parallel requests', () => {
  it('evaluates at most 10 of 25 wrong passwords sent at once, and the rest get 429', async () => {
    const player = await createPlayer(t);
    const cap = t.config.rateLimits.loginFailuresPerAccount;
    counted.verifies = 0;
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.request({
          method: 'POST',
          url: apiRoutes.accounts.login,
          payload: { identifier: player.user.username, password: `wrong-password-${i}` },
        }),
      ),
    );
    expect(counted.verifies).toBeLessThanOrEqual(cap);
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 401: cap, 429: 25 - cap });
  });

  it('evaluates at most 10 of 25 guesses at an unknown name, like a real account', async () => {
    counted.verifies = 0;
    const responses = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.request({
          method: 'POST',
          url: apiRoutes.accounts.login,
          payload: { identifier: 'no_such_player', password: 'whatever-123' },
        }),
      ),
    );
    expect(counted.verifies).toBeLessThanOrEqual(10);
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 401: 10, 429: 15 });
  });

  it('evaluates at most 10 of 25 wrong current passwords sent at once to the password change', async () => {
    const player = await createPlayer(t);
    counted.verifies = 0;
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.request({
          method: 'PUT',
          url: pathTo(apiRoutes.accounts.updatePassword, { userId: player.user.id }),
          token: player.token,
          payload: { currentPassword: `wrong-current-${i}`, newPassword: 'Another-pass-1' },
        }),
      ),
    );
    expect(counted.verifies).toBeLessThanOrEqual(10);
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 400: 10, 429: 15 });

    const right = await t.request({
      method: 'PUT',
      url: pathTo(apiRoutes.accounts.updatePassword, { userId: player.user.id }),
      token: player.token,
      payload: { currentPassword: player.password, newPassword: 'Another-pass-1' },
    });
    expect(right.statusCode).toBe(429);
    t.clock.advance(15 * 60 * 1000);
    const later = await t.request({
      method: 'PUT',
      url: pathTo(apiRoutes.accounts.updatePassword, { userId: player.user.id }),
      token: player.token,
      payload: { currentPassword: player.password, newPassword: 'Another-pass-1' },
    });
    expect(later.statusCode).toBe(200);
  });
});
