import { desc, eq, sql } from 'drizzle-orm';
import type { WalletResponse } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { users, walletLedger } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** The balance and its history, newest first, a page at a time. */
export async function getWallet(
  db: Database,
  userId: string,
  page: number,
  size: number,
): Promise<WalletResponse> {
  const [user] = await db
    .select({ balance: users.coinBalance })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'There is no account with this id.');
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  const rows = await db
    .select()
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId))
    .orderBy(desc(walletLedger.id))
    .limit(size)
    .offset((page - 1) * size);
  return {
    balance: user.balance,
    entries: rows.map((row) => ({
      id: row.id,
      amount: row.amount,
      balanceAfter: row.balanceAfter,
      reason: row.reason,
      description: row.description,
      createdAt: row.createdAt.toISOString(),
    })),
    page,
    size,
    total: count?.total ?? 0,
  };
}
