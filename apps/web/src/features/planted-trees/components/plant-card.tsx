import type { ReactNode } from 'react';
import { IconBuildingStore, IconShovel } from '@tabler/icons-react';
import type { PlantedTree, seedlingInventory } from '@punla/contract';
import { LinkButtons } from '#shared/link-buttons.tsx';
import { paths } from '#shared/paths.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { ErrorNote } from '#shared/ui/query-state.tsx';
import { RarityBadge } from '#shared/ui/rarity-badge.tsx';
import { SkeletonRows, SkeletonStatus } from '#shared/ui/skeleton.tsx';
import { TreePicture } from '#shared/ui/tree-picture.tsx';
import classes from './my-tree.module.css';

export type Seedling = ReturnType<typeof seedlingInventory.parse>[number];

export const NO_SEEDLINGS_TEXT = 'You have no seedlings yet.';

/** Where a player without seedlings gets one, and the free water meanwhile. */
const SEEDLING_SOURCES = [
  { to: paths.app.marketplace, label: 'Resource Hub', color: 'yellow', icon: IconBuildingStore },
  { to: paths.app.inventoryResources, label: 'Free water', color: 'blue' },
] as const;

interface PlantCardProps {
  seedlings: Seedling[] | undefined;
  loading: boolean;
  /** The text of a failed load. */
  error: ReactNode;
  /** The row being planted now. */
  plantingId: string | null;
  onPlant: (seedling: Seedling) => void;
  /** The last tree, when it has grown up. */
  grownTree: PlantedTree | null;
}

/** No tree is growing: the seedlings to plant, or where to get one. */
export function PlantCard({
  seedlings,
  loading,
  error,
  plantingId,
  onPlant,
  grownTree,
}: PlantCardProps) {
  const noSeedlings = !loading && !error && seedlings?.length === 0;
  return (
    <section className={classes.plantCard} aria-labelledby="plant-card-title">
      <h2 id="plant-card-title" className={classes.cardTitle}>
        {grownTree ? `Your ${grownTree.species.name} is fully grown!` : 'Plant a tree'}
      </h2>
      {/* Without a seedling, what to pick is moot: the way to one follows at once. */}
      {(grownTree || !noSeedlings) && (
        <p className={classes.cardLead}>
          {grownTree
            ? 'It now stands in your forest. Plant a new seedling to keep growing.'
            : 'Pick a seedling to plant. It starts as a seed and grows each time you water and fertilize it.'}
        </p>
      )}
      {loading ? (
        <SkeletonStatus label="Loading your seedlings">
          <SkeletonRows count={1} />
        </SkeletonStatus>
      ) : error ? (
        <ErrorNote>{error}</ErrorNote>
      ) : seedlings && seedlings.length > 0 ? (
        <ul className={classes.seedlingList}>
          {seedlings.map((seedling) => (
            <li key={seedling.id} className={classes.seedlingRow}>
              <TreePicture
                className={classes.seedlingPicture}
                imageUrl={seedling.species.imageUrl}
                scientificName={seedling.species.scientificName}
                stage={5}
                backdrop
                alt=""
              />
              <div className={classes.seedlingText}>
                <strong>{seedling.species.name}</strong>
                <em>{seedling.species.scientificName}</em>
                <span className={classes.seedlingMeta}>
                  <RarityBadge rarity={seedling.species.rarity} size="sm" />
                  <span>×{seedling.quantity}</span>
                </span>
              </div>
              <GameButton
                color="green"
                size="sm"
                leftSection={<IconShovel size={18} stroke={2.4} />}
                loading={plantingId === seedling.id}
                disabled={plantingId !== null && plantingId !== seedling.id}
                onClick={() => onPlant(seedling)}
                aria-label={`Plant ${seedling.species.name}`}
              >
                Plant
              </GameButton>
            </li>
          ))}
        </ul>
      ) : (
        <div className={classes.emptyBox}>
          <strong>{NO_SEEDLINGS_TEXT}</strong>
          <p>
            Buy one in the Resource Hub with your coins, or grow a tree until it is mature: it gives
            you a free seedling. Your free daily water waits in the inventory.
          </p>
          <div className={classes.emptyActions}>
            <LinkButtons links={SEEDLING_SOURCES} />
          </div>
        </div>
      )}
    </section>
  );
}
