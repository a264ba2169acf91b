import { z } from 'zod';
import { QUEST_KEYS } from './rules.ts';

export const questKeySchema = z.enum(QUEST_KEYS, {
  error: `quest is one of ${QUEST_KEYS.join(', ')}.`,
});

export const questStatus = z.object({
  quest: questKeySchema,
  title: z.string(),
  description: z.string(),
  done: z.boolean(),
  claimed: z.boolean(),
  coins: z.number().int(),
  xp: z.number().int(),
  /** Why it cannot be claimed yet, in words. */
  hint: z.string().nullable(),
});

export const questsToday = z.object({
  gameDay: z.string(),
  quests: z.array(questStatus),
  /** Consecutive game days with the login quest claimed, today included if claimed. */
  streak: z.number().int(),
  /** The login reward is doubled today (every 7th day of a streak). */
  bonusToday: z.boolean(),
  /** Streak savers the player holds (0 or 1). */
  saversHeld: z.number().int(),
  /**
   * The missed game day (YYYY-MM-DD) a streak saver will cover when today's login reward is
   * claimed: the streak above is still alive thanks to it. Null when no saver is needed or held.
   */
  saverCovers: z.string().nullable(),
  /** The last time a streak saver was used, within the last week: the day it covered and when. */
  lastSaved: z.object({ day: z.string(), usedOn: z.string() }).nullable(),
  nextResetAt: z.iso.datetime(),
});
export type QuestsToday = z.infer<typeof questsToday>;

export const questClaimInput = z.strictObject({ quest: questKeySchema });

export const questClaimResult = z.object({
  quest: questKeySchema,
  coins: z.number().int(),
  xp: z.number().int(),
  streak: z.number().int(),
  claimedAt: z.iso.datetime(),
  walletBalance: z.number().int(),
  totalXp: z.number().int(),
  today: questsToday,
});
