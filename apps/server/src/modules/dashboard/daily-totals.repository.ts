import { sql } from 'drizzle-orm';
import { FUNNEL_STEPS, type FunnelStep } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { deleteInBatches } from '../../db/delete-in-batches.ts';
import { int8ToNumber } from '../../db/int8.ts';
import { activityDays, dailyTotals } from '../../db/schema/index.ts';
import { EARNED_XP, PLAYED_XP } from '../../lib/ledgers/xp-ledger.ts';

// The dashboard's daily totals: each finished game day's figures, counted once from the
// players, the XP ledger, the trees and the events (the other domains' tables, read here for
// the same reason as in dashboard.repository.ts) and kept in daily_totals; and the players who
// played each day, kept in activity_days
// (docs/decisions/038-daily-rollups-for-the-dashboard.md).

/**
 * What is counted for each game day: new players, XP earned, players who earned XP, and the
 * players who played that day, in the 7 days and in the 30 days ending with it. A day with
 * all of them is rolled up (they are written in one transaction).
 */
export const DAY_METRICS = ['sign-ups', 'xp', 'active-players', 'dau', 'wau', 'mau'] as const;
export type DayMetric = (typeof DAY_METRICS)[number];
/** Written with a day's activity rows, in the same statement: they are there. */
export const ACTIVITY_METRIC = 'activity-days';
/** Of the players who signed up on a day, how many there were and how many played on day n. */
export type ReturnMetric = `cohort-d${number}` | `returned-d${number}`;
/** The funnel's count of a step, as counted at the end of a day. */
export type FunnelMetric = `funnel-${string}`;
export type Metric = DayMetric | ReturnMetric | FunnelMetric | typeof ACTIVITY_METRIC;

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

/** The days from `from` to `to` (YYYY-MM-DD, both included) that are rolled up. */
export async function daysWritten(db: Database, from: string, to: string): Promise<Set<string>> {
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day from ${dailyTotals}
    where day between ${from}::date and ${to}::date and metric in (${metricList(DAY_METRICS)})
    group by day having count(*) = ${DAY_METRICS.length}`);
  return new Set((result as unknown as { rows: { day: string }[] }).rows.map((row) => row.day));
}

/** The days from `from` to `to` (YYYY-MM-DD, both included) whose activity rows are written. */
export async function daysWithActivity(
  db: Database,
  from: string,
  to: string,
): Promise<Set<string>> {
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day from ${dailyTotals}
    where day between ${from}::date and ${to}::date and metric = ${ACTIVITY_METRIC}`);
  return new Set((result as unknown as { rows: { day: string }[] }).rows.map((row) => row.day));
}

function metricList(metrics: readonly string[]) {
  return sql.join(
    metrics.map((metric) => sql`${metric}`),
    sql`, `,
  );
}

/** The rows of created_at on the game day `day` in `timeZone`, read by the created_at index. */
function createdOn(day: string, read: { from: Date; until: Date }, timeZone: string) {
  return sql`created_at >= ${read.from} and created_at < ${read.until}
    and to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') = ${day}`;
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
  const onDay = createdOn(day, read, timeZone);
  const result = await db.execute(sql`
    with xp as (
      select coalesce(sum(amount) filter (where ${EARNED_XP}), 0)::bigint as xp,
        count(distinct user_id) filter (where ${PLAYED_XP}) as active
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

/**
 * Writes one row into activity_days for each player who earned XP in play (PLAYED_XP) on the
 * game day `day`, and
 * the count of rows written as the day's `activity-days`, in one statement: the rows and the
 * mark that they are there commit together. Once only: a second run, or a second instance at
 * once, finds every row there and writes nothing (the rows are taken in the key's order, so
 * two runs at once wait for each other rather than deadlock). The day's XP rows are found by
 * the ledger's created_at index. Returns the players written.
 */
export async function writeActivityDay(
  db: Database,
  day: string,
  read: { from: Date; until: Date },
  timeZone: string,
): Promise<number> {
  const result = await db.execute(sql`
    with played as (
      insert into ${activityDays} (day, user_id)
      select distinct ${day}::date, user_id from xp_ledger
      where ${createdOn(day, read, timeZone)} and ${PLAYED_XP}
      order by user_id
      on conflict do nothing
      returning 1
    )
    insert into ${dailyTotals} (day, metric, value)
    select ${day}::date, ${ACTIVITY_METRIC}, count(*) from played
    on conflict (day, metric) do nothing
    returning value`);
  const [row] = (result as unknown as { rows: { value: Int8 | number }[] }).rows;
  return row ? int8ToNumber(row.value) : 0;
}

/**
 * Writes the players who played on the game day `day` (dau), in the 7 days ending with it (wau)
 * and in the 30 (mau), counted over activity_days, which must hold those days. Once only.
 */
export async function writeActiveCounts(db: Database, day: string): Promise<void> {
  await db.execute(sql`
    insert into ${dailyTotals} (day, metric, value)
    select ${day}::date, counted.metric, counted.value
    from (
      select count(distinct user_id) filter (where day = ${day}::date) as dau,
        count(distinct user_id) filter (where day > ${day}::date - 7) as wau,
        count(distinct user_id) as mau
      from ${activityDays}
      where day > ${day}::date - 30 and day <= ${day}::date
    ) active, lateral (values ('dau', active.dau), ('wau', active.wau), ('mau', active.mau))
      as counted (metric, value)
    on conflict (day, metric) do nothing`);
}

/**
 * Once the game day `day` is over: of the players who signed up on each `cohorts` day (the day
 * `after` days before), how many there are (`cohort-d<after>`) and how many played on `day`
 * (`returned-d<after>`), written under the sign-up day. Once only: a finished day's activity
 * does not change.
 */
export async function writeReturns(
  db: Database,
  day: string,
  cohorts: { after: number; day: string; read: { from: Date; until: Date } }[],
  timeZone: string,
): Promise<void> {
  if (cohorts.length === 0) return;
  const counts = cohorts.map(
    (cohort) => sql`
      select ${cohort.day}::date as day, ${cohort.after}::int as after, count(*) as players,
        count(played.user_id) as returned
      from users joined
      left join ${activityDays} played on played.day = ${day}::date and played.user_id = joined.id
      where joined.role = 'USER' and ${createdOn(cohort.day, cohort.read, timeZone)}`,
  );
  await db.execute(sql`
    insert into ${dailyTotals} (day, metric, value)
    select cohort.day, counted.metric, counted.value
    from (${sql.join(counts, sql` union all `)}) cohort,
      lateral (values ('cohort-d' || cohort.after, cohort.players),
        ('returned-d' || cohort.after, cohort.returned)) as counted (metric, value)
    on conflict (day, metric) do nothing`);
}

/** The metric of a funnel step: `funnel-signed-up`, `funnel-real-tree-alive`. */
export function funnelMetric(step: FunnelStep): FunnelMetric {
  return `funnel-${step.toLowerCase().replaceAll('_', '-')}`;
}

/**
 * The funnel as it stands now, written under the finished game day `day`: of all the players
 * (not admins), how many reached each step of FUNNEL_STEPS and every step before it: signed up,
 * verified, planted a tree, a tree reached the stage `saplingStage`, RSVPed to an event,
 * checked in, got a real tree, and the real trees alive. Survival is counted per event (trees
 * alive of the trees planted, at its latest check), so each real planter counts for their
 * event's share alive (the best of their events); the shares are summed and rounded down, and
 * an event not checked yet counts none. One pass over the players, each other table grouped
 * once by player. Once only.
 */
export async function writeFunnel(db: Database, day: string, saplingStage: number): Promise<void> {
  // Each player's `reached` is the index in FUNNEL_STEPS of the last step they reached in
  // order (the real tree at most); the last step is a share of the real planters.
  const realTree = FUNNEL_STEPS.indexOf('REAL_TREE');
  const column = (index: number) => sql.raw(`step_${index}`);
  const counts = FUNNEL_STEPS.map((step, index) =>
    step === 'REAL_TREE_ALIVE'
      ? sql`floor(coalesce(sum(alive) filter (where reached >= ${realTree}), 0))::bigint
          as ${column(index)}`
      : sql`count(*) filter (where reached >= ${index}) as ${column(index)}`,
  );
  const rows = FUNNEL_STEPS.map(
    (step, index) => sql`(${funnelMetric(step)}, counted.${column(index)})`,
  );
  await db.execute(sql`
    with trees as (
      select user_id, max(stage) as top_stage from planted_trees group by user_id
    ), rsvps as (
      select user_id, bool_or(checked_in_at is not null) as checked_in
      from event_rsvps group by user_id
    ), latest as (
      select distinct on (event_id) event_id, surviving
      from survival_checks order by event_id, checked_at desc
    ), real as (
      select real_trees.user_id,
        max(least(1, latest.surviving::numeric / nullif(planting_events.trees_planted, 0)))
          as alive
      from real_trees
      join planting_events on planting_events.id = real_trees.event_id
      left join latest on latest.event_id = real_trees.event_id
      group by real_trees.user_id
    ), players as (
      select
        case
          when not users.verified then 0
          when trees.user_id is null then 1
          when trees.top_stage < ${saplingStage} then 2
          when rsvps.user_id is null then 3
          when not rsvps.checked_in then 4
          when real.user_id is null then 5
          else 6
        end as reached,
        coalesce(real.alive, 0) as alive
      from users
      left join trees on trees.user_id = users.id
      left join rsvps on rsvps.user_id = users.id
      left join real on real.user_id = users.id
      where users.role = 'USER'
    )
    insert into ${dailyTotals} (day, metric, value)
    select ${day}::date, step.metric, step.value
    from (select ${sql.join(counts, sql`, `)} from players) counted,
      lateral (values ${sql.join(rows, sql`, `)}) as step (metric, value)
    on conflict (day, metric) do nothing`);
}

/** The totals written for the days from `from` (YYYY-MM-DD) on, of the given metrics. */
export async function dailyTotalsFrom<M extends Metric>(db: Database, from: string, metrics: M[]) {
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, metric, value from ${dailyTotals}
    where day >= ${from}::date and metric in (${metricList(metrics)})`);
  return (result as unknown as { rows: { day: string; metric: M; value: Int8 }[] }).rows.map(
    (row) => ({ day: row.day, metric: row.metric, value: int8ToNumber(row.value) }),
  );
}

/**
 * The funnel of the last day from `from` (YYYY-MM-DD) on that has it: that day, and each
 * step's count by its metric; null when no day has it.
 */
export async function latestFunnel(db: Database, from: string) {
  const signedUp = funnelMetric('SIGNED_UP');
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, metric, value from ${dailyTotals}
    where metric like 'funnel-%' and day = (
      select max(day) from ${dailyTotals} where metric = ${signedUp} and day >= ${from}::date
    )`);
  const rows = (result as unknown as { rows: { day: string; metric: string; value: Int8 }[] }).rows;
  const [first] = rows;
  if (!first) return null;
  return {
    day: first.day,
    counts: new Map(rows.map((row) => [row.metric, int8ToNumber(row.value)])),
  };
}

/**
 * Deletes the activity_days rows of the days before `before` (YYYY-MM-DD), in batches, found by
 * the key that begins with the day. Returns how many were deleted.
 */
export function deleteActivityDaysBefore(db: Database, before: string): Promise<number> {
  return deleteInBatches(db, activityDays, sql`${activityDays.day} < ${before}::date`);
}
