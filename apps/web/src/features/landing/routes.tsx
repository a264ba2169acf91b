import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

export const landingRoutes: FeatureRoutes = {
  guest: [
    {
      index: true,
      lazy: lazyPage(() => import('./pages/landing-page.tsx'), 'LandingPage'),
      handle: handle({ fullWidth: true }),
    },
  ],
};
