// First: starts loading the first screen's code and data (see first-screen-start.ts).
import './app/first-screen-start.ts';
import './app/mantine-styles.ts';
import './app/app.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { LaterUpdatePrompt } from './app/update/later-update-prompt.tsx';
import { removeServiceWorkersAndCaches } from './app/update/service-workers.ts';
import { registerNavigator } from './shared/navigation.ts';

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
