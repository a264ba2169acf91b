import { useRouteError } from 'react-router';
import { IconRefresh } from '@tabler/icons-react';
import { GameButton } from '#shared/ui/game-button.tsx';
import { SaplingSignArt } from './sapling-sign-art.tsx';
import classes from './error-pages.module.css';

/** Shown when a screen fails to load or crashes, e.g. after a new version was deployed. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className={classes.standalone}>
      <div className={classes.wrap}>
        <SaplingSignArt className={classes.art} sign="OOPS" />
        <h1 className={classes.title}>Something went wrong.</h1>
        <p className={classes.text}>This screen could not be shown. Reloading usually helps.</p>
        <div className={classes.actions}>
          <GameButton
            color="yellow"
            onClick={() => window.location.reload()}
            leftSection={<IconRefresh size={20} stroke={2.4} />}
          >
            Reload
          </GameButton>
        </div>
      </div>
    </div>
  );
}
