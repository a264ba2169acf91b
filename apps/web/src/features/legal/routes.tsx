import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

export const legalRoutes: FeatureRoutes = {
  guest: [
    {
      path: 'privacy-policy',
      lazy: lazyPage(() => import('./pages/privacy-policy-page.tsx'), 'PrivacyPolicyPage'),
      handle: handle({ title: 'Privacy Policy', fullWidth: true }),
    },
    {
      path: 'terms-of-use',
      lazy: lazyPage(() => import('./pages/terms-of-use-page.tsx'), 'TermsOfUsePage'),
      handle: handle({ title: 'Terms of Use', fullWidth: true }),
    },
  ],
};
