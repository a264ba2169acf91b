import type { QueryClient } from '@tanstack/react-query';
import type { PlantedTree } from '@punla/contract';
import { queryKeys } from '#shared/query-keys.ts';

/** Puts a fresh copy of one tree into the player's list, so the screen shows it at once. */
export function replaceTreeInList(queryClient: QueryClient, userId: string, tree: PlantedTree) {
  queryClient.setQueryData<PlantedTree[]>(queryKeys.plantedTreeList(userId), (trees) =>
    trees?.map((existing) => (existing.id === tree.id ? tree : existing)),
  );
}
