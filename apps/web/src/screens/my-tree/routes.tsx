import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

export const myTreeRoutes: FeatureRoutes = {
  player: [
    {
      path: 'my-tree',
      lazy: lazyPage(() => import('./my-tree-page.tsx'), 'MyTreePage'),
      handle: handle({ title: 'My Tree', fullWidth: true, hideBack: true, hideCoins: true }),
    },
  ],
};
