import type { ReactNode, Ref } from 'react';
import { IconBackpack, IconBuildingStore } from '@tabler/icons-react';
import { TREE_STAGES, type PlantedTree } from '@punla/contract';
import { LinkButtons } from '../../../shared/link-buttons.tsx';
import { paths } from '../../../shared/paths.ts';
import { Panel } from '../../../shared/ui/panel.tsx';
import { LoadFailed } from '../../../shared/ui/query-state.tsx';
import { GameHud } from './game-hud.tsx';
import { TreeScene } from './tree-scene.tsx';
import classes from './my-tree.module.css';

interface MyTreeFrameProps {
  /** The scrolling area, to bring the top back into view. */
  ref?: Ref<HTMLDivElement>;
  scene: ReactNode;
  /** The deck of controls under the scene (beside it on wide screens). */
  children: ReactNode;
  /** Drawn over everything: the celebration, the tour. */
  overlays?: ReactNode;
}

/** My Tree's frame: the scene above a deck of controls; side by side on wide screens. */
export function MyTreeFrame({ ref, scene, children, overlays }: MyTreeFrameProps) {
  return (
    <div className={classes.page} ref={ref}>
      {scene}
      <div className={classes.deck}>{children}</div>
      {overlays}
    </div>
  );
}

interface MyTreeSceneProps {
  /** The active tree, else the last one planted; null before the first. */
  tree: PlantedTree | null;
  totalXp: number;
  coins: number | null;
}

/** The tree in its landscape, with the level, XP and coins over it and its stage on a plaque. */
export function MyTreeScene({ tree, totalXp, coins }: MyTreeSceneProps) {
  return (
    <TreeScene tree={tree} className={classes.scene}>
      <GameHud totalXp={totalXp} coins={coins} />
      {tree && (
        <div className={classes.plaque}>
          <strong>{tree.stageName}</strong>
          <span>
            Stage {tree.stage + 1} of {TREE_STAGES.length}
          </span>
        </div>
      )}
    </TreeScene>
  );
}

/** While the trees load: the empty landscape. */
export function MyTreeLoading() {
  return (
    <div className={classes.page} role="status" aria-label="Loading your tree">
      <TreeScene tree={null} className={classes.scene} emptyText="Finding your tree…" />
    </div>
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
