import { Link } from 'react-router';
import { Loader } from '@mantine/core';
import { getErrorStatus, getErrorText } from '../../../shared/error-text.ts';
import { paths } from '../../../shared/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { toast } from '../../../shared/toast.ts';
import { freeWaterMessage, useClaimFreeWater } from '../api/claim-free-water.ts';
import { useResources } from '../api/get-resources.ts';
import { FreeWaterCard } from '../components/free-water-card.tsx';
import { ResourceTiles } from '../components/resource-tiles.tsx';
import classes from '../components/inventory.module.css';

export function ResourcesTabPage() {
  const userId = useSessionStore((state) => state.loggedUser?.id);
  if (!userId) return null;
  return <ResourcesTab userId={userId} />;
}

function ResourcesTab({ userId }: { userId: string }) {
  const resources = useResources(userId);
  const claim = useClaimFreeWater();

  if (resources.isPending) {
    return (
      <div className={classes.center} role="status" aria-label="Loading your resources">
        <Loader color="leaf" type="dots" size="lg" />
      </div>
    );
  }
  if (resources.isError) {
    return (
      <p className={classes.error} role="alert">
        {getErrorText(resources.error)}
      </p>
    );
  }

  const onClaim = () =>
    claim.mutate(userId, {
      onSuccess: (answer) => toast.success(freeWaterMessage(resources.data.water, answer)),
      onError: (error) => toast.error(getErrorText(error), getErrorStatus(error)),
    });

  return (
    <>
      <div>
        <h2 className={classes.sectionTitle}>Your resources</h2>
        <p className={classes.sectionLead}>Water and fertilizer help your tree grow.</p>
      </div>
      <ResourceTiles resources={resources.data} />
      <FreeWaterCard resources={resources.data} claiming={claim.isPending} onClaim={onClaim} />
      <p className={classes.more}>
        Need more? Buy water and fertilizer packs in the{' '}
        <Link to={paths.app.marketplace}>Resource Hub</Link>.
      </p>
    </>
  );
}

export default ResourcesTabPage;
