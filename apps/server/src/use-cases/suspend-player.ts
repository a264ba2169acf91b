import { countOf, type PlayerActionResult } from '@punla/contract';
import type { Actor } from '../lib/context.ts';
import { moveInSeasonCounts } from '../lib/ledgers/season-levels.ts';
import { liftAccountSuspension, suspendAccount } from '../modules/accounts/suspension.service.ts';
import { releaseUpcomingRsvps } from '../modules/events/rsvps.service.ts';
import { accountToActOn } from '../modules/players/player-actions.service.ts';
import type { PlayersContext } from '../modules/players/players.context.ts';
import { refuseOwnAccount } from '../modules/players/players.policy.ts';
import { getPlayerProfile } from '../modules/players/players.service.ts';

// An admin suspends a player, or lifts it (docs/game-rules.md, Players and admins). It spans
// the accounts (the suspension, the sessions), the season boards (their counts) and the events
// (the seats), so it is a use case: each domain does its part in the one transaction the route
// opens with the audit entry (plugins/audit.ts).

/**
 * Suspends the player with the reason they are shown at login: every session ends at once on
 * every instance, no login opens a new one, they leave the season boards and their standing,
 * and their seats and waitlist places at events not started yet are given up (the waitlist
 * moves up, its seated players told as after a cancel). Their data stays. An admin cannot
 * suspend themself (403); a suspended player is not suspended again (409).
 */
export async function suspendPlayer(
  ctx: PlayersContext,
  actor: Actor,
  userId: string,
  reason: string,
): Promise<PlayerActionResult> {
  refuseOwnAccount(actor, userId, 'suspend');
  const account = await accountToActOn(ctx, userId);
  const { wasInPlay } = await suspendAccount(ctx, account, reason);
  // After the suspension's update, whose row lock orders it with the player's XP awards; an
  // account whose deletion is pending had left the counts already.
  if (wasInPlay) await moveInSeasonCounts(ctx.db, userId, -1);
  const released = await releaseUpcomingRsvps(ctx, userId);
  const seats =
    released.length > 0
      ? ` Their RSVPs to ${countOf(released.length, 'upcoming event')} were given up.`
      : '';
  return {
    player: await getPlayerProfile(ctx, userId),
    message: `${account.username} is suspended and logged out everywhere.${seats}`,
  };
}

/**
 * Lifts the suspension: the player may log in again and is back on the season boards with the
 * XP they had. Seats given up are not given back. 409 when the player is not suspended.
 */
export async function liftSuspension(
  ctx: PlayersContext,
  userId: string,
): Promise<PlayerActionResult> {
  const account = await accountToActOn(ctx, userId);
  await liftAccountSuspension(ctx, account);
  await moveInSeasonCounts(ctx.db, userId, 1);
  return {
    player: await getPlayerProfile(ctx, userId),
    message: `${account.username}'s suspension is lifted: they can log in again.`,
  };
}
