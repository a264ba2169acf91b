import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, playerSearchPage } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** The admins, for the audit log's admin filter (a former admin is found by their name's link). */
export const listAdmins = () =>
  api.get(pathTo(apiRoutes.players.search, {}, { status: 'admin', size: 100 }), playerSearchPage);

export const adminsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.playerSearch({ status: 'admin', size: 100 }),
    queryFn: listAdmins,
    select: (page) => page.items.map(({ id, username }) => ({ value: id, label: username })),
    staleTime: 60_000,
  });

export const useAdmins = () => useQuery(adminsQueryOptions());
