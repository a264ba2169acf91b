import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

export const playersRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'players',
      handle: handle({ title: 'Players', fullWidth: true }),
      children: [
        {
          index: true,
          lazy: lazyPage(() => import('./pages/players-page.tsx'), 'PlayersPage'),
        },
        {
          path: ':id',
          lazy: lazyPage(() => import('./pages/player-file-page.tsx'), 'PlayerFilePage'),
          handle: handle({ title: 'Player file' }),
        },
      ],
    },
  ],
};
