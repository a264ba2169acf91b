import { useEffect } from 'react';
import { useQueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import type { PlantedTree, TreeSpecies, UserProfile, WalletResponse } from '@punla/contract';
import { queryKeys } from '../query-keys.ts';
import { useSessionStore, type ActivePlantedTree } from './session-store.ts';

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

/** The session's copy of the active tree (docs/spec-notes.md §3: loggedUser.activePlantedTree). */
function activeTreeInSession(trees: PlantedTree[]): ActivePlantedTree | null {
  const tree = trees.find((candidate) => candidate.active);
  return tree
    ? {
        id: tree.id,
        lastXpClaimed: tree.lastXpClaimed,
        speciesName: tree.species.name,
        stage: tree.stage,
        stageName: tree.stageName,
        wilted: tree.wilted,
      }
    : null;
}

/** Copies one query's new data into the session, when it is data the session shows. */
function copyIntoSession(query: Query): void {
  const session = useSessionStore.getState();
  const userId = session.loggedUser?.id;
  const { queryKey } = query;
  const data: unknown = query.state.data;
  if (data === undefined) return;

  if (sameKey(queryKey, queryKeys.speciesList())) {
    session.setTreeList(data as TreeSpecies[]);
    return;
  }
  if (!userId) return;
  if (sameKey(queryKey, queryKeys.profile(userId))) {
    const profile = data as UserProfile;
    session.setWalletBalance(profile.walletBalance);
    session.updateLoggedUser({
      username: profile.username,
      email: profile.email,
      totalXp: profile.totalXp,
      referralCode: profile.referralCode,
      referredCode: profile.referredCode,
      birthYear: profile.birthYear,
    });
    // Both only ever turn true: an older copy of the profile must not undo them.
    if (profile.verified) session.setVerified(true);
    if (profile.tourCompleted && !session.tourCompleted) session.setTourCompleted(true);
  } else if (sameKey(queryKey, queryKeys.referralCode(userId))) {
    session.updateLoggedUser({ referralCode: (data as { referralCode: string }).referralCode });
  } else if (sameKey(queryKey, queryKeys.plantedTreeList(userId))) {
    session.setActivePlantedTree(activeTreeInSession(data as PlantedTree[]));
  } else if (sameKey(queryKey.slice(0, 3), [...queryKeys.wallet(userId), 'history'])) {
    // The ledger's pages each carry the balance as it was when fetched: the last is the newest.
    const pages = (data as { pages: WalletResponse[] }).pages;
    const newest = pages.at(-1);
    if (newest) session.setWalletBalance(newest.balance);
  }
}

/**
 * The one place that writes server data into the persisted session (the header's coin pill,
 * the level, the codes, the active tree, the species catalog): every new answer or cache update
 * of those queries is copied as it happens. Features change the query cache (or invalidate it)
 * and never the session; only logging in, out and verifying set the session themselves.
 * Mounted by the player's and the admin's layouts, where someone is logged in (which also
 * keeps it out of the first screen's code). What was cached before it mounted is not copied:
 * the player area fetches the profile anew.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          copyIntoSession(event.query);
        }
      }),
    [queryClient],
  );
  return null;
}
