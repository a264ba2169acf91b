import { z } from 'zod';
import { text } from './input.ts';
import { pageQuery } from './wallet.ts';

/** One admin write, as the audit log keeps it (docs/operators.md, "The audit log"). */
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actorId: z.string(),
  /** The admin's name when the entry was written. */
  actorName: z.string(),
  /** `<domain>.<verb>`: `event.update`, `player.suspend`. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** A player target's username as it is now (null for other targets, or an account gone). */
  targetName: z.string().nullable(),
  /** The fields that changed, as they were (null: it did not exist) and as they became. */
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  address: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = z.object({
  /** Latest first. */
  items: z.array(auditEntry),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPage>;

const day = (label: string) =>
  z.iso.date({ error: `${label} is a date written YYYY-MM-DD.` }).optional();

export const auditQuery = pageQuery.extend({
  /** The admin's id. */
  actor: z.uuid({ error: 'actor is an admin id (a UUID).' }).optional(),
  action: text({ error: 'action is an action name, e.g. event.update.' }).max(60).optional(),
  targetType: text({ error: 'targetType is a kind of record, e.g. player.' }).max(40).optional(),
  targetId: text({ error: 'targetId is a record id.' }).max(80).optional(),
  /** The first and the last day (in the game's time zone), both included. */
  from: day('from'),
  to: day('to'),
});
export type AuditQuery = z.infer<typeof auditQuery>;
