import { useCallback, useEffect, useState } from 'react';
import { useUpdateUserProfile } from '#features/accounts/api/update-user-profile.ts';
import { freeWaterMessage, useClaimFreeWater } from '#features/inventory/api/claim-free-water.ts';
import { useResources } from '#features/inventory/api/get-resources.ts';
import { useSeedlings } from '#features/inventory/api/list-seedlings.ts';
import { usePlayerImpact } from '#features/planted-trees/api/get-player-impact.ts';
import { activeTreeOf, usePlantedTrees } from '#features/planted-trees/api/list-planted-trees.ts';
import { showPlanted, usePlantTree } from '#features/planted-trees/api/plant-tree.ts';
import { Celebration } from '#features/planted-trees/components/celebration.tsx';
import { ImpactCard } from '#features/planted-trees/components/impact-card.tsx';
import {
  MyTreeFrame,
  MyTreeLinks,
  MyTreeLoadFailed,
  MyTreeLoading,
  MyTreeScene,
} from '#features/planted-trees/components/my-tree-frame.tsx';
import { PlantCard, type Seedling } from '#features/planted-trees/components/plant-card.tsx';
import {
  SeasonEndBanner,
  seasonEndsWithin,
} from '#features/planted-trees/components/season-end-banner.tsx';
import { TreeCarePanel } from '#features/planted-trees/components/tree-care-panel.tsx';
import { TreeTour } from '#features/planted-trees/components/tree-tour.tsx';
import { useTreeCare } from '#features/planted-trees/hooks/use-tree-care.ts';
import { LoginRewardCard } from '#features/quests/components/login-reward-card.tsx';
import { useCurrentSeason } from '#features/seasons/api/list-seasons.ts';
import { useSpeciesList } from '#features/trees/api/list-species.ts';
import { SpeciesFacts } from '#features/trees/components/species-facts.tsx';
import { getErrorText } from '#shared/error-text.ts';
import { gameDayOf } from '#shared/game-time.ts';
import { useNow } from '#shared/hooks/use-now.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { toast, TOAST_LIFE_MS } from '#shared/toast.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

const seasonWarningKey = (userId: string) => `punla:season-end-hidden:${userId}`;

/** The "Planted!" toast's time on screen and its way out: the first-visit tour waits for it. */
export const TOUR_AFTER_PLANTING_MS = TOAST_LIFE_MS + 500;

/**
 * Held from a planting until its "Planted!" toast has gone, so the tour that starts with the
 * first tree does not open under the toast (which would cover its first step).
 */
function useTourHold() {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!held) return;
    const timer = window.setTimeout(() => setHeld(false), TOUR_AFTER_PLANTING_MS);
    return () => window.clearTimeout(timer);
  }, [held]);
  return { held, hold: useCallback(() => setHeld(true), []) };
}

/** The season-end warning, hidden by the player for the rest of the game day. */
function useSeasonWarningHidden(userId: string) {
  const now = useNow(60_000);
  const today = gameDayOf(now);
  const [hiddenOn, setHiddenOn] = useState(() => {
    try {
      return localStorage.getItem(seasonWarningKey(userId));
    } catch {
      return null;
    }
  });
  const hide = useCallback(() => {
    setHiddenOn(today);
    try {
      localStorage.setItem(seasonWarningKey(userId), today);
    } catch {
      // Without storage it stays hidden until the page is opened again.
    }
  }, [today, userId]);
  return { hidden: hiddenOn === today, hide, now };
}

export function MyTreePage() {
  const userId = useSessionStore((state) => state.loggedUser?.id);
  // The layout's guard sends visitors without a session away; nothing to show meanwhile.
  if (!userId) return null;
  return <MyTree userId={userId} />;
}

/**
 * My Tree: the player's tree in its landscape with the level and coins, and under it the care
 * of the tree growing now (or the seedlings to plant), the impact and the species' facts.
 */
function MyTree({ userId }: { userId: string }) {
  const trees = usePlantedTrees(userId);
  const resources = useResources(userId);
  const seedlings = useSeedlings(userId);
  const impact = usePlayerImpact(userId);
  // The species catalog goes into the session's treeList (the facts below read it there).
  useSpeciesList();

  const care = useTreeCare(userId);
  const plant = useSingleFlight(usePlantTree());
  const freeWater = useSingleFlight(useClaimFreeWater());
  const { mutate: saveProfile } = useUpdateUserProfile();
  const totalXp = useSessionStore((state) => state.loggedUser?.totalXp ?? 0);
  const coins = useSessionStore((state) => state.walletBalance);
  const tourCompleted = useSessionStore((state) => state.tourCompleted);
  const season = useCurrentSeason();
  const seasonWarning = useSeasonWarningHidden(userId);

  const tourHold = useTourHold();

  const onPlant = (seedling: Seedling) =>
    plant.mutate(
      { userId, inventoryId: seedling.id },
      {
        onSuccess: (tree) => {
          showPlanted(tree);
          tourHold.hold();
        },
      },
    );

  const onClaimFreeWater = () =>
    freeWater.mutate(userId, {
      onSuccess: (answer) => toast.success(freeWaterMessage(resources.data?.water ?? null, answer)),
    });

  // Finished or skipped, the tour does not come back (docs/spec-notes.md §3: tourCompleted).
  const finishTour = useCallback(() => {
    window.scrollTo?.({ top: 0 });
    useSessionStore.getState().setTourCompleted(true);
    saveProfile({ userId, tourCompleted: true });
  }, [userId, saveProfile]);

  if (trees.isPending) return <MyTreeLoading />;
  if (trees.isError) {
    return <MyTreeLoadFailed error={trees.error} onRetry={() => void trees.refetch()} />;
  }

  const active = activeTreeOf(trees.data);
  const shown = active ?? trees.data[0] ?? null;
  const seasonEnd = season.data?.endDate ?? null;
  const daysLeft = seasonEnd ? seasonEndsWithin(seasonEnd, seasonWarning.now) : null;
  const loginReward = <LoginRewardCard userId={userId} />;
  return (
    <MyTreeFrame
      scene={<MyTreeScene tree={shown} totalXp={totalXp} coins={coins} />}
      overlays={
        <>
          {care.celebration && (
            <Celebration
              result={care.celebration.result}
              action={care.celebration.action}
              onClose={care.closeCelebration}
            />
          )}
          {!tourCompleted && active && !care.celebration && !tourHold.held && (
            <TreeTour onDone={finishTour} />
          )}
        </>
      }
      actions={
        active ? (
          <TreeCarePanel
            tree={active}
            resources={resources.data}
            care={care}
            onClaimFreeWater={onClaimFreeWater}
            notices={loginReward}
            warnings={
              seasonEnd &&
              daysLeft !== null &&
              !seasonWarning.hidden && (
                <SeasonEndBanner
                  tree={active}
                  endDate={seasonEnd}
                  daysLeft={daysLeft}
                  onDismiss={seasonWarning.hide}
                />
              )
            }
          />
        ) : (
          <>
            <PlantCard
              seedlings={seedlings.data}
              loading={seedlings.isPending}
              error={seedlings.isError ? getErrorText(seedlings.error) : null}
              plantingId={plant.isPending ? (plant.variables?.inventoryId ?? null) : null}
              onPlant={onPlant}
              grownTree={shown?.mature ? shown : null}
            />
            {loginReward}
          </>
        )
      }
    >
      <MyTreeLinks />
      {impact.data && <ImpactCard impact={impact.data} compact />}
      {shown && <SpeciesFacts speciesId={shown.species.id} />}
    </MyTreeFrame>
  );
}

export default MyTreePage;
