/**
 * The app itself, loaded by the first script (main.tsx) beside the first screen's code: the
 * game's time zone, the router and the providers, drawn at once with the first screen's
 * skeleton while the screen's code and data arrive.
 */
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startGameTimeZone } from '../shared/game-config.ts';
import { registerNavigator } from '../shared/navigation.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';
import { LaterUpdatePrompt } from './update/later-update-prompt.tsx';
import { removeServiceWorkersAndCaches } from './update/service-workers.ts';

/** How long the first screen waits for the server's game time zone before using the default. */
const GAME_TIME_ZONE_WAIT_MS = 3_000;

startGameTimeZone(GAME_TIME_ZONE_WAIT_MS);
void removeServiceWorkersAndCaches();

// The screens wait for the game's time zone (the root route's loader) and their code, both
// already on their way; the skeleton shows meanwhile.
const router = createAppRouter();
registerNavigator((to, options) => void router.navigate(to, options));

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// Drawn at once (not when the scheduler gets to it, after the screen's code has run): the
// skeleton is on screen while the rest loads.
const root = createRoot(container);
flushSync(() =>
  root.render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
        <LaterUpdatePrompt />
      </AppProviders>
    </StrictMode>,
  ),
);
