import {
  lazyPage,
  manageSectionRoute,
  type FeatureRoutes,
} from '#shared/routing/feature-routes.ts';

export const locationsRoutes: FeatureRoutes = {
  admin: [
    manageSectionRoute('manage-location', {
      list: lazyPage(
        () => import('./pages/manage-location-list-page.tsx'),
        'ManageLocationListPage',
      ),
      form: lazyPage(
        () => import('./pages/manage-location-form-page.tsx'),
        'ManageLocationFormPage',
      ),
    }),
  ],
};
