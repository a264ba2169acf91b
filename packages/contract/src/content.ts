import { z } from 'zod';
import { NUL_MESSAGE, hasNoNul, text } from './input.ts';

/** A way to support the game, set by admins (support-us page). */
export const supportChannel = z.object({
  label: text()
    .trim()
    .min(2, { error: 'A label has at least 2 characters.' })
    .max(60, { error: 'A label has at most 60 characters.' }),
  details: text()
    .trim()
    .min(2, { error: 'Details have at least 2 characters.' })
    .max(300, { error: 'Details have at most 300 characters.' }),
  url: z
    .url({ protocol: /^https?$/, error: 'A link starts with http:// or https://.' })
    .refine(hasNoNul, { error: NUL_MESSAGE })
    .nullable(),
});
export const supportInfo = z.object({
  message: z.string(),
  channels: z.array(supportChannel),
});
export const supportInput = z.strictObject({
  message: text().trim().max(1000, { error: 'The message has at most 1000 characters.' }),
  channels: z.array(supportChannel).max(10, { error: 'At most 10 ways to support.' }),
});
export type SupportInfo = z.infer<typeof supportInfo>;

/** Live totals for the landing page. */
export const publicStats = z.object({
  treesPlanted: z.number().int(),
  players: z.number().int(),
  matureTrees: z.number().int(),
  co2KgPerYearEstimate: z.number().int(),
});
