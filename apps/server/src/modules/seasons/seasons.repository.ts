import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { int8ToNumber } from '../../db/int8.ts';
import { preparedOnce } from '../../lib/prepared-statements.ts';
import { seasons, seasonXp } from '../../db/schema/index.ts';

export type SeasonRow = typeof seasons.$inferSelect;

export interface SeasonValues {
  name: string;
  startAt: Date;
  endAt: Date;
}

export function listSeasonRows(db: Database) {
  return db.select().from(seasons).orderBy(asc(seasons.startAt));
}

export async function findSeason(db: Database, id: number) {
  const [row] = await db.select().from(seasons).where(eq(seasons.id, id));
  return row;
}

// Which season is running is asked by every leaderboard and eligibility view: prepared once
// (lib/prepared-statements.ts).
const seasonAt = preparedOnce((db: Database) =>
  db
    .select()
    .from(seasons)
    .where(
      sql`${seasons.startAt} <= ${sql.placeholder('at')} and ${seasons.endAt} > ${sql.placeholder('at')}`,
    )
    .limit(1)
    .prepare('season_at'),
);

/** The season whose range holds `at`. */
export async function findSeasonAt(db: Database, at: Date): Promise<SeasonRow | undefined> {
  const [row] = await seasonAt(db).execute({ at });
  return row;
}

/** The latest season that ended before `at`. */
export async function findPreviousSeason(db: Database, at: Date): Promise<SeasonRow | undefined> {
  const [row] = await db
    .select()
    .from(seasons)
    .where(sql`${seasons.endAt} <= ${at}`)
    .orderBy(desc(seasons.endAt))
    .limit(1);
  return row;
}

/** The seasons that ended in [since, until), oldest first. */
export function findSeasonsEndedBetween(db: Database, since: Date, until: Date) {
  return db
    .select()
    .from(seasons)
    .where(sql`${seasons.endAt} >= ${since} and ${seasons.endAt} < ${until}`)
    .orderBy(asc(seasons.endAt));
}

/** Another season sharing an instant with [start, end), if any. */
export async function findOverlapping(
  db: Database,
  start: Date,
  end: Date,
  exceptId: number | null,
) {
  const [row] = await db
    .select()
    .from(seasons)
    .where(
      sql`${seasons.startAt} < ${end} and ${seasons.endAt} > ${start} ${exceptId === null ? sql`` : sql`and ${seasons.id} <> ${exceptId}`}`,
    )
    .limit(1);
  return row;
}

export async function seasonsWithXp(db: Database): Promise<Set<number>> {
  const rows = await db.selectDistinct({ seasonId: seasonXp.seasonId }).from(seasonXp);
  return new Set(rows.map((row) => row.seasonId));
}

export async function insertSeason(
  db: Database,
  values: SeasonValues,
  at: Date,
): Promise<SeasonRow | undefined> {
  const [row] = await db
    .insert(seasons)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  return row;
}

export async function updateSeason(
  db: Database,
  id: number,
  values: SeasonValues,
  at: Date,
): Promise<SeasonRow | undefined> {
  const [row] = await db
    .update(seasons)
    .set({ ...values, updatedAt: at })
    .where(sql`${seasons.id} = ${id}`)
    .returning();
  return row;
}

export async function deleteSeasonRow(db: Database, id: number): Promise<void> {
  await db.delete(seasons).where(sql`${seasons.id} = ${id}`);
}

/** The verified players, who each get the season's gift (it reads the users table to count). */
export async function countGiftablePlayers(db: Database): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::bigint as players from users u where u.verified and u.role = 'USER'`);
  return int8ToNumber((result as unknown as { rows: { players: string }[] }).rows[0]!.players);
}

/**
 * Records the season's gift for the next `limit` verified players after `after` (in id
 * order), for those who have none yet. Returns how many players it walked, the last one (the
 * next batch starts after it), and the players recorded now. The ids go in and out as arrays,
 * one parameter whatever the batch. (It reads the users table to find the players: the gift
 * record is this domain's, the seedling itself is added by the inventory ledger.)
 */
export async function recordGiftsForNextPlayers(
  db: Database,
  batch: { seasonId: number; at: Date; after: string | null; limit: number },
): Promise<{ walked: number; last: string | null; gifted: string[] }> {
  const result = await db.execute(sql`
    with walked as (
      select u.id from users u
      where u.verified and u.role = 'USER'
        and (${batch.after}::uuid is null or u.id > ${batch.after}::uuid)
      order by u.id
      limit ${batch.limit}
    ), gifted as (
      insert into season_gifts (season_id, user_id, created_at)
      select ${batch.seasonId}, w.id, ${batch.at} from walked w
      on conflict do nothing
      returning user_id
    )
    select (select count(*)::int from walked) as walked,
      (select w.id from walked w order by w.id desc limit 1) as last,
      coalesce((select array_agg(g.user_id) from gifted g), '{}') as gifted`);
  const row = (
    result as unknown as { rows: { walked: number; last: string | null; gifted: string[] }[] }
  ).rows[0]!;
  return { walked: row.walked, last: row.last, gifted: row.gifted };
}

/**
 * A season-ending notice for the next `limit` verified players with a growing tree, in id
 * order after `after`, written once per (player, season, warning) by the inbox's unique
 * index. Returns how many players it walked, the last (the next batch starts after it), and
 * how many notices it wrote.
 */
export async function noticeGrowingTreeOwners(
  db: Database,
  notice: { ref: string; title: string; body: string; link: string; at: Date },
  batch: { after: string | null; limit: number },
): Promise<{ walked: number; last: string | null; written: number }> {
  const result = await db.execute(sql`
    with owners as (
      select t.user_id from planted_trees t join users u on u.id = t.user_id
      where t.matured_at is null and t.dormant = false and u.verified
        and (${batch.after}::uuid is null or t.user_id > ${batch.after}::uuid)
      order by t.user_id
      limit ${batch.limit}
    ), written as (
      insert into notifications (user_id, kind, ref, title, body, link, created_at)
      select o.user_id, 'SEASON_ENDING', ${notice.ref}, ${notice.title}, ${notice.body},
        ${notice.link}, ${notice.at}::timestamptz
      from owners o
      -- Told already: skipped here rather than refused by the index, a cheaper probe.
      where not exists (select 1 from notifications n
        where n.user_id = o.user_id and n.kind = 'SEASON_ENDING' and n.ref = ${notice.ref})
      on conflict do nothing
      returning 1
    )
    select (select count(*)::int from owners) as walked,
      (select o.user_id from owners o order by o.user_id desc limit 1) as last,
      (select count(*)::int from written) as written`);
  return (result as unknown as { rows: { walked: number; last: string | null; written: number }[] })
    .rows[0]!;
}

/**
 * The players ranked in a season (verified accounts with season XP that no admin has
 * suspended, as on the leaderboard).
 */
export async function countRankedPlayers(db: Database, seasonId: number): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::bigint as players
    from season_xp sx join users u on u.id = sx.user_id and u.verified
      and u.suspended_at is null
    where sx.season_id = ${seasonId}`);
  return int8ToNumber((result as unknown as { rows: { players: string }[] }).rows[0]!.players);
}

/** Where a walk down a season's ranking stopped: the last player's place and sort key. */
export interface RankCursor {
  place: number;
  xp: number;
  reachedAt: string;
  userId: string;
}

/**
 * Each of the next `limit` ranked players' final place in a season, as a notice, once per
 * (player, season), after `after` in the leaderboard's order (season XP, ties to whoever
 * reached it first): a season that has ended no longer changes, so places are counted on from
 * the cursor. Returns how many it walked, the cursor of the last, and the notices written.
 */
export async function noticeFinalRanks(
  db: Database,
  season: { id: number; name: string; link: string; at: Date; players: number },
  batch: { after: RankCursor | null; limit: number },
): Promise<{ walked: number; last: RankCursor | null; written: number }> {
  const after = batch.after;
  const result = await db.execute(sql`
    with ranked as (
      select sx.user_id, sx.xp, sx.reached_at,
        ${after?.place ?? 0}::int + row_number() over (order by sx.xp desc, sx.reached_at, sx.user_id) as place
      from season_xp sx join users u on u.id = sx.user_id and u.verified
        and u.suspended_at is null
      where sx.season_id = ${season.id}
        ${
          after
            ? // The bound on xp alone lets the ranking index start at the cursor, not the top.
              sql`and sx.xp <= ${after.xp} and (sx.xp < ${after.xp} or (sx.xp = ${after.xp}
                and (sx.reached_at, sx.user_id) > (${after.reachedAt}::timestamptz, ${after.userId}::uuid)))`
            : sql``
        }
      order by sx.xp desc, sx.reached_at, sx.user_id
      limit ${batch.limit}
    ), written as (
      insert into notifications (user_id, kind, ref, title, body, link, created_at)
      select r.user_id, 'SEASON_RESULT', ${String(season.id)}, ${`${season.name} is over`},
        'You finished #' || to_char(r.place, 'FM999,999,999,990')
          || ' of ' || to_char(${season.players}::bigint, 'FM999,999,999,990')
          || case when ${season.players}::bigint = 1 then ' player' else ' players' end
          || ' with ' || to_char(r.xp, 'FM999,999,999,990') || ' season XP.',
        ${season.link}, ${season.at}::timestamptz
      from ranked r
      on conflict do nothing
      returning 1
    ), last as (
      select place, xp, to_char(reached_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as reached_at, user_id
      from ranked order by place desc limit 1
    )
    select (select count(*)::int from ranked) as walked,
      (select count(*)::int from written) as written,
      (select place::int from last) as place, (select xp from last) as xp,
      (select reached_at from last) as reached_at, (select user_id from last) as user_id`);
  const row = (
    result as unknown as {
      rows: {
        walked: number;
        written: number;
        place: number | null;
        xp: number | null;
        reached_at: string | null;
        user_id: string | null;
      }[];
    }
  ).rows[0]!;
  return {
    walked: row.walked,
    written: row.written,
    last:
      row.user_id === null
        ? null
        : { place: row.place!, xp: row.xp!, reachedAt: row.reached_at!, userId: row.user_id },
  };
}
