import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

const title = handle({ title: 'Support Us' });

export const supportRoutes: FeatureRoutes = {
  guest: [
    {
      path: 'support-us',
      lazy: lazyPage(() => import('./pages/support-us-page.tsx'), 'GuestSupportUsPage'),
      handle: title,
    },
  ],
  player: [
    {
      path: 'support-us',
      lazy: lazyPage(() => import('./pages/support-us-page.tsx'), 'PlayerSupportUsPage'),
      handle: title,
    },
  ],
  admin: [
    {
      path: 'support-us',
      lazy: lazyPage(() => import('./pages/manage-support-page.tsx'), 'ManageSupportPage'),
      handle: title,
    },
  ],
};
