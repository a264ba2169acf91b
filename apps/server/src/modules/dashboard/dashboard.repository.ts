import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

// The admin dashboard is a read-only summary of every domain (players, XP, trees, purchases,
// referrals), so its counting queries read those tables here.

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function playerTotals(db: Database) {
  const [row] = await rows<{ players: number; verified: number; coins: number }>(
    db,
    sql`select count(*)::int as players, count(*) filter (where verified)::int as verified,
          coalesce(sum(coin_balance), 0)::int as coins
        from users where role = 'USER'`,
  );
  return row;
}

/** The players who earned XP on the game day `day` (XP since `since` holds that whole day). */
export async function activePlayersOn(db: Database, day: string, since: Date, timeZone: string) {
  const [row] = await rows<{ count: number }>(
    db,
    sql`select count(distinct user_id)::int as count from xp_ledger
        where created_at >= ${since}
          and to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') = ${day}`,
  );
  return row?.count ?? 0;
}

export function treesPerStage(db: Database) {
  return rows<{ stage: number; count: number }>(
    db,
    sql`select stage, count(*)::int as count from planted_trees group by stage`,
  );
}

export async function purchaseTotals(db: Database) {
  const [row] = await rows<{ count: number; spent: number }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(total_price), 0)::int as spent from purchases`,
  );
  return row;
}

export async function referralTotals(db: Database) {
  const [row] = await rows<{ count: number; rewarded: number }>(
    db,
    sql`select count(*)::int as count, count(rewarded_at)::int as rewarded from referrals`,
  );
  return row;
}

/** New players per game day since `since`. */
export function signUpsPerDay(db: Database, since: Date, timeZone: string) {
  return rows<{ day: string; value: number }>(
    db,
    sql`select to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*)::int as value
        from users where role = 'USER' and created_at >= ${since} group by 1`,
  );
}

/** XP earned per game day since `since`. */
export function xpPerDay(db: Database, since: Date, timeZone: string) {
  return rows<{ day: string; value: number }>(
    db,
    sql`select to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, sum(amount)::int as value
        from xp_ledger where created_at >= ${since} group by 1`,
  );
}
