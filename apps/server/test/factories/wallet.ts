import { sql } from 'drizzle-orm';
import { apiRoutes, pathTo, type WalletResponse } from '@punla/contract';
import type { TestApp, TestPlayer } from '../test-app.ts';

/** The wallet of `player`, read by `caller` (the player by default). */
export function requestWallet(
  t: TestApp,
  player: TestPlayer,
  query: { page?: number; size?: number } = {},
  caller = player,
) {
  return t.request({
    method: 'GET',
    url: pathTo(apiRoutes.wallet.ofPlayer, { userId: player.user.id }, query),
    token: caller.token,
  });
}

export async function walletOf(
  t: TestApp,
  player: TestPlayer,
  query: { page?: number; size?: number } = {},
): Promise<WalletResponse> {
  return (await requestWallet(t, player, query)).json<WalletResponse>();
}

/** Gives the player exactly `coins`, through a ledger entry, so the ledger still adds up. */
export async function setCoins(t: TestApp, player: TestPlayer, coins: number): Promise<void> {
  await t.db
    .execute(sql`insert into wallet_ledger (user_id, amount, balance_after, reason, ref, description, created_at)
    select id, ${coins} - coin_balance, ${coins}, 'test', gen_random_uuid()::text, 'test', now() from users where id = ${player.user.id} and coin_balance <> ${coins}`);
  await t.db.execute(sql`update users set coin_balance = ${coins} where id = ${player.user.id}`);
}
