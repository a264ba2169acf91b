import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

export const auditRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'audit',
      lazy: lazyPage(() => import('./pages/audit-page.tsx'), 'AuditPage'),
      handle: handle({ title: 'Audit log' }),
    },
  ],
};
