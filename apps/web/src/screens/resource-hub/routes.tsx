import { Navigate } from 'react-router';
import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

/** The hub's tabs; the quests tab shows one feature only and lives with it. */
export const resourceHubRoutes: FeatureRoutes = {
  player: [
    {
      path: 'resource-hub',
      lazy: lazyPage(() => import('./resource-hub-page.tsx'), 'ResourceHubPage'),
      handle: handle({ title: 'Resource Hub' }),
      children: [
        { index: true, element: <Navigate to="marketplace" replace /> },
        {
          path: 'marketplace',
          lazy: lazyPage(() => import('./marketplace-tab-page.tsx'), 'MarketplaceTabPage'),
        },
        {
          path: 'quest',
          lazy: lazyPage(() => import('#features/quests/pages/quest-tab-page.tsx'), 'QuestTabPage'),
        },
        {
          path: 'invite',
          lazy: lazyPage(() => import('./invite-tab-page.tsx'), 'InviteTabPage'),
        },
      ],
    },
  ],
};
