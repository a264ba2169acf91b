import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

export const playerProfileRoutes: FeatureRoutes = {
  player: [
    {
      path: 'profile',
      lazy: lazyPage(() => import('./player-profile-page.tsx'), 'PlayerProfilePage'),
      handle: handle({ title: 'Profile' }),
    },
  ],
};
