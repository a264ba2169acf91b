import {
  lazyPage,
  manageSectionRoute,
  type FeatureRoutes,
} from '#shared/routing/feature-routes.ts';

export const marketplaceRoutes: FeatureRoutes = {
  admin: [
    manageSectionRoute('manage-marketplace', {
      list: lazyPage(
        () => import('./pages/manage-marketplace-list-page.tsx'),
        'ManageMarketplaceListPage',
      ),
      form: lazyPage(
        () => import('./pages/manage-marketplace-form-page.tsx'),
        'ManageMarketplaceFormPage',
      ),
    }),
  ],
};
