/**
 * The app's first script (main.tsx), small so that it runs as soon as it arrives: it asks for
 * the first screen's code and, for My Tree, its data, then for the rest of the app (start.tsx,
 * already on its way through the page's modulepreload link). All of it then travels together
 * instead of one after the other.
 */
import { preloadFirstScreenCode, preloadFirstScreenData } from './first-screen-data.ts';

export function startFirstScreen(pathname: string): Promise<unknown> {
  preloadFirstScreenData(pathname);
  // The app's code first: its styles go into the page before the screen's.
  const app = import('./start.tsx');
  preloadFirstScreenCode(pathname);
  return app;
}
