import { apiRoutes, pathTo } from '@punla/contract';
import { preloadGet } from '../shared/api-preload.ts';
import { paths } from '../shared/paths.ts';
import { readStoredSession } from '../shared/session/stored-session.ts';
import { roleFromToken } from '../shared/session/token.ts';

/** The addresses the player's home opens on (My Tree, and /app that leads there). */
const MY_TREE_PATHS: readonly string[] = [paths.app.root, paths.app.myTree];

/** The path without a trailing slash. */
const trimmed = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** The stored session of a logged-in, verified player opening My Tree; else null. */
function playerOpeningMyTree(pathname: string) {
  const session = readStoredSession();
  if (!session?.user.verified || !MY_TREE_PATHS.includes(trimmed(pathname))) return null;
  return roleFromToken(session.token) === 'USER' ? session : null;
}

/**
 * What My Tree reads as it opens (its trees, resources, seedlings, impact, the species and the
 * profile), asked for by the app's first script: the answers are on their way while the rest
 * of the app's code and the screen's code load, instead of after them. Only for a logged-in
 * player opening My Tree.
 */
export function preloadFirstScreenData(pathname: string): void {
  const session = playerOpeningMyTree(pathname);
  if (!session) return;
  const userId = session.user.id;
  for (const address of [
    pathTo(apiRoutes.plantedTrees.list, { id: userId }),
    pathTo(apiRoutes.inventory.resources, { userId }),
    pathTo(apiRoutes.inventory.seedlings, { userId }),
    pathTo(apiRoutes.plantedTrees.impact, { userId }),
    apiRoutes.trees.list,
    pathTo(apiRoutes.accounts.user, { userId }),
  ]) {
    preloadGet(address, session.token);
  }
}

/** The guest pages whose code is asked for at once: the landing page and the two forms. */
const GUEST_SCREENS: Record<string, () => Promise<unknown>> = {
  [paths.landing]: () => import('../features/landing/pages/landing-page.tsx'),
  [paths.login]: () => import('../features/accounts/pages/login-page.tsx'),
  [paths.signup]: () => import('../features/accounts/pages/signup-page.tsx'),
};

/**
 * The first screen's code (its layout and its page), asked for by the app's first script, beside
 * the rest of the app's code rather than after it has run: My Tree for a player opening it, the
 * landing page and the login and sign-up forms for a visitor. The router's own request for the
 * same code then finds it on its way. A failure is the router's to show.
 */
export function preloadFirstScreenCode(pathname: string): void {
  const loads: (() => Promise<unknown>)[] = [];
  if (playerOpeningMyTree(pathname)) {
    loads.push(
      () => import('./layouts/player-layout.tsx'),
      () => import('../screens/my-tree/my-tree-page.tsx'),
    );
  } else {
    const guestScreen = GUEST_SCREENS[trimmed(pathname)];
    if (guestScreen) loads.push(() => import('./layouts/guest-layout.tsx'), guestScreen);
  }
  for (const load of loads) load().catch(() => undefined);
}
