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
import { registerNavigator } from './shared/navigation.ts';

void removeServiceWorkersAndCaches();

const router = createAppRouter();
registerNavigator((to, options) => void router.navigate(to, options));

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </AppProviders>
  </StrictMode>,
);
