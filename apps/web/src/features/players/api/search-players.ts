import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, playerSearchPage, type PlayerStatusFilter } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** Players on one page of the search. */
export const PLAYER_SEARCH_PAGE_SIZE = 20;

export interface PlayerSearch {
  /** The start of a username, an e-mail address or an id; empty for every player. */
  q: string;
  status?: PlayerStatusFilter;
  page: number;
}

export const searchPlayers = ({ q, status, page }: PlayerSearch) =>
  api.get(
    pathTo(
      apiRoutes.players.search,
      {},
      { q: q || undefined, status, page, size: PLAYER_SEARCH_PAGE_SIZE },
    ),
    playerSearchPage,
  );

export const playerSearchQueryOptions = (search: PlayerSearch) =>
  queryOptions({
    queryKey: queryKeys.playerSearch(search),
    queryFn: () => searchPlayers(search),
    // The last results stay on screen while the next search is on its way.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Admins: one page of the players a search finds. */
export const usePlayerSearch = (search: PlayerSearch) => useQuery(playerSearchQueryOptions(search));
