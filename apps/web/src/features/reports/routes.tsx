import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

export const reportsRoutes: FeatureRoutes = {
  player: [
    {
      path: 'report-bug',
      lazy: lazyPage(() => import('./pages/report-bug-page.tsx'), 'ReportBugPage'),
      handle: handle({ title: 'Report / Suggest' }),
    },
  ],
  admin: [
    {
      path: 'reports',
      lazy: lazyPage(() => import('./pages/manage-reports-page.tsx'), 'ManageReportsPage'),
      handle: handle({ title: 'Reports' }),
    },
  ],
};
