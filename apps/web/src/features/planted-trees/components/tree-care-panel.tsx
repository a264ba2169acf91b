import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { PlantedTree, Resources } from '@punla/contract';
import { paths } from '#shared/paths.ts';
import type { TreeCare } from '../hooks/use-tree-care.ts';
import { dailyXpOf, treeStateOf } from '../tree-rules.ts';
import { stageOf } from './my-tree-frame.tsx';
import { CareButton } from './care-actions.tsx';
import { DailyXpCard } from './daily-xp-card.tsx';
import { GrowthBar } from './growth-bar.tsx';
import classes from './my-tree.module.css';

export const WILTED_TEXT =
  'Your tree is wilted: it went 3 days without water. Water it to revive it — it does not grow until then.';

interface TreeCarePanelProps {
  /** The active tree. */
  tree: PlantedTree;
  /** The player's water and fertilizer; undefined while unknown. */
  resources: Resources | undefined;
  care: TreeCare;
  onClaimFreeWater: () => void;
  /** Cards shown under Water and Fertilize (today's login reward). */
  notices?: ReactNode;
  /** Warnings shown under today's XP (the season's end): the tree stays in view above. */
  warnings?: ReactNode;
}

/**
 * The tree growing now: its name and state, Water and Fertilize, the notices, today's XP, the
 * warnings, then its growth (the actions first, so they are on a phone's first screen, and the
 * tree above them keeps its size).
 */
export function TreeCarePanel({
  tree,
  resources,
  care,
  onClaimFreeWater,
  notices,
  warnings,
}: TreeCarePanelProps) {
  const busy = care.caring !== null;
  const state = treeStateOf(tree);
  return (
    <>
      <div className={classes.deckHeader}>
        <div>
          <h2 className={classes.speciesName}>{tree.species.name}</h2>
          <em className={classes.scientific}>{tree.species.scientificName}</em>
          {/* On a phone, where the state chip gives way: a dormant tree still says so. */}
          <span className={classes.stageLine}>
            {tree.stageName} · {stageOf(tree)}
            {state === 'Dormant' && ` · ${state}`}
          </span>
        </div>
        <span className={classes.stateChip} data-state={state}>
          {state}
        </span>
      </div>
      {tree.wilted && (
        <p className={classes.wilted} role="status">
          <IconAlertTriangle size={20} stroke={2.4} aria-hidden="true" />
          <span>{WILTED_TEXT}</span>
        </p>
      )}
      <div className={classes.careGrid}>
        <CareButton
          action="water"
          wilted={tree.wilted}
          care={tree.water}
          count={resources?.water ?? null}
          busy={busy}
          loading={care.caring === 'water'}
          onCare={(action) => care.careFor(tree, action)}
          onReady={care.refreshTrees}
          emptyHint={<NoWaterHint resources={resources} onClaimFreeWater={onClaimFreeWater} />}
        />
        <CareButton
          action="fertilize"
          care={tree.fertilizer}
          count={resources?.fertilizer ?? null}
          busy={busy}
          loading={care.caring === 'fertilize'}
          onCare={(action) => care.careFor(tree, action)}
          onReady={care.refreshTrees}
          emptyHint={
            <span>
              No fertilizer left.{' '}
              <Link to={paths.app.marketplace}>Buy more in the Resource Hub</Link>
            </span>
          }
        />
      </div>
      {notices}
      <DailyXpCard
        xp={dailyXpOf(tree)}
        stageName={tree.stageName}
        claimed={care.dailyXpClaimed(tree)}
        loading={care.claimingDailyXp}
        onClaim={care.claimDailyXp}
      />
      {warnings}
      <GrowthBar tree={tree} />
    </>
  );
}

/** Out of water: the free daily water when it is still there, else where to buy more. */
function NoWaterHint({
  resources,
  onClaimFreeWater,
}: {
  resources: Resources | undefined;
  onClaimFreeWater: () => void;
}) {
  if (!resources || resources.freeWaterClaimedToday) {
    return (
      <span>
        No water left. <Link to={paths.app.marketplace}>Get more in the Resource Hub</Link>
      </span>
    );
  }
  return (
    <span>
      No water left.{' '}
      <a
        href={paths.app.inventoryResources}
        onClick={(event) => {
          event.preventDefault();
          onClaimFreeWater();
        }}
      >
        Claim {resources.freeWaterAmount} free water
      </a>
    </span>
  );
}
