import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedSql } from '../prepared-statements.ts';
import { users } from '../../db/schema/index.ts';
import { noticeLevelUp } from './notices.ts';
import { standingsChanged } from './standings-changes.ts';

/**
 * The XP ledger's rows that are play: XP a player earned by their own action. Not play: the
 * referrer's reward for a friend's play (`referral`, modules/referrals) and an admin's
 * adjustment, given or taken (`admin-adjustment`, modules/players). Its columns unqualified:
 * for a query of the ledger alone, or a subquery whose outer tables have no such columns.
 */
export const PLAYED_XP = sql`amount > 0 and reason not in ('referral', 'admin-adjustment')`;

/** XP the players earned (referrals' too): an admin's adjustment, up or down, is no one's play. */
export const EARNED_XP = sql`reason <> 'admin-adjustment'`;

/** A player's XP total, kept on the user row by `awardXp`; undefined without the player. */
export async function totalXp(db: Database, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ totalXp: users.totalXp })
    .from(users)
    .where(sql`${users.id} = ${userId}`);
  return row?.totalXp;
}

/** The award's values, filled in on each call. */
const param = {
  userId: sql.placeholder('userId'),
  amount: sql.placeholder('amount'),
  reason: sql.placeholder('reason'),
  ref: sql.placeholder('ref'),
  at: sql.placeholder('at'),
};

/** The award's one statement (see `awardXpWithTotal`), prepared once per connection. */
const awardStatement = preparedSql<{ awarded: boolean; total_xp: number | null }>(
  'award_xp',
  sql`
    with season as (
      select id from seasons where start_at <= ${param.at}::timestamptz and end_at > ${param.at}::timestamptz
      limit 1
    ), entry as (
      insert into xp_ledger (user_id, amount, reason, ref, season_id, created_at)
      values (${param.userId}::uuid, ${param.amount}::int, ${param.reason}, ${param.ref}, (select id from season),
        ${param.at}::timestamptz)
      on conflict do nothing
      returning season_id
    ), owner as (
      update users set total_xp = total_xp + ${param.amount}
      where id = ${param.userId} and exists (select 1 from entry)
      returning verified, total_xp, suspended_at
    ), standing as (
      insert into season_xp (season_id, user_id, xp, reached_at)
      select entry.season_id, ${param.userId}::uuid, ${param.amount}::int, ${param.at}::timestamptz
      from entry, owner
      where entry.season_id is not null and owner.verified
      on conflict (season_id, user_id)
        do update set xp = season_xp.xp + excluded.xp, reached_at = excluded.reached_at
      returning season_id, xp
    ), level_moves as (
      insert into season_xp_level_changes (season_id, xp, delta)
      select season_id, xp - ${param.amount}::int, -1 from standing, owner
      where xp > ${param.amount} and owner.suspended_at is null
      union all
      select season_id, xp, 1 from standing, owner where owner.suspended_at is null
    )
    select exists (select 1 from entry) as awarded,
      coalesce((select total_xp from owner), (select total_xp from users where id = ${param.userId}))
        as total_xp
  `,
);

/**
 * Awards XP once per (user, reason, ref): a repeated award is ignored by the ledger's unique
 * index, and the totals move only when a row was written. A verified account's XP also counts
 * for the season running at that moment: the player's season XP and the season's count of
 * players per XP value (which makes ranks cheap) change with it. Only verified accounts take
 * part in a season (docs/game-rules.md): an unverified one's XP counts for its total, never
 * for a leaderboard place, so fake sign-ups rank nowhere and the per-value counts hold ranked
 * players only. The per-value counts move by appended rows (−1 at the old value, +1 at the
 * new: lib/ledgers/season-levels.ts), never by an update of a row that other players share,
 * so awards of different players never wait on each other. A suspended account's season XP
 * still grows, but it is counted nowhere until the suspension is lifted (season-levels.ts).
 *
 * All of it is one statement (each step a data-modifying CTE fed by the one before): an award
 * happens on every care action, and six round trips to the database were most of its cost.
 * Concurrent awards of one player queue on that player's season row, as with separate
 * statements. A level crossed writes a LEVEL_UP notice (one more statement, only then). Call
 * inside a transaction. Returns the XP awarded (0 when it had been awarded before) and the
 * player's XP total after it.
 */
export async function awardXpWithTotal(
  tx: Database,
  award: { userId: string; amount: number; reason: string; ref: string; at: Date },
): Promise<{ awarded: number; totalXp: number }> {
  if (award.amount <= 0) return { awarded: 0, totalXp: (await totalXp(tx, award.userId)) ?? 0 };
  const { userId, amount, reason, ref, at } = award;
  standingsChanged();
  const [row] = await awardStatement(tx).execute({ userId, amount, reason, ref, at });
  const awarded = row?.awarded ? amount : 0;
  const total = row?.total_xp ?? 0;
  // A level reached is announced in the same transaction as the XP that reached it.
  await noticeLevelUp(tx, { userId, awarded, totalXp: total, at });
  return { awarded, totalXp: total };
}

/** `awardXpWithTotal` for callers that need only the XP awarded. */
export async function awardXp(
  tx: Database,
  award: { userId: string; amount: number; reason: string; ref: string; at: Date },
): Promise<number> {
  return (await awardXpWithTotal(tx, award)).awarded;
}

/** The lifetime-only award's one statement (see `awardLifetimeXp`), prepared once per connection. */
const lifetimeAwardStatement = preparedSql<{ awarded: boolean; total_xp: number | null }>(
  'award_lifetime_xp',
  sql`
    with entry as (
      insert into xp_ledger (user_id, amount, reason, ref, season_id, created_at)
      values (${param.userId}::uuid, ${param.amount}::int, ${param.reason}, ${param.ref}, null,
        ${param.at}::timestamptz)
      on conflict do nothing
      returning user_id
    ), owner as (
      update users set total_xp = total_xp + ${param.amount}
      where id = ${param.userId} and exists (select 1 from entry)
      returning total_xp
    )
    select exists (select 1 from entry) as awarded,
      coalesce((select total_xp from owner), (select total_xp from users where id = ${param.userId}))
        as total_xp
  `,
);

/**
 * Awards XP that counts for the player's lifetime total and level only, never for a season:
 * the ledger's row has no season, and neither the season's XP nor its per-value counts move,
 * so the award changes no leaderboard place and no event eligibility (a referral's XP:
 * docs/game-rules.md, Referrals). Once per (user, reason, ref), as `awardXp`; a level crossed
 * is announced. Call inside a transaction. Returns the XP awarded (0 when awarded before).
 */
export async function awardLifetimeXp(
  tx: Database,
  award: { userId: string; amount: number; reason: string; ref: string; at: Date },
): Promise<number> {
  if (award.amount <= 0) return 0;
  return (await moveLifetimeXp(tx, award)).moved;
}

/**
 * An admin's adjustment of lifetime XP (modules/players): as `awardLifetimeXp`, but the amount
 * may be negative too. A total that would go below 0 is refused by the database
 * (`users_total_xp_check`), which fails the transaction. Returns the XP moved (0 when moved
 * before under this ref).
 */
export async function adjustLifetimeXp(
  tx: Database,
  award: { userId: string; amount: number; reason: string; ref: string; at: Date },
): Promise<{ moved: number; totalXp: number }> {
  if (award.amount === 0) return { moved: 0, totalXp: (await totalXp(tx, award.userId)) ?? 0 };
  return moveLifetimeXp(tx, award);
}

/** The lifetime award's statement: the XP moved, and the player's total after it. */
async function moveLifetimeXp(
  tx: Database,
  award: { userId: string; amount: number; reason: string; ref: string; at: Date },
): Promise<{ moved: number; totalXp: number }> {
  const { userId, amount, reason, ref, at } = award;
  const [row] = await lifetimeAwardStatement(tx).execute({ userId, amount, reason, ref, at });
  const moved = row?.awarded ? amount : 0;
  const total = row?.total_xp ?? 0;
  await noticeLevelUp(tx, { userId, awarded: moved, totalXp: total, at });
  return { moved, totalXp: total };
}
