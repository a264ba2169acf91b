import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

export const remindersRoutes: FeatureRoutes = {
  guest: [
    {
      path: 'unsubscribe',
      lazy: lazyPage(() => import('./pages/unsubscribe-page.tsx'), 'UnsubscribePage'),
      handle: handle({ title: 'E-mail reminders' }),
    },
  ],
};
