import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { int8ToNumber } from '../../db/int8.ts';
import { EARNED_XP, PLAYED_XP } from '../../lib/ledgers/xp-ledger.ts';

// The admin dashboard is a read-only summary of every domain (players, XP, trees, purchases,
// referrals), so its counting queries read those tables here. Its sums and counts run over
// every player, so they are bigint in SQL and numbers here (db/int8.ts).

/** An int8 as node-postgres gives it: text. */
type Int8 = string;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function playerTotals(db: Database) {
  const [row] = await rows<{ players: Int8; verified: Int8; suspended: Int8; coins: Int8 }>(
    db,
    sql`select count(*) as players, count(*) filter (where verified) as verified,
          count(*) filter (where suspended_at is not null) as suspended,
          coalesce(sum(coin_balance), 0)::bigint as coins
        from users where role = 'USER'`,
  );
  return (
    row && {
      players: int8ToNumber(row.players),
      verified: int8ToNumber(row.verified),
      suspended: int8ToNumber(row.suspended),
      coins: int8ToNumber(row.coins),
    }
  );
}

/**
 * The players who earned XP in play (PLAYED_XP) on the game day `day` (XP since `since` holds
 * that whole day), as the daily totals count each finished day.
 */
export async function activePlayersOn(db: Database, day: string, since: Date, timeZone: string) {
  const [row] = await rows<{ count: Int8 }>(
    db,
    sql`select count(distinct user_id) as count from xp_ledger
        where created_at >= ${since} and ${PLAYED_XP}
          and to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') = ${day}`,
  );
  return row ? int8ToNumber(row.count) : 0;
}

export async function treesPerStage(db: Database) {
  const stages = await rows<{ stage: number; count: Int8 }>(
    db,
    sql`select stage, count(*) as count from planted_trees group by stage`,
  );
  return stages.map((row) => ({ stage: row.stage, count: int8ToNumber(row.count) }));
}

export async function purchaseTotals(db: Database) {
  const [row] = await rows<{ count: Int8; spent: Int8 }>(
    db,
    sql`select count(*) as count, coalesce(sum(total_price), 0)::bigint as spent from purchases`,
  );
  return row && { count: int8ToNumber(row.count), spent: int8ToNumber(row.spent) };
}

export async function referralTotals(db: Database) {
  const [row] = await rows<{ count: Int8; rewarded: Int8 }>(
    db,
    sql`select count(*) as count, count(rewarded_at) as rewarded from referrals`,
  );
  return row && { count: int8ToNumber(row.count), rewarded: int8ToNumber(row.rewarded) };
}

/** A value per game day, from the database's int8. */
function perDay(days: { day: string; value: Int8 }[]) {
  return days.map((row) => ({ day: row.day, value: int8ToNumber(row.value) }));
}

/** New players per game day since `since`. */
export async function signUpsPerDay(db: Database, since: Date, timeZone: string) {
  return perDay(
    await rows<{ day: string; value: Int8 }>(
      db,
      sql`select to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*) as value
          from users where role = 'USER' and created_at >= ${since} group by 1`,
    ),
  );
}

/** XP earned per game day since `since`. */
export async function xpPerDay(db: Database, since: Date, timeZone: string) {
  return perDay(
    await rows<{ day: string; value: Int8 }>(
      db,
      sql`select to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
            sum(amount)::bigint as value
          from xp_ledger where created_at >= ${since} and ${EARNED_XP} group by 1`,
    ),
  );
}
