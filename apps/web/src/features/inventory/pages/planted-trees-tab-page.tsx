import { Loader } from '@mantine/core';
import { IconPlant2 } from '@tabler/icons-react';
import { usePlayerImpact } from '../../planted-trees/api/get-player-impact.ts';
import { usePlantedTrees } from '../../planted-trees/api/list-planted-trees.ts';
import { ForestGrid } from '../../planted-trees/components/forest-grid.tsx';
import { ImpactCard } from '../../planted-trees/components/impact-card.tsx';
import { getErrorText } from '../../../shared/error-text.ts';
import { paths } from '../../../shared/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { TreePicture } from '../../../shared/ui/tree-picture.tsx';
import classes from '../components/inventory.module.css';

export function PlantedTreesTabPage() {
  const userId = useSessionStore((state) => state.loggedUser?.id);
  if (!userId) return null;
  return <Forest userId={userId} />;
}

function Forest({ userId }: { userId: string }) {
  const trees = usePlantedTrees(userId);
  const impact = usePlayerImpact(userId);

  return (
    <>
      {impact.data && <ImpactCard impact={impact.data} />}
      <div>
        <h2 className={classes.sectionTitle}>Your forest</h2>
        <p className={classes.sectionLead}>Every tree you have planted, as it stands now.</p>
      </div>
      {trees.isPending ? (
        <div className={classes.center} role="status" aria-label="Loading your trees">
          <Loader color="leaf" type="dots" size="lg" />
        </div>
      ) : trees.isError ? (
        <p className={classes.error} role="alert">
          {getErrorText(trees.error)}
        </p>
      ) : trees.data.length === 0 ? (
        <div className={classes.empty}>
          <TreePicture scientificName="Pterocarpus indicus" stage={0} alt="" />
          <strong>No trees planted yet</strong>
          <p>Plant a seedling and your forest starts here.</p>
          <GameButton
            to={paths.app.myTree}
            color="green"
            leftSection={<IconPlant2 size={20} stroke={2.4} />}
          >
            Go to My Tree
          </GameButton>
        </div>
      ) : (
        <ForestGrid trees={trees.data} />
      )}
    </>
  );
}

export default PlantedTreesTabPage;
