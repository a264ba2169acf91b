import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  playerWalletLedgerPage,
  playerXpLedgerPage,
  type PlayerWalletLedgerPage,
  type PlayerXpLedgerPage,
} from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export type LedgerName = 'wallet' | 'xp';

export interface LedgerPages {
  wallet: PlayerWalletLedgerPage;
  xp: PlayerXpLedgerPage;
}

/** One page of a player's wallet ledger, newest first. */
export const listPlayerWalletLedger = (userId: string, page: number, size: number) =>
  api.get(
    pathTo(apiRoutes.players.walletLedger, { userId }, { page, size }),
    playerWalletLedgerPage,
  );

/** One page of a player's XP ledger, newest first. */
export const listPlayerXpLedger = (userId: string, page: number, size: number) =>
  api.get(pathTo(apiRoutes.players.xpLedger, { userId }, { page, size }), playerXpLedgerPage);

export const playerLedgerQueryOptions = <L extends LedgerName>(
  userId: string,
  ledger: L,
  page: number,
  size: number,
) =>
  queryOptions({
    queryKey: [...queryKeys.playerLedger(userId, ledger, page), size] as const,
    queryFn: () =>
      (ledger === 'wallet'
        ? listPlayerWalletLedger(userId, page, size)
        : listPlayerXpLedger(userId, page, size)) as Promise<LedgerPages[L]>,
    staleTime: 0,
  });

/**
 * A later page of a ledger (the file holds the first): read only when `enabled`, so the first
 * page is never asked for twice.
 */
export const usePlayerLedgerPage = <L extends LedgerName>(
  userId: string,
  ledger: L,
  page: number,
  size: number,
  enabled: boolean,
) => useQuery({ ...playerLedgerQueryOptions(userId, ledger, page, size), enabled });
