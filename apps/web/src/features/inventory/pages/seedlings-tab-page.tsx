import { useNavigate } from 'react-router';
import { Loader } from '@mantine/core';
import { IconBuildingStore, IconInfoCircle } from '@tabler/icons-react';
import { usePlantTree } from '../../planted-trees/api/plant-tree.ts';
import { activeTreeOf, usePlantedTrees } from '../../planted-trees/api/list-planted-trees.ts';
import { getErrorStatus, getErrorText } from '../../../shared/error-text.ts';
import { paths } from '../../../shared/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { showToast, toast } from '../../../shared/toast.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { TreePicture } from '../../../shared/ui/tree-picture.tsx';
import { useSeedlings, type SeedlingItem } from '../api/list-seedlings.ts';
import { SeedlingCard } from '../components/seedling-card.tsx';
import classes from '../components/inventory.module.css';

export const growingReason = (speciesName: string) =>
  `Your ${speciesName} is still growing. You can plant another when it is mature.`;

export function SeedlingsTabPage() {
  const userId = useSessionStore((state) => state.loggedUser?.id);
  if (!userId) return null;
  return <Seedlings userId={userId} />;
}

function Seedlings({ userId }: { userId: string }) {
  const seedlings = useSeedlings(userId);
  const trees = usePlantedTrees(userId);
  const plant = usePlantTree();
  const navigate = useNavigate();
  const growing = activeTreeOf(trees.data);

  const onPlant = (seedling: SeedlingItem) =>
    plant.mutate(
      { userId, inventoryId: seedling.id },
      {
        onSuccess: (tree) => {
          showToast({
            severity: 'success',
            summary: 'Planted!',
            detail: `Your ${tree.species.name} is in the ground. Water it to help it grow.`,
          });
          void navigate(paths.app.myTree);
        },
        onError: (error) => toast.error(getErrorText(error), getErrorStatus(error)),
      },
    );

  if (seedlings.isPending) {
    return (
      <div className={classes.center} role="status" aria-label="Loading your seedlings">
        <Loader color="leaf" type="dots" size="lg" />
      </div>
    );
  }
  if (seedlings.isError) {
    return (
      <p className={classes.error} role="alert">
        {getErrorText(seedlings.error)}
      </p>
    );
  }
  if (seedlings.data.length === 0) {
    return (
      <div className={classes.empty}>
        <TreePicture scientificName="Pterocarpus indicus" stage={1} alt="" />
        <strong>No seedlings yet</strong>
        <p>
          Buy seedlings in the Resource Hub with your coins. A tree that grows to maturity also
          gives you a free seedling.
        </p>
        <GameButton
          to={paths.app.marketplace}
          color="yellow"
          leftSection={<IconBuildingStore size={20} stroke={2.4} />}
        >
          Open the Resource Hub
        </GameButton>
      </div>
    );
  }

  const reason = growing ? growingReason(growing.species.name) : null;
  return (
    <>
      <div>
        <h2 className={classes.sectionTitle}>Your seedlings</h2>
        <p className={classes.sectionLead}>Plant one to grow it on My Tree.</p>
      </div>
      {growing && (
        <p className={classes.notice}>
          <IconInfoCircle size={20} stroke={2.4} aria-hidden="true" />
          <span>{reason}</span>
        </p>
      )}
      <ul className={classes.grid}>
        {seedlings.data.map((seedling) => (
          <SeedlingCard
            key={seedling.id}
            seedling={seedling}
            onPlant={() => onPlant(seedling)}
            planting={plant.isPending && plant.variables?.inventoryId === seedling.id}
            busy={plant.isPending || trees.isPending}
            blockedReason={reason}
          />
        ))}
      </ul>
    </>
  );
}

export default SeedlingsTabPage;
