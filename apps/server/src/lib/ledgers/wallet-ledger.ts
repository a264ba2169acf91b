import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedSql } from '../prepared-statements.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../app-error.ts';

/** A player's coin balance, kept on the user row by `moveCoins`; undefined without the player. */
export async function coinBalance(db: Database, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ balance: users.coinBalance })
    .from(users)
    .where(sql`${users.id} = ${userId}`);
  return row?.balance;
}

/** A movement's values, filled in on each call. */
const param = {
  userId: sql.placeholder('userId'),
  amount: sql.placeholder('amount'),
  reason: sql.placeholder('reason'),
  ref: sql.placeholder('ref'),
  description: sql.placeholder('description'),
  at: sql.placeholder('at'),
};
const paid = sql`select 1 from wallet_ledger
  where user_id = ${param.userId}::uuid and reason = ${param.reason} and ref = ${param.ref}`;

/** The movement's one statement (see `moveCoinsWithBalance`), prepared once per connection. */
const moveStatement = preparedSql<{
  moved_to: number | null;
  paid_before: boolean;
  balance: number | null;
}>(
  'move_coins',
  sql`
    with moved as (
      update users set coin_balance = coin_balance + ${param.amount}::int
      where id = ${param.userId}::uuid and coin_balance + ${param.amount}::int >= 0
        and not exists (${paid})
      returning coin_balance
    ), entry as (
      insert into wallet_ledger
        (user_id, amount, balance_after, reason, ref, description, created_at)
      select ${param.userId}::uuid, ${param.amount}::int, coin_balance, ${param.reason},
        ${param.ref}, ${param.description}, ${param.at}::timestamptz
      from moved
    )
    select (select coin_balance from moved) as moved_to, exists (${paid}) as paid_before,
      (select coin_balance from users where id = ${param.userId}::uuid) as balance
  `,
);

/**
 * Moves coins: credits (amount > 0) and debits (amount < 0). The balance update is a
 * conditional update, so a debit never takes it below 0, even under concurrency; the ledger
 * row records the balance after. (user, reason, ref) is unique, so an event pays once: an
 * entry already there moves nothing, and a concurrent twin fails on the unique index and its
 * transaction, balance update included, rolls back.
 *
 * One statement (the update feeding the ledger row through a CTE): purchases and quest
 * claims make one on every call. Call inside a transaction. Returns the coins moved (0 when
 * the event had paid before) and the balance after.
 */
export async function moveCoinsWithBalance(
  tx: Database,
  entry: {
    userId: string;
    amount: number;
    reason: string;
    ref: string;
    description: string;
    at: Date;
  },
): Promise<{ moved: number; balance: number }> {
  const { userId, amount, reason, ref, description, at } = entry;
  if (amount === 0) return { moved: 0, balance: (await coinBalance(tx, userId)) ?? 0 };
  const [row] = await moveStatement(tx).execute({ userId, amount, reason, ref, description, at });
  if (row?.moved_to !== null && row?.moved_to !== undefined) {
    return { moved: amount, balance: row.moved_to };
  }
  if (row?.paid_before) return { moved: 0, balance: row.balance ?? 0 };
  throw new AppError('NOT_ENOUGH_COINS', 'You do not have enough coins for this.');
}

/** `moveCoinsWithBalance` for callers that need only the coins moved. */
export async function moveCoins(
  tx: Database,
  entry: Parameters<typeof moveCoinsWithBalance>[1],
): Promise<number> {
  return (await moveCoinsWithBalance(tx, entry)).moved;
}
