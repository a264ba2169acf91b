import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useAppHeight } from '#shared/hooks/use-app-height.ts';
import classes from './layout.module.css';

/**
 * The app container: as tall as the window (docs/spec-notes.md §2), with a bar while a page
 * loads. A new page opens at its top (the document is what scrolls, so without this a link
 * followed from far down a long page would open the next one as far down); Back returns to
 * where the player was.
 */
export function RootLayout() {
  useAppHeight();
  const navigation = useNavigation();
  return (
    <div className={classes.root}>
      {navigation.state === 'loading' && <div className={classes.progress} aria-hidden="true" />}
      <Outlet />
      <ScrollRestoration />
    </div>
  );
}
