import { IconHome } from '@tabler/icons-react';
import { paths } from '#shared/paths.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { DocumentTitle } from '../layouts/page-frame.tsx';
import { SaplingSignArt } from './sapling-sign-art.tsx';
import classes from './error-pages.module.css';

/** The not-found screen inside a layout, whose header already names the page. */
export function NotFoundContent() {
  return (
    <div className={classes.wrap}>
      <SaplingSignArt className={classes.art} sign="404" />
      <h2 className={classes.title}>This path leads nowhere.</h2>
      <p className={classes.text}>
        The page you are looking for does not exist. Let us take you back to solid ground.
      </p>
      <div className={classes.actions}>
        <GameButton to={paths.landing} leftSection={<IconHome size={20} stroke={2.4} />}>
          Go to the start
        </GameButton>
      </div>
    </div>
  );
}

/** Any path the app does not know (docs/spec-notes.md §2). */
export function NotFoundPage() {
  return (
    <div className={classes.standalone}>
      <DocumentTitle title="Page not found" />
      <NotFoundContent />
    </div>
  );
}

export default NotFoundPage;
