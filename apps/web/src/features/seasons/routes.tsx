import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

export const seasonsRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'manage-season',
      lazy: lazyPage(() => import('./pages/manage-season-page.tsx'), 'ManageSeasonPage'),
      handle: handle({ title: 'Manage Seasons' }),
    },
  ],
};
