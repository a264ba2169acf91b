import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

export const fairPlayRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'fair-play',
      lazy: lazyPage(() => import('./pages/fair-play-page.tsx'), 'FairPlayPage'),
      handle: handle({ title: 'Fair play' }),
    },
  ],
};
