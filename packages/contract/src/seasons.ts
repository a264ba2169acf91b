import { z } from 'zod';
import { int4Id, text } from './input.ts';

export const season = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: z.iso.datetime(),
  endDate: z.iso.datetime(),
  current: z.boolean(),
  /** Whole days until the end, for the current season. */
  daysLeft: z.number().int().nullable(),
  hasXp: z.boolean(),
});
export type Season = z.infer<typeof season>;
export const seasonList = z.array(season);

const instant = (label: string) =>
  z.iso.datetime({
    offset: true,
    error: `${label} is a date and time in ISO 8601, e.g. 2026-01-01T00:00:00+08:00.`,
  });

export const seasonInput = z
  .strictObject({
    name: text()
      .trim()
      .min(2, { error: 'A name has at least 2 characters.' })
      .max(60, { error: 'A name has at most 60 characters.' }),
    startDate: instant('startDate'),
    endDate: instant('endDate'),
  })
  .refine((s) => new Date(s.endDate).getTime() > new Date(s.startDate).getTime(), {
    error: 'The season must end after it starts.',
    path: ['endDate'],
  });
export type SeasonInput = z.infer<typeof seasonInput>;

export const seasonIdParams = z.strictObject({
  id: int4Id('The season id'),
});

export const rolloverResult = z.object({
  action: z.enum(['disable-previous-season-trees', 'send-free-seedlings']),
  season: z.string(),
  /** How many trees or players this run changed; 0 when it had been done already. */
  changed: z.number().int(),
  message: z.string(),
});
