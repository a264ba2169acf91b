import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TOAST_LIFE_MS, TOAST_POSITION } from '#shared/toast-config.ts';
import { useToastContainerRequested } from '#shared/toast-container.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// The toast container is loaded with the first toast (see shared/toast-container.ts).
const Notifications = lazy(() =>
  import('./notifications-area.ts').then((module) => ({ default: module.Notifications })),
);

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const toastsWanted = useToastContainerRequested();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        {toastsWanted && (
          <Suspense fallback={null}>
            <Notifications
              position={TOAST_POSITION}
              autoClose={TOAST_LIFE_MS}
              limit={4}
              zIndex={1000}
            />
          </Suspense>
        )}
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
