import { z } from 'zod';

const dayCount = z.object({ day: z.string(), value: z.number().int() });

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
});
export type Dashboard = z.infer<typeof dashboard>;
