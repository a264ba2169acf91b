import {
  REFERRAL_QUALIFIES_WHEN,
  apiRoutes,
  pathTo,
  stageThresholds,
  type ReferredUser,
} from '@punla/contract';
import type { TestApp, TestPlayer } from '../test-app.ts';
import { plantTree, setGrowth, waterTree } from './planted-trees.ts';
import { claimQuest } from './quests.ts';

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

/** Who joined with the referrer's code, as the invite page reads them. */
export async function referredUsersOf(t: TestApp, referrer: TestPlayer) {
  const response = await t.request({
    method: 'GET',
    url: pathTo(apiRoutes.referrals.referredUsers, { userId: referrer.user.id }),
    token: referrer.token,
  });
  if (response.statusCode !== 200) throw new Error(`referred users: ${response.body}`);
  return response.json<ReferredUser[]>();
}

/**
 * Plants the player's first seedling and brings it to 5 growth points short of Sapling, so
 * that one watering (`waterToSapling`) makes it a Sapling.
 */
export async function treeNearSapling(t: TestApp, player: TestPlayer): Promise<string> {
  const tree = await plantTree(t, player);
  const sapling = REFERRAL_QUALIFIES_WHEN.treeStage;
  const threshold = stageThresholds(tree.species.rarity)[sapling] ?? 0;
  await setGrowth(t, tree.id, { growthPoints: threshold - 5, stage: sapling - 1 });
  return tree.id;
}

/** Waters the tree `treeNearSapling` made: it reaches Sapling. */
export function waterToSapling(t: TestApp, player: TestPlayer, treeId: string) {
  return waterTree(t, player, treeId);
}

/** Claims the daily login quest today, then on each of the next `days - 1` game days. */
export async function claimLoginOnDays(t: TestApp, player: TestPlayer, days: number) {
  for (let day = 0; day < days; day += 1) {
    if (day > 0) t.clock.advance(24 * 60 * 60 * 1000);
    const response = await claimQuest(t, player, 'DAILY_LOGIN');
    if (response.statusCode !== 200) throw new Error(`login quest: ${response.body}`);
  }
}
