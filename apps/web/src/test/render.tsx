import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '../app/theme.ts';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
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
