import { z } from 'zod';

export const eligibilityRule = z.object({
  key: z.enum(['VERIFIED', 'TREE_STAGE', 'SEASON_XP']),
  label: z.string(),
  passed: z.boolean(),
  current: z.number().int(),
  target: z.number().int(),
  hint: z.string().nullable(),
});

export const eligibilityCheck = z.object({
  eligible: z.boolean(),
  season: z.string().nullable(),
  rules: z.array(eligibilityRule),
  /**
   * A review of the account holding its eligibility (docs/game-rules.md, Fair play): `pending`
   * until an admin decides, `confirmed` when it stays closed; with the sentence the player
   * reads. Null when nothing holds it (and from a server of the last release).
   */
  review: z
    .object({ state: z.enum(['pending', 'confirmed']), message: z.string() })
    .nullable()
    .default(null),
});

export const eligibleCount = z.object({ count: z.number().int(), season: z.string().nullable() });
