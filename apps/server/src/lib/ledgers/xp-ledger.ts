import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, xpLedger } from '../../db/schema/index.ts';

/**
 * Awards XP once per (user, reason, ref): a repeated award is ignored by the ledger's unique
 * index, and the user's total moves only when a row was written. Call inside a transaction.
 * Returns the XP actually awarded (0 when it had been awarded before).
 */
export async function awardXp(
  tx: Database,
  award: { userId: string; amount: number; reason: string; ref: string; at: Date },
): Promise<number> {
  if (award.amount <= 0) return 0;
  const inserted = await tx
    .insert(xpLedger)
    .values({
      userId: award.userId,
      amount: award.amount,
      reason: award.reason,
      ref: award.ref,
      createdAt: award.at,
    })
    .onConflictDoNothing()
    .returning({ id: xpLedger.id });
  if (inserted.length === 0) return 0;
  await tx
    .update(users)
    .set({ totalXp: sql`${users.totalXp} + ${award.amount}` })
    .where(sql`${users.id} = ${award.userId}`);
  return award.amount;
}
