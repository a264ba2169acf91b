import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

export const eventEligibilityRoutes: FeatureRoutes = {
  player: [
    {
      path: 'eligibility-checker',
      lazy: lazyPage(() => import('./event-eligibility-page.tsx'), 'EventEligibilityPage'),
      handle: handle({ title: 'Event Eligibility' }),
    },
  ],
};
