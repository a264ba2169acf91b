import {
  lazyPage,
  manageSectionRoute,
  type FeatureRoutes,
} from '#shared/routing/feature-routes.ts';

export const triviaRoutes: FeatureRoutes = {
  admin: [
    manageSectionRoute('manage-trivia', {
      list: lazyPage(() => import('./pages/manage-trivia-list-page.tsx'), 'ManageTriviaListPage'),
      form: lazyPage(() => import('./pages/manage-trivia-form-page.tsx'), 'ManageTriviaFormPage'),
    }),
  ],
};
