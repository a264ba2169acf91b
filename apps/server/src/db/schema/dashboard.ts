import { bigint, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The dashboard's figures of each finished game day (sign-ups, XP, active players over a day, a
 * week and a month, the return of each day's sign-ups, the funnel: decision 038), written once
 * the day is over by the scheduled work, from the ledgers: the dashboard reads past days here
 * and counts only today's rows itself. A finished day never changes, so a row is written once
 * (a second run writes nothing).
 */
export const dailyTotals = pgTable(
  'daily_totals',
  {
    /** The game day, in the game's time zone. */
    day: date('day').notNull(),
    metric: text('metric').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric] })],
);
