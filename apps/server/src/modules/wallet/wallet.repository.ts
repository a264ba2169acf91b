import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { walletLedger } from '../../db/schema/index.ts';

export async function countWalletEntries(db: Database, userId: string): Promise<number> {
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  return count?.total ?? 0;
}

/** One page of the player's wallet history, newest first. */
export function listWalletEntries(db: Database, userId: string, page: number, size: number) {
  return db
    .select()
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId))
    .orderBy(desc(walletLedger.id))
    .limit(size)
    .offset((page - 1) * size);
}
