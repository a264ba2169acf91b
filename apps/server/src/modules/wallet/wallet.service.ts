import type { WalletResponse } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { coinBalance } from '../../lib/ledgers/wallet-ledger.ts';
import { countWalletEntries, listWalletEntries } from './wallet.repository.ts';

/** The balance and its history, newest first, a page at a time. */
export async function getWallet(
  ctx: AppContext,
  userId: string,
  page: number,
  size: number,
): Promise<WalletResponse> {
  const balance = await coinBalance(ctx.db, userId);
  if (balance === undefined) throw new AppError('NOT_FOUND', 'There is no account with this id.');
  const total = await countWalletEntries(ctx.db, userId);
  const rows = await listWalletEntries(ctx.db, userId, page, size);
  return {
    balance,
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
    total,
  };
}
