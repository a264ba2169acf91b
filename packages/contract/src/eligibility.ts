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
});

export const eligibleCount = z.object({ count: z.number().int(), season: z.string().nullable() });
