import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, walletLedger } from '../../db/schema/index.ts';
import { AppError } from '../app-error.ts';

/** A player's coin balance, kept on the user row by `moveCoins`; undefined without the player. */
export async function coinBalance(db: Database, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ balance: users.coinBalance })
    .from(users)
    .where(sql`${users.id} = ${userId}`);
  return row?.balance;
}

/**
 * Moves coins: credits (amount > 0) and debits (amount < 0). The balance update is a
 * conditional update, so a debit never takes it below 0, even under concurrency; the ledger
 * row records the balance after. (user, reason, ref) is unique, so an event pays once.
 * Call inside a transaction. Returns the coins moved (0 when the event had paid before).
 */
export async function moveCoins(
  tx: Database,
  entry: {
    userId: string;
    amount: number;
    reason: string;
    ref: string;
    description: string;
    at: Date;
  },
): Promise<number> {
  if (entry.amount === 0) return 0;
  const existing = await tx
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(
      sql`${walletLedger.userId} = ${entry.userId} and ${walletLedger.reason} = ${entry.reason} and ${walletLedger.ref} = ${entry.ref}`,
    );
  if (existing.length > 0) return 0;
  const [updated] = await tx
    .update(users)
    .set({ coinBalance: sql`${users.coinBalance} + ${entry.amount}` })
    .where(sql`${users.id} = ${entry.userId} and ${users.coinBalance} + ${entry.amount} >= 0`)
    .returning({ balance: users.coinBalance });
  if (!updated) {
    throw new AppError('NOT_ENOUGH_COINS', 'You do not have enough coins for this.');
  }
  // The unique index is the last word: a concurrent twin of this entry fails here and its
  // transaction, balance update included, rolls back.
  await tx.insert(walletLedger).values({
    userId: entry.userId,
    amount: entry.amount,
    balanceAfter: updated.balance,
    reason: entry.reason,
    ref: entry.ref,
    description: entry.description,
    createdAt: entry.at,
  });
  return entry.amount;
}
