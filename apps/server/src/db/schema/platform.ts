import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, instant } from './columns.ts';

/** Settings the server generates once and every instance shares (the JWT secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Fixed-window counters for rate limits, shared by every instance. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: instant('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    /** The scheduled work deletes the counters of windows long over by this. */
    index('rate_limit_counters_window_idx').on(t.windowStart),
  ],
);

/**
 * The answers given to requests that carried an `Idempotency-Key` (lib/idempotency.ts): a
 * request sent again with its key gets the first answer instead of acting twice. A key is the
 * caller's own (`scope` is `user:` and their id) or, on a public route, the route's. Written
 * in the transaction of the action it answers, so it exists exactly when the action does.
 * `requestHash` is a SHA-256 of the request's method, route, parameters and body (less any
 * password, which is never kept); `answer` is the answer's body, or what a repeat rebuilds it
 * from when the answer carries a secret (sign-up's session).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    answer: jsonb('answer'),
    /** The caller, or the account a sign-up made: the key goes with the account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_expires_at_idx').on(t.expiresAt),
  ],
);
