import { apiRoutes, pathTo } from '@punla/contract';
import { createPlayer, type TestPlayer } from '../factories/accounts.ts';
import type { TestApp } from '../test-app.ts';

const SIXTEEN_MINUTES = 16 * 60 * 1000;

/**
 * A player or admin whose session is alive. Generated requests may end sessions (log out
 * everywhere) or use up the login limit of the test's one address; then a new account is made,
 * after the limit's window has passed if need be.
 */
export async function liveAccount(
  t: TestApp,
  current: TestPlayer | undefined,
  role: 'USER' | 'ADMIN',
): Promise<TestPlayer> {
  if (current) {
    const profile = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.accounts.user, { userId: current.user.id }),
      token: current.token,
    });
    if (profile.statusCode === 200) return current;
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await createPlayer(t, { role });
    } catch (error) {
      if (attempt >= 3) throw error;
      t.clock.advance(SIXTEEN_MINUTES);
    }
  }
}
