import { z } from 'zod';
import { int4Id, text, uuidId } from './input.ts';

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

export const rolloverAction = z.enum(['disable-previous-season-trees', 'send-free-seedlings']);
export type RolloverAction = z.infer<typeof rolloverAction>;

/** A rollover action started (or already under way): the job to follow. */
export const rolloverStarted = z.object({ jobId: z.uuid() });

export const seasonJobParams = z.strictObject({ jobId: uuidId('The job id') });

/**
 * A rollover action's progress: `done` of `total` players or trees walked. Once done,
 * `changed` and `message` say what it did; once failed, `error` says why (it can be resumed).
 */
export const seasonJob = z.object({
  jobId: z.uuid(),
  action: rolloverAction,
  season: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  changed: z.number().int(),
  message: z.string().optional(),
  error: z.string().optional(),
});
export type SeasonJob = z.infer<typeof seasonJob>;
