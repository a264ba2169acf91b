import { apiRoutes, pathTo } from '@punla/contract';
import type { TestApp, TestPlayer } from '../test-app.ts';

/** Asks for the referral code of `player`, as `caller` (the player by default). */
export function requestReferralCode(t: TestApp, player: TestPlayer, caller = player) {
  return t.request({
    method: 'POST',
    url: pathTo(apiRoutes.referrals.generate, { userId: player.user.id }),
    token: caller.token,
  });
}

/** The player's referral code, made on first ask. */
export async function referralCodeOf(t: TestApp, player: TestPlayer): Promise<string> {
  const response = await requestReferralCode(t, player);
  if (response.statusCode !== 200) throw new Error(`no referral code: ${response.body}`);
  return response.json().referralCode as string;
}

export function applyReferralCode(t: TestApp, player: TestPlayer, referralCode: string) {
  return t.request({
    method: 'POST',
    url: pathTo(apiRoutes.referrals.apply, { userId: player.user.id, referralCode }),
    token: player.token,
  });
}
