import { z } from 'zod';
import { INT4_MAX } from './input.ts';

/**
 * The admins' CSV exports (docs/api.md, Exports): each a file `punla-<kind>-<date>.csv`,
 * written as it is read, in UTF-8 with a byte order mark.
 */
export const exportKinds = ['attendees', 'real-trees', 'standings', 'players', 'audit'] as const;
export type ExportKind = (typeof exportKinds)[number];

/** The longest range of the audit log one export covers, both ends included. */
export const AUDIT_EXPORT_MAX_DAYS = 366;

/**
 * A query string's id, as `int4Id` checks one; a missing one is "required" (plugins/errors.ts),
 * not "is a number".
 */
const queryId = (label: string) =>
  z.string().pipe(
    z.coerce
      .number<string>({ error: `${label} is a number.` })
      .int({ error: `${label} is a whole number.` })
      .min(1, { error: `${label} is a positive number.` })
      .max(INT4_MAX, { error: `${label} is at most ${INT4_MAX}; there is no such id.` }),
  );

export const attendeesExportQuery = z.strictObject({
  /** The event whose RSVPs are exported. */
  eventId: queryId('The event id'),
});
export type AttendeesExportQuery = z.infer<typeof attendeesExportQuery>;

export const standingsExportQuery = z.strictObject({
  /** The season whose final standings are exported. */
  season: queryId('The season id'),
});
export type StandingsExportQuery = z.infer<typeof standingsExportQuery>;

const day = (name: string) =>
  z.iso.date({
    // A missing day keeps the usual "This field is required." (plugins/errors.ts).
    error: (issue) =>
      issue.input === undefined ? undefined : `${name} is a date written YYYY-MM-DD.`,
  });

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days from `from` to `to`, both included (1 for the same day). */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The first and the last day of the range (in the game's time zone), both included. */
export const auditExportQuery = z
  .strictObject({ from: day('from'), to: day('to') })
  .superRefine(({ from, to }, context) => {
    // Refinements run even when a field failed: a range needs two dates first.
    if (!z.iso.date().safeParse(from).success || !z.iso.date().safeParse(to).success) return;
    const days = daysInRange(from, to);
    if (days < 1) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The last day (${to}) comes before the first (${from}).`,
      });
    } else if (days > AUDIT_EXPORT_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `One export covers at most ${AUDIT_EXPORT_MAX_DAYS} days; this range has ${days}.`,
      });
    }
  });
export type AuditExportQuery = z.infer<typeof auditExportQuery>;
