import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.ts';

/** The XP total equals the XP ledger's sum, the balance the wallet ledger's, and neither is negative. */
export async function expectLedgersAddUp(db: Database, userId: string): Promise<void> {
  const result = await db.execute(sql`
    select u.total_xp as "totalXp",
           u.coin_balance as "coinBalance",
           (select coalesce(sum(amount), 0)::int from xp_ledger where user_id = u.id) as "xpSum",
           (select coalesce(sum(amount), 0)::int from wallet_ledger where user_id = u.id) as "coinSum"
    from users u where u.id = ${userId}`);
  const [row] = (
    result as unknown as {
      rows: { totalXp: number; coinBalance: number; xpSum: number; coinSum: number }[];
    }
  ).rows;
  expect(row).toBeDefined();
  expect(row?.totalXp).toBe(row?.xpSum);
  expect(row?.coinBalance).toBe(row?.coinSum);
  expect(row?.coinBalance).toBeGreaterThanOrEqual(0);
}
