import { Skeleton } from '@mantine/core';
import { paths } from '#shared/paths.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { SkeletonStatus } from '#shared/ui/skeleton.tsx';
import { PageLoader } from './page-loader.tsx';
import classes from './first-screen-skeleton.module.css';

const MY_TREE_PATHS: readonly string[] = [paths.app.root, paths.app.myTree];

/**
 * My Tree's outline while its code, data and the game's time zone load: the green header, the
 * sky over the meadow, grey shapes where the care will be, and the bottom bar. It is drawn from
 * the first script alone, so the screen has its shape at once.
 */
function MyTreeSkeleton() {
  return (
    <SkeletonStatus label="Loading your tree" className={classes.frame}>
      <div className={classes.header} />
      <div className={classes.page}>
        <div className={classes.scene}>
          <div className={classes.hill} />
        </div>
        <div className={classes.deck}>
          <Skeleton height={28} width="45%" radius="xl" />
          <Skeleton height={14} width="35%" radius="xl" />
          <div className={classes.careGrid}>
            <Skeleton height={56} radius={18} />
            <Skeleton height={56} radius={18} />
          </div>
          <Skeleton height={14} width="70%" radius="xl" />
          <Skeleton height={76} radius={18} />
          <Skeleton height={100} radius={18} />
        </div>
      </div>
      <div className={classes.nav} />
    </SkeletonStatus>
  );
}

/**
 * The first screen's skeleton until its code (and what it waits for) has loaded: My Tree's for
 * a logged-in visitor opening it (one without a session is on the way to the login page).
 */
export function FirstScreenSkeleton() {
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  const loggedIn = Boolean(useSessionStore.getState().token);
  return loggedIn && MY_TREE_PATHS.includes(path) ? <MyTreeSkeleton /> : <PageLoader />;
}
