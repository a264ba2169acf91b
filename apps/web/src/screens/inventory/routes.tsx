import { Navigate } from 'react-router';
import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

export const inventoryRoutes: FeatureRoutes = {
  player: [
    {
      path: 'inventory',
      lazy: lazyPage(() => import('./inventory-page.tsx'), 'InventoryPage'),
      handle: handle({ title: 'Inventory' }),
      children: [
        { index: true, element: <Navigate to="seedlings" replace /> },
        {
          path: 'seedlings',
          lazy: lazyPage(() => import('./seedlings-tab-page.tsx'), 'SeedlingsTabPage'),
        },
        {
          path: 'planted-trees',
          lazy: lazyPage(() => import('./planted-trees-tab-page.tsx'), 'PlantedTreesTabPage'),
        },
        {
          path: 'resources',
          lazy: lazyPage(() => import('./resources-tab-page.tsx'), 'ResourcesTabPage'),
        },
      ],
    },
  ],
};
