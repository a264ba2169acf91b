import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

export const mapRoutes: FeatureRoutes = {
  player: [
    {
      path: 'map',
      lazy: lazyPage(() => import('./map-page.tsx'), 'MapPage'),
      handle: handle({ title: 'Previous Activities', fullWidth: true }),
    },
  ],
};
