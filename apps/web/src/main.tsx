import './app/mantine-styles.ts';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { removeServiceWorkersAndCaches } from './app/update/service-workers.ts';
import { UpdatePrompt } from './app/update/update-prompt.tsx';
import { loadGameTimeZone } from './shared/game-config.ts';
import { registerNavigator } from './shared/navigation.ts';

/** How long the first render waits for the server's game time zone before using the default. */
const GAME_TIME_ZONE_WAIT_MS = 3_000;

void removeServiceWorkersAndCaches();

// Creating the router starts loading the first screen's code, alongside the time zone below.
const router = createAppRouter();
registerNavigator((to, options) => void router.navigate(to, options));

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// Game dates are read in the server's time zone: the first screen waits for it (a short while
// at most; a late answer still applies to what is drawn after it).
const gameTimeZoneLoaded = Promise.race([
  loadGameTimeZone(),
  new Promise<void>((resolve) => window.setTimeout(resolve, GAME_TIME_ZONE_WAIT_MS)),
]);

void gameTimeZoneLoaded.then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
        <UpdatePrompt />
      </AppProviders>
    </StrictMode>,
  ),
);
