import {
  handle,
  lazyPage,
  manageSectionRoute,
  type FeatureRoutes,
} from '#shared/routing/feature-routes.ts';

export const postsRoutes: FeatureRoutes = {
  player: [
    {
      path: 'news-and-updates',
      lazy: lazyPage(() => import('./pages/news-page.tsx'), 'NewsPage'),
      handle: handle({ title: 'News and Updates' }),
    },
  ],
  admin: [
    manageSectionRoute('manage-post', {
      list: lazyPage(() => import('./pages/manage-post-list-page.tsx'), 'ManagePostListPage'),
      form: lazyPage(() => import('./pages/manage-post-form-page.tsx'), 'ManagePostFormPage'),
    }),
  ],
};
