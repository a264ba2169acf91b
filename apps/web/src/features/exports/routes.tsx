import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

export const exportsRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'exports',
      lazy: lazyPage(() => import('./pages/exports-page.tsx'), 'ExportsPage'),
      handle: handle({ title: 'Exports' }),
    },
  ],
};
