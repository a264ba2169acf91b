import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '#app/query-client.ts';
import { theme } from '#app/theme.ts';
import { SessionSync } from '#shared/session/session-sync.tsx';

/** The app's own client (failed mutations toast as in the app), without retries. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  return client;
}

export function TestProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient ?? createTestQueryClient()}>
        <SessionSync />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

export function renderWithProviders(ui: ReactElement) {
  return render(<TestProviders>{ui}</TestProviders>);
}

/** Renders routes in a memory router; returns the router to inspect where it went. */
export function renderRoutes(
  routes: RouteObject[],
  initialEntries: string[],
  initialIndex?: number,
) {
  const router = createMemoryRouter(routes, { initialEntries, initialIndex });
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, ...view };
}
