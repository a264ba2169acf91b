import type { QueryClient } from '@tanstack/react-query';
import type { PlantedTree } from '@punla/contract';
import { queryKeys } from '#shared/query-keys.ts';
import { useSessionStore } from '#shared/session/session-store.ts';

/** Puts a fresh copy of one tree into the player's list, so the screen shows it at once. */
export function replaceTreeInList(queryClient: QueryClient, userId: string, tree: PlantedTree) {
  queryClient.setQueryData<PlantedTree[]>(queryKeys.plantedTreeList(userId), (trees) =>
    trees?.map((existing) => (existing.id === tree.id ? tree : existing)),
  );
}

/** The session's copy of the active tree (docs/spec-notes.md §3: loggedUser.activePlantedTree). */
export function rememberActiveTree(tree: PlantedTree | null) {
  useSessionStore.getState().setActivePlantedTree(
    tree
      ? {
          id: tree.id,
          lastXpClaimed: tree.lastXpClaimed,
          speciesName: tree.species.name,
          stage: tree.stage,
          stageName: tree.stageName,
          wilted: tree.wilted,
        }
      : null,
  );
}
