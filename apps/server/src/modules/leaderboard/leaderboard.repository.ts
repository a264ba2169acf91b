import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { int8ToNumber } from '../../db/int8.ts';
import { preparedOnce } from '../../lib/prepared-statements.ts';
import { seasonXp, users } from '../../db/schema/index.ts';

// The leaderboard is a read-only view over the season XP tables and the players' usernames
// (the accounts domain's users table), so its queries join them here. Only verified accounts
// take part in a season: the XP ledger gives season XP to no other (lib/ledgers/xp-ledger.ts),
// and the top leaves out any unverified account that earned season XP before that rule. A
// suspended account (users.suspended_at) is on no board and has no rank or standing: the
// per-value counts leave it out from its suspension to its lift (lib/ledgers/season-levels.ts),
// and the reads below skip its rows (the suspended are few: a partial index lists them).

// The top is read on every leaderboard view: prepared once (lib/prepared-statements.ts).
const seasonTop = preparedOnce((db: Database) =>
  db
    .select({ userId: seasonXp.userId, username: users.username, xp: seasonXp.xp })
    .from(seasonXp)
    .innerJoin(users, eq(users.id, seasonXp.userId))
    .where(
      and(
        eq(seasonXp.seasonId, sql.placeholder('seasonId')),
        eq(users.verified, true),
        isNull(users.suspendedAt),
      ),
    )
    // Matches the ranking index (xp desc nulls last, reached_at, user_id), so the top is read
    // straight from the index instead of sorting every player.
    .orderBy(sql`${seasonXp.xp} desc nulls last`, asc(seasonXp.reachedAt), asc(seasonXp.userId))
    .limit(sql.placeholder('limit'))
    .prepare('season_top'),
);

/** The top of a season: by season XP, ties to whoever reached that XP first. */
export function topOfSeason(db: Database, seasonId: number, limit: number) {
  return seasonTop(db).execute({ seasonId, limit });
}

/**
 * The players with XP in a season; with `aboveXp`, only those with more XP than that: the
 * per-value counts plus the moves not yet folded into them (lib/ledgers/season-levels.ts). A
 * count over every player: bigint in SQL, a number here (db/int8.ts).
 */
export async function playersIn(db: Database, seasonId: number, aboveXp?: number) {
  const above = aboveXp === undefined ? sql`` : sql`and xp > ${aboveXp}`;
  const result = await db.execute(sql`
    select (coalesce((select sum(players) from season_xp_levels
                      where season_id = ${seasonId} ${above}), 0)
          + coalesce((select sum(delta) from season_xp_level_changes
                      where season_id = ${seasonId} ${above}), 0))::bigint as players`);
  const [row] = (result as unknown as { rows: { players: string }[] }).rows;
  return row ? int8ToNumber(row.players) : 0;
}

/**
 * A player's rank without walking the players above, in one round trip: the players at each
 * higher XP value are counted per value (season_xp_levels, plus the moves not yet folded), and only the ties are counted one
 * by one, from whichever end of the tie group (by the time it was reached) the player is
 * nearer: the players at that XP are known, so the ties after the player tell those before.
 * Seasons have long tails of ties at low XP (tens of thousands at 1M players), so this halves
 * the longest count. An unverified account has no rank.
 */
export async function rankIn(db: Database, seasonId: number, userId: string) {
  const result = await db.execute(sql`
    with mine as (
      select sx.xp, sx.reached_at, sx.user_id
      from season_xp sx join users u on u.id = sx.user_id
      where sx.season_id = ${seasonId} and sx.user_id = ${userId} and u.verified
        and u.suspended_at is null
    ), suspended as (
      select id from users where suspended_at is not null
    ), tied as (
      select m.*,
        nullif(coalesce((select l.players from season_xp_levels l
            where l.season_id = ${seasonId} and l.xp = m.xp), 0)
          + coalesce((select sum(c.delta) from season_xp_level_changes c
            where c.season_id = ${seasonId} and c.xp = m.xp), 0), 0) as players,
        (select t.reached_at from season_xp t where t.season_id = ${seasonId} and t.xp = m.xp
          order by t.reached_at, t.user_id limit 1) as first_at,
        (select t.reached_at from season_xp t where t.season_id = ${seasonId} and t.xp = m.xp
          order by t.reached_at desc, t.user_id desc limit 1) as last_at
      from mine m
    )
    select t.xp,
      ((select coalesce(sum(l.players), 0) from season_xp_levels l
        where l.season_id = ${seasonId} and l.xp > t.xp)
      + (select coalesce(sum(c.delta), 0) from season_xp_level_changes c
        where c.season_id = ${seasonId} and c.xp > t.xp))::bigint as above,
      (case when t.players is null or t.reached_at - t.first_at <= t.last_at - t.reached_at
        then (select count(*) from season_xp s where s.season_id = ${seasonId} and s.xp = t.xp
              and (s.reached_at, s.user_id) < (t.reached_at, t.user_id)
              and s.user_id not in (select id from suspended))
        else t.players - 1 - (select count(*) from season_xp s
              where s.season_id = ${seasonId} and s.xp = t.xp
              and (s.reached_at, s.user_id) > (t.reached_at, t.user_id)
              and s.user_id not in (select id from suspended))
      end)::bigint as before
    from tied t`);
  // The counts run over every player of the season: bigint, as text (db/int8.ts).
  const [mine] = (result as unknown as { rows: { xp: number; above: string; before: string }[] })
    .rows;
  if (!mine) return { rank: null, xp: 0 };
  return { rank: int8ToNumber(mine.above) + int8ToNumber(mine.before) + 1, xp: mine.xp };
}

/** The player's name; undefined for no account, or a suspended one (it has no standing). */
export async function findUsername(db: Database, userId: string): Promise<string | undefined> {
  const [user] = await db
    .select({ username: users.username })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.suspendedAt)));
  return user?.username;
}
