import { useLocation } from 'react-router';
import { IconArrowLeft, IconUserCircle } from '@tabler/icons-react';
import { paths } from '../../shared/paths.ts';
import { GameButton } from '../../shared/ui/game-button.tsx';
import { isAdminPath, isPlayerPath } from '../guards.ts';
import { useRouteHandle } from '../route-handle.ts';
import { SaplingSignArt } from './sapling-sign-art.tsx';
import classes from './pages.module.css';

/** Where the "not open yet" screen sends the visitor, by area. */
export function wayBackFrom(pathname: string): { to: string; label: string } {
  if (isAdminPath(pathname)) {
    return pathname.startsWith(paths.admin.dashboard)
      ? { to: paths.admin.profile, label: 'Open your profile' }
      : { to: paths.admin.dashboard, label: 'Back to the dashboard' };
  }
  if (isPlayerPath(pathname)) {
    return pathname.startsWith(paths.app.myTree)
      ? { to: paths.app.profile, label: 'Open your profile' }
      : { to: paths.app.myTree, label: 'Back to my tree' };
  }
  return { to: paths.landing, label: 'Back to the start' };
}

/** The honest screen of a part of the game that is still being built. */
export function NotYetAvailablePage() {
  const { pathname } = useLocation();
  const { title } = useRouteHandle();
  const back = wayBackFrom(pathname);
  return (
    <div className={classes.wrap}>
      <SaplingSignArt className={classes.art} />
      {title && <span className={classes.eyebrow}>{title}</span>}
      <h2 className={classes.title}>This part of Punla is not open yet.</h2>
      <p className={classes.text}>
        We are still growing it. Come back soon — it will be here when it is ready.
      </p>
      <div className={classes.actions}>
        <GameButton
          to={back.to}
          color="green"
          leftSection={
            back.to.endsWith('/profile') ? (
              <IconUserCircle size={20} stroke={2.4} />
            ) : (
              <IconArrowLeft size={20} stroke={2.6} />
            )
          }
        >
          {back.label}
        </GameButton>
      </div>
    </div>
  );
}

export default NotYetAvailablePage;
