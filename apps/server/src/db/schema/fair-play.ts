import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userRef, users } from './accounts.ts';
import { createdAt, instant, serialId } from './columns.ts';

/**
 * A sign that a player may not be playing fair (a second account on one mailbox, a referral
 * cluster), raised for an admin to look at. Nothing is decided by a flag: while one is open the
 * player's event eligibility waits, and an admin clears or confirms it with a reason.
 * (player, kind, ref) is unique, so the same sign is raised once.
 */
export const fairPlayFlags = pgTable(
  'fair_play_flags',
  {
    id: serialId(),
    userId: userRef(),
    /** SHARED_MAILBOX | REFERRAL_SAME_NETWORK | REFERRAL_SAME_DEVICE | REFERRALS_NEVER_PLAY */
    kind: text('kind').notNull(),
    /** What the sign is about, so it is raised once: a canonical address, a referral id. */
    ref: text('ref').notNull(),
    /** The other player the sign ties this one to, if any (the first account, the referrer). */
    relatedUserId: uuid('related_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The figures behind the sign, for the review (counts, days); never an address. */
    evidence: jsonb('evidence').notNull().default({}),
    /** open → cleared | confirmed */
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    reviewedAt: instant('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewReason: text('review_reason'),
  },
  (t) => [
    uniqueIndex('fair_play_flags_once').on(t.userId, t.kind, t.ref),
    index('fair_play_flags_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    check('fair_play_flags_status', sql`${t.status} in ('open', 'cleared', 'confirmed')`),
  ],
);
