import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

export const dashboardRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'dashboard',
      lazy: lazyPage(() => import('./pages/dashboard-page.tsx'), 'DashboardPage'),
      handle: handle({ title: 'Dashboard', fullWidth: true }),
    },
  ],
};
