import { sql } from 'drizzle-orm';
import { apiRoutes, pathTo, type FairPlayFlagKind } from '@punla/contract';
import type { TestApp, TestPlayer } from '../test-app.ts';

/** Raises a flag on `player` directly, as the signals do; returns its id. */
export async function raiseFlag(
  t: TestApp,
  player: TestPlayer,
  overrides: {
    kind?: FairPlayFlagKind;
    ref?: string;
    related?: TestPlayer;
    evidence?: Record<string, unknown>;
  } = {},
): Promise<number> {
  const result = await t.db.execute(sql`
    insert into fair_play_flags (user_id, kind, ref, related_user_id, evidence, created_at)
    values (${player.user.id}, ${overrides.kind ?? 'REFERRAL_SAME_NETWORK'},
      ${overrides.ref ?? `ref-${Math.random()}`}, ${overrides.related?.user.id ?? null},
      ${JSON.stringify(overrides.evidence ?? { hoursApart: 2 })}::jsonb, ${t.clock.now()})
    returning id`);
  return (result as unknown as { rows: { id: number }[] }).rows[0]?.id ?? 0;
}

/** Gives the player the sign-up network and device hashes (the accounts module's own). */
export async function setSignupOrigin(
  t: TestApp,
  player: TestPlayer,
  origin: { network?: string | null; device?: string | null; createdAt?: Date },
): Promise<void> {
  await t.db.execute(sql`
    update users set signup_network_hash = ${origin.network ?? null},
      signup_device_hash = ${origin.device ?? null},
      created_at = coalesce(${origin.createdAt ?? null}::timestamptz, created_at)
    where id = ${player.user.id}`);
}

export function listFlags(t: TestApp, caller: TestPlayer, query: Record<string, string> = {}) {
  return t.request({
    method: 'GET',
    url: pathTo(apiRoutes.fairPlay.flags, {}, query),
    token: caller.token,
  });
}

export function reviewFlag(
  t: TestApp,
  caller: TestPlayer,
  flagId: number | string,
  payload: unknown,
) {
  return t.request({
    method: 'POST',
    url: pathTo(apiRoutes.fairPlay.review, { flagId }),
    token: caller.token,
    payload: payload as object,
  });
}
