import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  apiRoutes,
  pathTo,
  type PlayerActionResult,
  type PlayerFile,
  type PlayerSearchPage,
} from '@punla/contract';
import { insertUser } from '../../src/modules/accounts/accounts.repository.ts';
import type { TestApp, TestPlayer } from '../test-app.ts';

/** The admins' player search, as `caller`. */
export function searchPlayersAs(
  t: TestApp,
  caller: TestPlayer,
  query: Record<string, string | number> = {},
) {
  return t.request({
    method: 'GET',
    url: pathTo(apiRoutes.players.search, {}, query),
    token: caller.token,
  });
}

/** The search's page, as the admin; fails on anything but 200. */
export async function searchPlayers(
  t: TestApp,
  admin: TestPlayer,
  query: Record<string, string | number> = {},
): Promise<PlayerSearchPage> {
  const response = await searchPlayersAs(t, admin, query);
  if (response.statusCode !== 200) throw new Error(`searchPlayers: ${response.body}`);
  return response.json<PlayerSearchPage>();
}

/** A player's file, as the admin; fails on anything but 200. */
export async function playerFileOf(
  t: TestApp,
  admin: TestPlayer,
  player: TestPlayer | string,
): Promise<PlayerFile> {
  const userId = typeof player === 'string' ? player : player.user.id;
  const response = await t.request({
    method: 'GET',
    url: pathTo(apiRoutes.players.one, { userId }),
    token: admin.token,
  });
  if (response.statusCode !== 200) throw new Error(`playerFileOf: ${response.body}`);
  return response.json<PlayerFile>();
}

export type PlayerActionRoute =
  'suspend' | 'lift' | 'rename' | 'adjust' | 'role' | 'sendVerification' | 'sendPasswordReset';

/** One of the admins' actions on a player (`userId`), as `caller`, with its body. */
export function actOnPlayer(
  t: TestApp,
  caller: TestPlayer,
  action: PlayerActionRoute,
  userId: string,
  payload: object,
) {
  return t.request({
    method: 'POST',
    url: pathTo(apiRoutes.players[action], { userId }),
    token: caller.token,
    payload,
  });
}

/** A reason long enough for every action. */
export const REASON = 'Asked by the school coordinator on behalf of the class.';

/** Suspends the player as the admin; fails on anything but 200. */
export async function suspendPlayer(
  t: TestApp,
  admin: TestPlayer,
  player: TestPlayer,
  reason = REASON,
): Promise<PlayerActionResult> {
  const response = await actOnPlayer(t, admin, 'suspend', player.user.id, { reason });
  if (response.statusCode !== 200) throw new Error(`suspendPlayer: ${response.body}`);
  return response.json<PlayerActionResult>();
}

/** The rows of the player's ledger of this reason (`admin-adjustment`, …). */
export async function ledgerRows(
  t: TestApp,
  ledger: 'wallet_ledger' | 'xp_ledger',
  player: TestPlayer,
  reason: string,
) {
  const result = await t.db.execute(sql`
    select amount, ref, ${sql.raw(ledger === 'xp_ledger' ? 'season_id' : 'balance_after')} as extra
    from ${sql.raw(ledger)} where user_id = ${player.user.id} and reason = ${reason} order by id`);
  return (result as unknown as { rows: { amount: number; ref: string; extra: number | null }[] })
    .rows;
}

/** The player's inbox notices of a kind. */
export async function noticesOfKind(t: TestApp, player: TestPlayer, kind: string) {
  const result = await t.db.execute(sql`
    select title, body from notifications
    where user_id = ${player.user.id} and kind = ${kind} order by id`);
  return (result as unknown as { rows: { title: string; body: string }[] }).rows;
}

/**
 * A verified account that signs in with Google only (no password), without a session; its id
 * and username may be chosen.
 */
export async function createGoogleOnlyAccount(
  t: TestApp,
  values: { id?: string; username?: string } = {},
) {
  const now = t.clock.now();
  return insertUser(t.db, {
    email: `${randomUUID()}@example.test`,
    username: `g_${randomUUID().slice(0, 8)}`,
    passwordHash: null,
    googleSubject: randomUUID(),
    verified: true,
    verifiedAt: now,
    createdAt: now,
    updatedAt: now,
    ...values,
  });
}
