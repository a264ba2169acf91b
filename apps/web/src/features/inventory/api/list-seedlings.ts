import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, seedlingInventory } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export type SeedlingItem = ReturnType<typeof seedlingInventory.parse>[number];

/** The player's seedlings, one row per species; rows that ran out are left out. */
export const listSeedlings = async (userId: string): Promise<SeedlingItem[]> =>
  (await api.get(pathTo(apiRoutes.inventory.seedlings, { userId }), seedlingInventory)).filter(
    (item) => item.quantity > 0,
  );

export const seedlingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.seedlings(userId), queryFn: () => listSeedlings(userId) });

export const useSeedlings = (userId: string) => useQuery(seedlingsQueryOptions(userId));
