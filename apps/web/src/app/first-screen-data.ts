import { apiRoutes, pathTo } from '@punla/contract';
import { preloadApiGet } from '../shared/api-client.ts';
import { paths } from '../shared/paths.ts';
import { useSessionStore } from '../shared/session/session-store.ts';
import { roleFromToken } from '../shared/session/token.ts';

/** The addresses the player's home opens on (My Tree, and /app that leads there). */
const MY_TREE_PATHS: readonly string[] = [paths.app.root, paths.app.myTree];

/** A logged-in, verified player opening My Tree. */
function opensMyTree(pathname: string): boolean {
  const { token, loggedUser } = useSessionStore.getState();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!token || !loggedUser?.verified || !MY_TREE_PATHS.includes(path)) return false;
  return roleFromToken(token) === 'USER';
}

/**
 * What My Tree reads as it opens (its trees, resources, seedlings, impact, the species and the
 * profile), asked for as the app starts: the answers are on their way while the screen's code
 * loads, instead of after it. Only for a logged-in player opening My Tree.
 */
export function preloadFirstScreenData(pathname: string): void {
  const userId = useSessionStore.getState().loggedUser?.id;
  if (!userId || !opensMyTree(pathname)) return;
  for (const address of [
    pathTo(apiRoutes.plantedTrees.list, { id: userId }),
    pathTo(apiRoutes.inventory.resources, { userId }),
    pathTo(apiRoutes.inventory.seedlings, { userId }),
    pathTo(apiRoutes.plantedTrees.impact, { userId }),
    apiRoutes.trees.list,
    pathTo(apiRoutes.accounts.user, { userId }),
  ]) {
    preloadApiGet(address);
  }
}

/**
 * My Tree's code, asked for before the rest of the app's code has even run (see
 * first-screen-start.ts); the router's own request for it then finds it on its way. A failure
 * is the router's to show.
 */
export function preloadFirstScreenCode(pathname: string): void {
  if (!opensMyTree(pathname)) return;
  import('./layouts/player-layout.tsx').catch(() => undefined);
  import('../screens/my-tree/my-tree-page.tsx').catch(() => undefined);
}
