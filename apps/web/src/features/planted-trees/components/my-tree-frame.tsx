import type { ReactNode, Ref } from 'react';
import { Skeleton } from '@mantine/core';
import { IconBackpack, IconBuildingStore } from '@tabler/icons-react';
import { TREE_STAGES, type PlantedTree } from '@punla/contract';
import { LinkButtons } from '#shared/link-buttons.tsx';
import { paths } from '#shared/paths.ts';
import { Panel } from '#shared/ui/panel.tsx';
import { LoadFailed } from '#shared/ui/query-state.tsx';
import { SkeletonStatus } from '#shared/ui/skeleton.tsx';
import { GameHud } from './game-hud.tsx';
import { TreeScene } from './tree-scene.tsx';
import classes from './my-tree.module.css';

interface MyTreeFrameProps {
  ref?: Ref<HTMLDivElement>;
  scene: ReactNode;
  /** The tree's care or the seedlings to plant: with the scene, on the first screen. */
  actions: ReactNode;
  /** The rest of the deck, below the first screen (beside the scene on wide screens). */
  children?: ReactNode;
  /** Drawn over everything: the celebration, the tour. */
  overlays?: ReactNode;
}

/**
 * My Tree's frame: the scene above a deck of controls; side by side on wide screens. On a
 * phone the scene and the actions share the first screen: the scene takes the room the actions
 * leave, so Water, Fertilize and the claim are in view without scrolling.
 */
export function MyTreeFrame({ ref, scene, actions, children, overlays }: MyTreeFrameProps) {
  return (
    <div className={classes.page} ref={ref}>
      <div className={classes.fold}>
        {scene}
        <div className={`${classes.deck} ${classes.actions}`}>{actions}</div>
      </div>
      {children && <div className={`${classes.deck} ${classes.more}`}>{children}</div>}
      {overlays}
    </div>
  );
}

/** The scene is a size container: the tree scales to its height as well as its width. */
const SCENE_STYLE = { containerType: 'size' } as const;

interface MyTreeSceneProps {
  /** The active tree, else the last one planted; null before the first. */
  tree: PlantedTree | null;
  totalXp: number;
  coins: number | null;
}

/** "Stage 4 of 6": where the tree is on its way to mature. */
export function stageOf(tree: PlantedTree): string {
  return `Stage ${tree.stage + 1} of ${TREE_STAGES.length}`;
}

/** The tree in its landscape, with the level, XP and coins over it and its stage on a plaque. */
export function MyTreeScene({ tree, totalXp, coins }: MyTreeSceneProps) {
  return (
    <TreeScene tree={tree} className={classes.scene} style={SCENE_STYLE}>
      <GameHud totalXp={totalXp} coins={coins} />
      {tree && (
        <div className={classes.plaque}>
          <strong>{tree.stageName}</strong>
          <span>{stageOf(tree)}</span>
        </div>
      )}
    </TreeScene>
  );
}

/** While the trees load: the landscape, and grey shapes where the care and the claim will be. */
export function MyTreeLoading() {
  return (
    <SkeletonStatus label="Loading your tree" className={classes.page}>
      <div className={classes.fold}>
        <TreeScene
          tree={null}
          className={classes.scene}
          style={SCENE_STYLE}
          emptyText="Finding your tree…"
        />
        <div className={`${classes.deck} ${classes.actions}`}>
          <Skeleton height={28} width="45%" radius="xl" />
          <Skeleton height={14} width="35%" radius="xl" />
          <div className={classes.careGrid}>
            <Skeleton height={56} radius={18} />
            <Skeleton height={56} radius={18} />
          </div>
          <Skeleton height={60} radius={18} />
          <Skeleton height={90} radius={18} />
        </div>
      </div>
    </SkeletonStatus>
  );
}

/** The trees could not be read: the server's message and "Try again". */
export function MyTreeLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className={classes.errorPanel}>
      <Panel title="Your tree could not be shown">
        <LoadFailed error={error} onRetry={onRetry} />
      </Panel>
    </div>
  );
}

const MY_TREE_LINKS = [
  { to: paths.app.inventory, label: 'Inventory', color: 'green', icon: IconBackpack },
  { to: paths.app.marketplace, label: 'Resource Hub', color: 'yellow', icon: IconBuildingStore },
] as const;

/** The ways on from My Tree: the inventory and the Resource Hub. */
export function MyTreeLinks() {
  return (
    <nav className={classes.links} aria-label="More">
      <LinkButtons links={MY_TREE_LINKS} />
    </nav>
  );
}
