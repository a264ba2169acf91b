import { useMatches } from 'react-router';

/** What a route declares about its screen (react-router `handle`). */
export interface RouteHandle {
  /** The title in the header and the browser tab. */
  title?: string;
  /** Spec §2: the page fills the screen and does not scroll. */
  noOverflow?: boolean;
  /** The page uses the full width of the screen. */
  fullWidth?: boolean;
  /** The header shows no back arrow. */
  hideBack?: boolean;
  /** The header shows no coin pill: the page shows the coins itself (My Tree's HUD). */
  hideCoins?: boolean;
}

/** The handles of the matched routes merged, the deepest route winning. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle) Object.assign(merged, handle);
  }
  return merged;
}
