import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

export const howToPlayRoutes: FeatureRoutes = {
  player: [
    {
      path: 'how-to-play',
      lazy: lazyPage(() => import('./pages/how-to-play-page.tsx'), 'HowToPlayPage'),
      handle: handle({ title: 'How to Play' }),
    },
  ],
};
