import { IconPlant2 } from '@tabler/icons-react';
import { usePlayerImpact } from '#features/planted-trees/api/get-player-impact.ts';
import { usePlantedTrees } from '#features/planted-trees/api/list-planted-trees.ts';
import { ForestGrid } from '#features/planted-trees/components/forest-grid.tsx';
import { ImpactCard } from '#features/planted-trees/components/impact-card.tsx';
import { getErrorText } from '#shared/error-text.ts';
import { paths } from '#shared/paths.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { ErrorNote, Loading } from '#shared/ui/query-state.tsx';
import { EmptyTab, TabHeading } from './tab-parts.tsx';

/** The planted-trees tab: what the player's trees add up to, and each of them as it stands. */
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
      <TabHeading title="Your forest" lead="Every tree you have planted, as it stands now." />
      {trees.isPending ? (
        <Loading label="Loading your trees" shape="cards" />
      ) : trees.isError ? (
        <ErrorNote>{getErrorText(trees.error)}</ErrorNote>
      ) : trees.data.length === 0 ? (
        <EmptyTab
          stage={0}
          title="No trees planted yet"
          text="Plant a seedling and your forest starts here."
          link={{ to: paths.app.myTree, label: 'Go to My Tree', color: 'green', icon: IconPlant2 }}
        />
      ) : (
        <ForestGrid trees={trees.data} />
      )}
    </>
  );
}

export default PlantedTreesTabPage;
