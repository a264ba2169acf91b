import { Link } from 'react-router';
import { freeWaterMessage, useClaimFreeWater } from '#features/inventory/api/claim-free-water.ts';
import { useResources } from '#features/inventory/api/get-resources.ts';
import { FreeWaterCard } from '#features/inventory/components/free-water-card.tsx';
import { ResourceTiles } from '#features/inventory/components/resource-tiles.tsx';
import { getErrorText } from '#shared/error-text.ts';
import { paths } from '#shared/paths.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { toast } from '#shared/toast.ts';
import { ErrorNote, Loading } from '#shared/ui/query-state.tsx';
import { TabHeading } from './tab-parts.tsx';
import classes from './inventory.module.css';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

/** The resources tab: water, fertilizer and streak savers in stock, and the free daily water. */
export function ResourcesTabPage() {
  const userId = useSessionStore((state) => state.loggedUser?.id);
  if (!userId) return null;
  return <ResourcesTab userId={userId} />;
}

function ResourcesTab({ userId }: { userId: string }) {
  const resources = useResources(userId);
  const claim = useSingleFlight(useClaimFreeWater());

  if (resources.isPending) return <Loading label="Loading your resources" shape="cards" />;
  if (resources.isError) return <ErrorNote>{getErrorText(resources.error)}</ErrorNote>;

  const onClaim = () =>
    claim.mutate(userId, {
      onSuccess: (answer) => toast.success(freeWaterMessage(resources.data.water, answer)),
    });

  return (
    <>
      <TabHeading
        title="Your resources"
        lead="Water and fertilizer help your tree grow; a streak saver keeps your login streak going."
      />
      <ResourceTiles resources={resources.data} />
      <FreeWaterCard resources={resources.data} claiming={claim.isPending} onClaim={onClaim} />
      <p className={classes.more}>
        Need more? Buy water, fertilizer and streak savers in the{' '}
        <Link to={paths.app.marketplace}>Resource Hub</Link>.
      </p>
    </>
  );
}

export default ResourcesTabPage;
