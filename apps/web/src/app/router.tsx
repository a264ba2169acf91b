import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { accountsRoutes } from '#features/accounts/routes.tsx';
import { dashboardRoutes } from '#features/dashboard/routes.tsx';
import { eventsRoutes } from '#features/events/routes.tsx';
import { exportsRoutes } from '#features/exports/routes.tsx';
import { fairPlayRoutes } from '#features/fair-play/routes.tsx';
import { auditRoutes } from '#features/audit/routes.tsx';
import { howToPlayRoutes } from '#features/how-to-play/routes.tsx';
import { landingRoutes } from '#features/landing/routes.tsx';
import { leaderboardRoutes } from '#features/leaderboard/routes.tsx';
import { legalRoutes } from '#features/legal/routes.tsx';
import { locationsRoutes } from '#features/locations/routes.tsx';
import { marketplaceRoutes } from '#features/marketplace/routes.tsx';
import { playersRoutes } from '#features/players/routes.tsx';
import { postsRoutes } from '#features/posts/routes.tsx';
import { remindersRoutes } from '#features/reminders/routes.tsx';
import { reportsRoutes } from '#features/reports/routes.tsx';
import { seasonsRoutes } from '#features/seasons/routes.tsx';
import { supportRoutes } from '#features/support/routes.tsx';
import { treesRoutes } from '#features/trees/routes.tsx';
import { triviaRoutes } from '#features/trivia/routes.tsx';
import { eventEligibilityRoutes } from '#screens/event-eligibility/routes.tsx';
import { inventoryRoutes } from '#screens/inventory/routes.tsx';
import { mapRoutes } from '#screens/map/routes.tsx';
import { myTreeRoutes } from '#screens/my-tree/routes.tsx';
import { playerProfileRoutes } from '#screens/player-profile/routes.tsx';
import { resourceHubRoutes } from '#screens/resource-hub/routes.tsx';
import { whenGameTimeZoneKnown } from '#shared/game-config.ts';
import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';
import { FirstScreenSkeleton } from './layouts/first-screen-skeleton.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { referralLoader } from './referral-route.ts';
import { RouteErrorPage } from './shell/route-error-page.tsx';

/**
 * Every feature's and screen's pages (docs/adding-a-domain.md §13); each declares its own routes
 * with their titles, and the layout of each area below holds the guard.
 */
const pageRoutes: FeatureRoutes[] = [
  landingRoutes,
  accountsRoutes,
  legalRoutes,
  supportRoutes,
  remindersRoutes,
  playerProfileRoutes,
  myTreeRoutes,
  resourceHubRoutes,
  inventoryRoutes,
  postsRoutes,
  mapRoutes,
  leaderboardRoutes,
  reportsRoutes,
  eventEligibilityRoutes,
  howToPlayRoutes,
  dashboardRoutes,
  triviaRoutes,
  treesRoutes,
  locationsRoutes,
  marketplaceRoutes,
  eventsRoutes,
  seasonsRoutes,
  fairPlayRoutes,
  auditRoutes,
  playersRoutes,
  exportsRoutes,
];
const routesOf = (area: keyof FeatureRoutes) => pageRoutes.flatMap((routes) => routes[area] ?? []);

/** Unknown addresses inside the player's and the admin's areas keep their layout. */
const notFoundInLayout: RouteObject = {
  path: '*',
  lazy: lazyPage(() => import('./shell/not-found-page.tsx'), 'NotFoundContent'),
  handle: handle({ title: 'Not found' }),
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    // Game dates are read in the server's time zone: the first screen waits for it, loaded
    // beside the screen's code (main.tsx), and never again.
    loader: async () => {
      await whenGameTimeZoneKnown();
      return null;
    },
    shouldRevalidate: () => false,
    HydrateFallback: FirstScreenSkeleton,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        path: '/',
        lazy: lazyPage(() => import('./layouts/guest-layout.tsx'), 'GuestLayout'),
        children: [
          {
            path: ':referralCode',
            loader: referralLoader,
            element: <Navigate to="/" replace />,
          },
          ...routesOf('guest'),
        ],
      },
      {
        path: '/app',
        lazy: lazyPage(() => import('./layouts/player-layout.tsx'), 'PlayerLayout'),
        children: [
          { index: true, element: <Navigate to="my-tree" replace /> },
          ...routesOf('player'),
          notFoundInLayout,
        ],
      },
      {
        path: '/admin',
        lazy: lazyPage(() => import('./layouts/admin-layout.tsx'), 'AdminLayout'),
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          ...routesOf('admin'),
          notFoundInLayout,
        ],
      },
      { path: '*', lazy: lazyPage(() => import('./shell/not-found-page.tsx'), 'NotFoundPage') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
