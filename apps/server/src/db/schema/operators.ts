import {
  bigserial,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { instant } from './columns.ts';

/**
 * One entry per admin write (content, seasons, events, reports, player actions), written in
 * the transaction of the write itself: the write and its entry commit together or not at all.
 * The table only grows: a trigger (migration 0018) refuses UPDATE, DELETE and TRUNCATE, so no
 * admin, and no bug, can change what the log says. The actor is kept by id and name, without a
 * foreign key, so the entry outlives the admin's account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    /** What was done, as `<domain>.<verb>`: `event.update`, `player.suspend`. */
    action: text('action').notNull(),
    /** What it was done to: `event`, `player`, `season`, … and its id, as text. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The fields that changed, as they were and as they became (no secrets: lib/audit.ts). */
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    /** The admin's client address, as the request log has it. */
    address: text('address'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

/**
 * The players who played on a game day (earned XP), one row each: written once a day by the
 * scheduled work from that day's ledger, so that active players over a week or a month and the
 * retention of each week's sign-ups are read from here, never from the ledgers.
 */
export const activityDays = pgTable(
  'activity_days',
  {
    day: date('day').notNull(),
    userId: userRef(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.userId] }),
    index('activity_days_user_idx').on(t.userId, t.day),
  ],
);
