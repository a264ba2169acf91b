import { useNavigate } from 'react-router';
import { IconBuildingStore, IconInfoCircle } from '@tabler/icons-react';
import { useSeedlings, type SeedlingItem } from '#features/inventory/api/list-seedlings.ts';
import { SeedlingGrid } from '#features/inventory/components/seedling-grid.tsx';
import { activeTreeOf, usePlantedTrees } from '#features/planted-trees/api/list-planted-trees.ts';
import { showPlanted, usePlantTree } from '#features/planted-trees/api/plant-tree.ts';
import { getErrorText } from '#shared/error-text.ts';
import { paths } from '#shared/paths.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { ErrorNote, Loading } from '#shared/ui/query-state.tsx';
import { EmptyTab, TabHeading } from './tab-parts.tsx';
import classes from './inventory.module.css';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const growingReason = (speciesName: string) =>
  `Your ${speciesName} is still growing. You can plant another when it is mature.`;

const GROWING_NOTE_ID = 'seedlings-growing-note';

/** The seedlings tab: the player's seedlings, each ready to plant unless a tree is growing. */
export function SeedlingsTabPage() {
  const userId = useSessionStore((state) => state.loggedUser?.id);
  if (!userId) return null;
  return <Seedlings userId={userId} />;
}

function Seedlings({ userId }: { userId: string }) {
  const seedlings = useSeedlings(userId);
  const trees = usePlantedTrees(userId);
  const plant = useSingleFlight(usePlantTree());
  const navigate = useNavigate();
  const growing = activeTreeOf(trees.data);

  const onPlant = (seedling: SeedlingItem) =>
    plant.mutate(
      { userId, inventoryId: seedling.id },
      {
        onSuccess: (tree) => {
          showPlanted(tree);
          void navigate(paths.app.myTree);
        },
      },
    );

  if (seedlings.isPending) return <Loading label="Loading your seedlings" />;
  if (seedlings.isError) return <ErrorNote>{getErrorText(seedlings.error)}</ErrorNote>;
  if (seedlings.data.length === 0) {
    return (
      <EmptyTab
        stage={1}
        title="No seedlings yet"
        text="Buy seedlings in the Resource Hub with your coins. A tree that grows to maturity also gives you a free seedling."
        link={{
          to: paths.app.marketplace,
          label: 'Open the Resource Hub',
          color: 'yellow',
          icon: IconBuildingStore,
        }}
      />
    );
  }

  const reason = growing ? growingReason(growing.species.name) : null;
  return (
    <>
      <TabHeading title="Your seedlings" lead="Plant one to grow it on My Tree." />
      {reason && (
        <p id={GROWING_NOTE_ID} className={classes.notice}>
          <IconInfoCircle size={20} stroke={2.4} aria-hidden="true" />
          <span>{reason}</span>
        </p>
      )}
      <SeedlingGrid
        seedlings={seedlings.data}
        onPlant={onPlant}
        plantingId={plant.isPending ? (plant.variables?.inventoryId ?? null) : null}
        busy={plant.isPending || trees.isPending}
        blockedNoteId={reason ? GROWING_NOTE_ID : null}
      />
    </>
  );
}

export default SeedlingsTabPage;
