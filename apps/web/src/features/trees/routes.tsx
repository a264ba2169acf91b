import {
  lazyPage,
  manageSectionRoute,
  type FeatureRoutes,
} from '#shared/routing/feature-routes.ts';

export const treesRoutes: FeatureRoutes = {
  admin: [
    manageSectionRoute('manage-tree', {
      list: lazyPage(() => import('./pages/manage-tree-list-page.tsx'), 'ManageTreeListPage'),
      form: lazyPage(() => import('./pages/manage-tree-form-page.tsx'), 'ManageTreeFormPage'),
    }),
  ],
};
