import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { int8ToNumber } from '../../db/int8.ts';
import { dailyTotals } from '../../db/schema/index.ts';

// The dashboard's daily totals: each finished game day's figures, counted once from the
// players and the XP ledger (the accounts' and the ledgers' tables, read here for the same
// reason as in dashboard.repository.ts) and kept in daily_totals.

/** What is counted for each game day: new players, XP earned, players who earned XP. */
const DAILY_METRICS = ['sign-ups', 'xp', 'active-players'] as const;
export type DailyMetric = (typeof DAILY_METRICS)[number];

/** An int8 as node-postgres gives it: text. */
type Int8 = string;

/**
 * When the game's first player signed up or the first XP was earned, whichever came first
 * (each the first entry of an index on created_at); null in an empty game.
 */
export async function earliestActivity(db: Database): Promise<Date | null> {
  const result = await db.execute(sql`
    select least(
      (select min(created_at) from xp_ledger),
      (select min(created_at) from users where role = 'USER')
    ) as at`);
  const [row] = (result as unknown as { rows: { at: string | Date | null }[] }).rows;
  return row?.at ? new Date(row.at) : null;
}

/** The days from `from` to `to` (YYYY-MM-DD, both included) that have every metric written. */
export async function daysWritten(db: Database, from: string, to: string): Promise<Set<string>> {
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day from ${dailyTotals}
    where day between ${from}::date and ${to}::date
    group by day having count(*) = ${DAILY_METRICS.length}`);
  return new Set((result as unknown as { rows: { day: string }[] }).rows.map((row) => row.day));
}

/**
 * Counts the game day `day` and writes its totals, once: a metric already written for the day
 * stays as it is (a finished day does not change). `read` bounds the rows read, a little wider
 * than the day (created_at indexes find them); which day a row belongs to is its created_at's
 * date in `timeZone`, as the dashboard's live counts tell it. One statement: the day's totals
 * are written together or not at all. Returns the rows written.
 */
export async function writeDailyTotals(
  db: Database,
  day: string,
  read: { from: Date; until: Date },
  timeZone: string,
): Promise<number> {
  const onDay = sql`created_at >= ${read.from} and created_at < ${read.until}
    and to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') = ${day}`;
  const result = await db.execute(sql`
    with xp as (
      select coalesce(sum(amount), 0)::bigint as xp, count(distinct user_id) as active
      from xp_ledger where ${onDay}
    ), players as (
      select count(*) as sign_ups from users where role = 'USER' and ${onDay}
    )
    insert into ${dailyTotals} (day, metric, value)
    select ${day}::date, totals.metric, totals.value
    from xp, players, lateral (values
      ('sign-ups', players.sign_ups), ('xp', xp.xp), ('active-players', xp.active)
    ) as totals (metric, value)
    on conflict (day, metric) do nothing`);
  return (result as unknown as { rowCount: number | null }).rowCount ?? 0;
}

/** The totals written for the days from `from` (YYYY-MM-DD) on, of the given metrics. */
export async function dailyTotalsFrom(db: Database, from: string, metrics: DailyMetric[]) {
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, metric, value from ${dailyTotals}
    where day >= ${from}::date and metric in (${sql.join(
      metrics.map((metric) => sql`${metric}`),
      sql`, `,
    )})`);
  return (
    result as unknown as { rows: { day: string; metric: DailyMetric; value: Int8 }[] }
  ).rows.map((row) => ({ day: row.day, metric: row.metric, value: int8ToNumber(row.value) }));
}
