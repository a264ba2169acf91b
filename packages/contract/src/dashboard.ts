import { z } from 'zod';

const dayCount = z.object({ day: z.string(), value: z.number().int() });

/**
 * The steps of the funnel, in order: each counts the players who reached it and every step
 * before it (docs/decisions/038-daily-rollups-for-the-dashboard.md).
 */
export const FUNNEL_STEPS = [
  'SIGNED_UP',
  'VERIFIED',
  'PLANTED',
  'SAPLING',
  'RSVP',
  'CHECKED_IN',
  'REAL_TREE',
  'REAL_TREE_ALIVE',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The game days after a player's sign-up day on which their return is counted. */
export const RETENTION_DAYS = [1, 7, 30] as const;

/** Players active on a finished game day, that week and that month; null: not counted yet. */
const activeOnDay = z.object({
  day: z.string(),
  daily: z.number().int().nullable(),
  weekly: z.number().int().nullable(),
  monthly: z.number().int().nullable(),
});

/** Of a cohort's players, those who played on their day n; null until that day is over. */
const returned = z.object({ returned: z.number().int(), players: z.number().int() }).nullable();

const cohort = z.object({
  /** The game week's Monday and Sunday (YYYY-MM-DD). */
  weekStart: z.string(),
  weekEnd: z.string(),
  /** Players who signed up that week; null while a day of it is not counted. */
  players: z.number().int().nullable(),
  d1: returned,
  d7: returned,
  d30: returned,
});

const funnel = z.object({
  /** The finished game day whose end the counts describe. */
  countedOn: z.string(),
  steps: z.array(z.object({ step: z.enum(FUNNEL_STEPS), count: z.number().int() })),
});

export const dashboard = z.object({
  players: z.number().int(),
  verifiedPlayers: z.number().int(),
  activeToday: z.number().int(),
  treesByStage: z.array(
    z.object({ stage: z.number().int(), name: z.string(), count: z.number().int() }),
  ),
  treesPlanted: z.number().int(),
  eligiblePlayers: z.number().int(),
  coinsInCirculation: z.number().int(),
  purchases: z.object({ count: z.number().int(), coinsSpent: z.number().int() }),
  referrals: z.object({ count: z.number().int(), rewarded: z.number().int() }),
  currentSeason: z
    .object({
      id: z.number().int(),
      name: z.string(),
      endDate: z.iso.datetime(),
      daysLeft: z.number().int(),
    })
    .nullable(),
  signUpsPerDay: z.array(dayCount),
  xpPerDay: z.array(dayCount),
  /**
   * Mails the mail server refused on every try, kept for a week with their reason (0 from a
   * server that does not count them yet, during a rolling update).
   */
  failedMails: z.number().int().default(0),
  /**
   * Fair-play flags waiting for an admin's review (0 from a server that does not count them
   * yet, during a rolling update).
   */
  openFairPlayFlags: z.number().int().default(0),
  /** Mails refused so far and waiting for their next try (0 from an older server). */
  retryingMails: z.number().int().default(0),
  /** Accounts suspended now (0 from an older server). */
  suspendedPlayers: z.number().int().default(0),
  /**
   * Daily, weekly and monthly active players of each of the last 30 finished game days,
   * oldest first (empty from an older server).
   */
  activePlayers: z.array(activeOnDay).default([]),
  /** The sign-ups of each of the last 8 finished game weeks, oldest first, and their return. */
  retention: z.array(cohort).default([]),
  /** The funnel as counted at the end of the last finished day that has it. */
  funnel: funnel.nullable().default(null),
});
export type Dashboard = z.infer<typeof dashboard>;
