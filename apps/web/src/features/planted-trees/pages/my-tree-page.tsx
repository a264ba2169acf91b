import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  IconAlertTriangle,
  IconBackpack,
  IconBuildingStore,
  IconRefresh,
} from '@tabler/icons-react';
import { FREE_DAILY_WATER, TREE_STAGES, type CareResult } from '@punla/contract';
import { useUserProfile } from '../../accounts/api/get-user-profile.ts';
import { useUpdateUserProfile } from '../../accounts/api/update-user-profile.ts';
import { freeWaterMessage, useClaimFreeWater } from '../../inventory/api/claim-free-water.ts';
import { useResources } from '../../inventory/api/get-resources.ts';
import { useSeedlings } from '../../inventory/api/list-seedlings.ts';
import { useSpeciesList } from '../../trees/api/list-species.ts';
import { SpeciesFacts } from '../../trees/components/species-facts.tsx';
import { ApiError } from '../../../shared/api-client.ts';
import { getErrorStatus, getErrorText } from '../../../shared/error-text.ts';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { paths } from '../../../shared/paths.ts';
import { queryKeys } from '../../../shared/query-keys.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { showToast, toast } from '../../../shared/toast.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { Panel } from '../../../shared/ui/panel.tsx';
import { useCareForTree, type CareAction } from '../api/care-for-tree.ts';
import { useClaimDailyXp } from '../api/claim-daily-xp.ts';
import { usePlayerImpact } from '../api/get-player-impact.ts';
import { activeTreeOf, usePlantedTrees } from '../api/list-planted-trees.ts';
import { usePlantTree } from '../api/plant-tree.ts';
import { rememberActiveTree } from '../api/tree-cache.ts';
import { CareButton } from '../components/care-actions.tsx';
import { Celebration } from '../components/celebration.tsx';
import { DailyXpCard } from '../components/daily-xp-card.tsx';
import { GameHud } from '../components/game-hud.tsx';
import { GrowthBar } from '../components/growth-bar.tsx';
import { ImpactCard } from '../components/impact-card.tsx';
import { PlantCard, type Seedling } from '../components/plant-card.tsx';
import { TreeScene } from '../components/tree-scene.tsx';
import { TreeTour } from '../components/tree-tour.tsx';
import { dailyXpOf, gameDayOf, treeStateOf } from '../tree-rules.ts';
import classes from '../components/my-tree.module.css';

export const WILTED_TEXT =
  'Your tree is wilted: it went 3 days without water. Water it to revive it — it does not grow until then.';

/** "+10 GP, +5 XP": what a care action earned. */
export function careGains(result: CareResult): string {
  const parts: string[] = [];
  if (result.growthPointsGained > 0) parts.push(`+${result.growthPointsGained} GP`);
  if (result.xpGained > 0) parts.push(`+${result.xpGained} XP`);
  if (result.coinsGained > 0) parts.push(`+${result.coinsGained} coins`);
  return parts.join(', ') || 'Done.';
}

function careSummary(action: CareAction, result: CareResult): string {
  if (result.revived) return 'Your tree is revived!';
  return action === 'water' ? 'Watered!' : 'Fertilized!';
}

export function MyTreePage() {
  const userId = useSessionStore((state) => state.loggedUser?.id);
  // The layout's guard sends visitors without a session away; nothing to show meanwhile.
  if (!userId) return null;
  return <MyTree userId={userId} />;
}

function MyTree({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const trees = usePlantedTrees(userId);
  const resources = useResources(userId);
  const seedlings = useSeedlings(userId);
  const impact = usePlayerImpact(userId);
  const profile = useUserProfile(userId);
  // The species catalog goes into the session's treeList (the facts below read it there).
  useSpeciesList();

  const care = useCareForTree(userId);
  const dailyXp = useClaimDailyXp(userId);
  const plant = usePlantTree();
  const freeWater = useClaimFreeWater();
  const { mutate: saveProfile } = useUpdateUserProfile();

  const totalXp = useSessionStore((state) => state.loggedUser?.totalXp ?? 0);
  const coins = useSessionStore((state) => state.walletBalance);
  const tourCompleted = useSessionStore((state) => state.tourCompleted);
  const [celebration, setCelebration] = useState<CareResult | null>(null);
  const [refusedDay, setRefusedDay] = useState<string | null>(null);
  const now = useNow(60_000);
  const pageRef = useRef<HTMLDivElement>(null);

  const active = activeTreeOf(trees.data);
  const shown = active ?? trees.data?.[0] ?? null;

  // Keep the session in step with what the server says.
  useEffect(() => {
    if (trees.data) rememberActiveTree(activeTreeOf(trees.data));
  }, [trees.data]);

  const profileData = profile.data;
  const profileStale = profile.isStale;
  useEffect(() => {
    if (!profileData || profileStale) return;
    const session = useSessionStore.getState();
    session.updateLoggedUser({ totalXp: profileData.totalXp });
    session.setWalletBalance(profileData.walletBalance);
    if (profileData.tourCompleted && !session.tourCompleted) session.setTourCompleted(true);
  }, [profileData, profileStale]);

  const refreshTrees = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.plantedTreeList(userId) }),
    [queryClient, userId],
  );

  const onCare = (action: CareAction) => {
    if (!active) return;
    care.mutate(
      { action, plantedTreeId: active.id },
      {
        onSuccess: (result) => {
          showToast({
            severity: 'success',
            summary: careSummary(action, result),
            detail: careGains(result),
          });
          if (result.stagesReached.length > 0) setCelebration(result);
        },
        onError: (error) => toast.error(getErrorText(error), getErrorStatus(error)),
      },
    );
  };

  const onClaimDailyXp = () =>
    dailyXp.mutate(undefined, {
      onSuccess: (result) =>
        showToast({
          severity: 'success',
          summary: 'Daily XP claimed!',
          detail: `+${result.xp} XP`,
        }),
      onError: (error) => {
        toast.error(getErrorText(error), getErrorStatus(error));
        if (error instanceof ApiError && error.code === 'ALREADY_CLAIMED') {
          setRefusedDay(gameDayOf(Date.now()));
        }
      },
    });

  const onPlant = (seedling: Seedling) =>
    plant.mutate(
      { userId, inventoryId: seedling.id },
      {
        onSuccess: (tree) =>
          showToast({
            severity: 'success',
            summary: 'Planted!',
            detail: `Your ${tree.species.name} is in the ground. Water it to help it grow.`,
          }),
        onError: (error) => toast.error(getErrorText(error), getErrorStatus(error)),
      },
    );

  const onClaimFreeWater = () =>
    freeWater.mutate(userId, {
      onSuccess: (answer) => toast.success(freeWaterMessage(resources.data?.water ?? null, answer)),
      onError: (error) => toast.error(getErrorText(error), getErrorStatus(error)),
    });

  // Finished or skipped, the tour does not come back (docs/spec-notes.md §3: tourCompleted).
  const finishTour = useCallback(() => {
    pageRef.current?.scrollTo?.({ top: 0 });
    useSessionStore.getState().setTourCompleted(true);
    saveProfile(
      { userId, tourCompleted: true },
      { onError: (error) => toast.error(getErrorText(error), getErrorStatus(error)) },
    );
  }, [userId, saveProfile]);

  const closeCelebration = useCallback(() => setCelebration(null), []);

  if (trees.isPending) {
    return (
      <div className={classes.page} role="status" aria-label="Loading your tree">
        <TreeScene tree={null} className={classes.scene} emptyText="Finding your tree…" />
      </div>
    );
  }
  if (trees.isError) {
    return (
      <div className={classes.errorPanel}>
        <Panel title="Your tree could not be shown">
          <p role="alert">{getErrorText(trees.error)}</p>
          <GameButton
            color="yellow"
            onClick={() => void trees.refetch()}
            leftSection={<IconRefresh size={20} stroke={2.4} />}
          >
            Try again
          </GameButton>
        </Panel>
      </div>
    );
  }

  const water = resources.data?.water ?? null;
  const fertilizer = resources.data?.fertilizer ?? null;
  const freeWaterLeft = resources.data ? !resources.data.freeWaterClaimedToday : false;
  const claimedToday =
    active !== null && (active.dailyXp.claimedToday || refusedDay === gameDayOf(now));
  const busy = care.isPending;

  return (
    <div className={classes.page} ref={pageRef}>
      <TreeScene
        tree={shown}
        className={classes.scene}
        emptyText={trees.data.length === 0 ? 'Your planting spot' : undefined}
      >
        <GameHud totalXp={totalXp} coins={coins} />
        {shown && (
          <div className={classes.plaque}>
            <strong>{shown.stageName}</strong>
            <span>
              Stage {shown.stage + 1} of {TREE_STAGES.length}
            </span>
          </div>
        )}
      </TreeScene>

      <div className={classes.deck}>
        {active ? (
          <>
            <div className={classes.deckHeader}>
              <div>
                <h2 className={classes.speciesName}>{active.species.name}</h2>
                <em className={classes.scientific}>{active.species.scientificName}</em>
              </div>
              <span className={classes.stateChip} data-state={treeStateOf(active)}>
                {treeStateOf(active)}
              </span>
            </div>
            {active.wilted && (
              <p className={classes.wilted} role="status">
                <IconAlertTriangle size={20} stroke={2.4} aria-hidden="true" />
                <span>{WILTED_TEXT}</span>
              </p>
            )}
            <GrowthBar tree={active} />
            <div className={classes.careGrid}>
              <CareButton
                action="water"
                wilted={active.wilted}
                care={active.water}
                count={water}
                busy={busy}
                loading={busy && care.variables?.action === 'water'}
                onCare={onCare}
                onReady={refreshTrees}
                emptyHint={
                  freeWaterLeft ? (
                    <span>
                      No water left.{' '}
                      <a
                        href={paths.app.inventoryResources}
                        onClick={(event) => {
                          event.preventDefault();
                          onClaimFreeWater();
                        }}
                      >
                        Claim {resources.data?.freeWaterAmount ?? FREE_DAILY_WATER} free water
                      </a>
                    </span>
                  ) : (
                    <span>No water left. Get more in the Resource Hub.</span>
                  )
                }
              />
              <CareButton
                action="fertilize"
                care={active.fertilizer}
                count={fertilizer}
                busy={busy}
                loading={busy && care.variables?.action === 'fertilize'}
                onCare={onCare}
                onReady={refreshTrees}
                emptyHint={<span>No fertilizer left. Buy more in the Resource Hub.</span>}
              />
            </div>
            <DailyXpCard
              xp={dailyXpOf(active)}
              stageName={active.stageName}
              claimed={claimedToday}
              loading={dailyXp.isPending}
              onClaim={onClaimDailyXp}
            />
          </>
        ) : (
          <PlantCard
            seedlings={seedlings.data}
            loading={seedlings.isPending}
            error={seedlings.isError ? getErrorText(seedlings.error) : null}
            plantingId={plant.isPending ? (plant.variables?.inventoryId ?? null) : null}
            onPlant={onPlant}
            grownTree={shown?.mature ? shown : null}
          />
        )}

        <nav className={classes.links} aria-label="More">
          <GameButton
            to={paths.app.inventory}
            color="green"
            size="sm"
            leftSection={<IconBackpack size={18} stroke={2.4} />}
          >
            Inventory
          </GameButton>
          <GameButton
            to={paths.app.marketplace}
            color="yellow"
            size="sm"
            leftSection={<IconBuildingStore size={18} stroke={2.4} />}
          >
            Resource Hub
          </GameButton>
        </nav>

        {impact.data && <ImpactCard impact={impact.data} compact />}
        {shown && <SpeciesFacts speciesId={shown.species.id} />}
      </div>

      {celebration && <Celebration result={celebration} onClose={closeCelebration} />}
      {!tourCompleted && active && !celebration && <TreeTour onDone={finishTour} />}
    </div>
  );
}

export default MyTreePage;
