import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * Every XP award is a row; users.total_xp is their sum, kept in step in the same
 * transaction. (reason, ref) is unique per user, so an award for one event is given once.
 */
export const xpLedger = pgTable(
  'xp_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    ref: text('ref').notNull(),
    /** The season the XP was earned in, if one was running. */
    seasonId: integer('season_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('xp_ledger_once').on(t.userId, t.reason, t.ref),
    index('xp_ledger_created_idx').on(t.createdAt),
    index('xp_ledger_user_idx').on(t.userId, t.createdAt),
    // An admin's adjustment may take XP away (modules/players); every other entry adds.
    check('xp_ledger_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * Every credit and debit of coins is a row; users.coin_balance is their sum, kept in step
 * in the same transaction and never below 0 (a CHECK on users).
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    ref: text('ref').notNull(),
    /** The entry in words, for the wallet's history. */
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_ledger_once').on(t.userId, t.reason, t.ref),
    index('wallet_ledger_user_idx').on(t.userId, t.id),
    check('wallet_ledger_amount_check', sql`${t.amount} <> 0`),
    check('wallet_ledger_balance_check', sql`${t.balanceAfter} >= 0`),
  ],
);
