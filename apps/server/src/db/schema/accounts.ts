import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, randomId, timestamps } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: randomId(),
    /** Stored lower-case; unique. */
    email: text('email').notNull(),
    /**
     * The mailbox behind the address (lib/canonical-email.ts: `+tag` removed, Gmail's dots
     * removed): one account per mailbox. Null only for the later accounts of a mailbox that
     * had several before the rule (migration 0017 flagged them for review).
     */
    canonicalEmail: text('canonical_email'),
    username: text('username').notNull(),
    /** scrypt hash; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['USER', 'ADMIN'] })
      .notNull()
      .default('USER'),
    verified: boolean('verified').notNull().default(false),
    verifiedAt: instant('verified_at'),
    googleSubject: text('google_subject'),
    referralCode: text('referral_code'),
    referredCode: text('referred_code'),
    /** The referral code given at sign-up, applied once the account is verified. */
    pendingReferralCode: text('pending_referral_code'),
    totalXp: integer('total_xp').notNull().default(0),
    /** Sum of the wallet ledger; never below 0. */
    coinBalance: integer('coin_balance').notNull().default(0),
    tourCompleted: boolean('tour_completed').notNull().default(false),
    /** Raised on password change: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** E-mail reminders: off until the player turns them on in Profile. */
    remindersEnabled: boolean('reminders_enabled').notNull().default(false),
    /**
     * Keyed hashes (HMAC, lib/secrets.ts) of the network (an IPv4 address, an IPv6 /64) and of
     * the browser's device id the account was made from: compared, never shown, so referral
     * clusters can be flagged (modules/fair-play) without keeping the address itself.
     */
    signupNetworkHash: text('signup_network_hash'),
    signupDeviceHash: text('signup_device_hash'),
    /**
     * Set while an admin has suspended the account (with the reason the player is shown at
     * login): its sessions end, it leaves the boards and eligibility, its data stays.
     */
    suspendedAt: instant('suspended_at'),
    suspensionReason: text('suspension_reason'),
    /**
     * The year the player was born, asked at sign-up (or once, on the next visit, of an account
     * made before): only the year, from which "minor: yes/no" is read. Null until answered.
     */
    birthYear: integer('birth_year'),
    /**
     * A deletion asked for (by the player, or an admin on their request): the account is out of
     * play at once and its personal data is erased at `erases_at` unless the player keeps it
     * (modules/privacy). `erased_at` marks an account whose personal data is gone: its row
     * stays, under a neutral label, for the ledgers and counts that point at it.
     */
    deletionRequestedAt: instant('deletion_requested_at'),
    erasesAt: instant('erases_at'),
    erasedAt: instant('erased_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_canonical_email_unique').on(t.canonicalEmail),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_google_subject_unique').on(t.googleSubject),
    uniqueIndex('users_referral_code_unique').on(t.referralCode),
    /** Today's sign-ups on the dashboard, read without walking every player. */
    index('users_created_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('USER', 'ADMIN')`),
    check('users_total_xp_check', sql`${t.totalXp} >= 0`),
    check('users_coin_balance_check', sql`${t.coinBalance} >= 0`),
    check('users_birth_year_check', sql`${t.birthYear} between 1900 and 2200`),
    /** The erasure job's queue: the few accounts whose grace period runs. */
    index('users_erases_at_idx')
      .on(t.erasesAt)
      .where(sql`${t.erasesAt} is not null and ${t.erasedAt} is null`),
  ],
);

/** The player a row belongs to: the row goes with the player's account. */
export const userRef = (name = 'user_id') =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const emailVerifications = pgTable(
  'email_verifications',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA-256 of the code: the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('email_verifications_wrong_tries_check', sql`${t.wrongTries} >= 0`)],
);

/** One-time codes that carry a Google login from the callback to the web app. */
export const loginCodes = pgTable('login_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: userRef(),
  /**
   * HMAC of the nonce in the httpOnly cookie the callback set on the browser that signed in:
   * only that browser can exchange the code.
   */
  browserNonceHash: text('browser_nonce_hash').notNull(),
  expiresAt: instant('expires_at').notNull(),
  createdAt: createdAt(),
});

/**
 * A pending password reset: one per account, replaced when a new code is asked for. Like
 * e-mail verification, only the code's HMAC is kept and its tries are counted here.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA-256 of the code: the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    /** HMAC-SHA-256 of the 128-bit token in the mailed link (the code is for typing). */
    linkTokenHash: text('link_token_hash'),
    expiresAt: instant('expires_at').notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('password_resets_tries_check', sql`${t.tries} >= 0`),
    uniqueIndex('password_resets_link_token_unique').on(t.linkTokenHash),
  ],
);

/**
 * A change of e-mail address waiting for its code: one per account, replaced when asked again.
 * The address changes only once the code mailed to the new address is typed back.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stored lower-case, as users.email. */
    newEmail: text('new_email').notNull(),
    /** HMAC-SHA-256 of the code: the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('email_changes_wrong_tries_check', sql`${t.wrongTries} >= 0`)],
);
