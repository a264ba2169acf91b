import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

export const leaderboardRoutes: FeatureRoutes = {
  player: [
    {
      path: 'leaderboard',
      lazy: lazyPage(() => import('./pages/leaderboard-page.tsx'), 'LeaderboardPage'),
      handle: handle({ title: 'Leaderboard' }),
    },
    {
      path: 'leaderboard/previous-season',
      lazy: lazyPage(() => import('./pages/previous-season-page.tsx'), 'PreviousSeasonPage'),
      handle: handle({ title: 'Previous Season' }),
    },
  ],
};
