import { apiRoutes, pathTo } from '@punla/contract';
import type { TestApp, TestPlayer } from '../test-app.ts';

/** Today's quests of `player`, read by `caller` (the player by default). */
export function questsToday(t: TestApp, player: TestPlayer, caller = player) {
  return t.request({
    method: 'GET',
    url: pathTo(apiRoutes.quests.today, { userId: player.user.id }),
    token: caller.token,
  });
}

export function claimQuest(
  t: TestApp,
  player: TestPlayer,
  quest: unknown,
  headers: Record<string, string> = {},
) {
  return t.request({
    method: 'POST',
    url: pathTo(apiRoutes.quests.claim, { userId: player.user.id }),
    token: player.token,
    payload: { quest },
    headers,
  });
}
