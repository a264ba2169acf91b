import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

export const eventsRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'manage-event',
      handle: handle({ title: 'Manage Events' }),
      children: [
        {
          path: 'list',
          lazy: lazyPage(() => import('./pages/manage-event-list-page.tsx'), 'ManageEventListPage'),
        },
        {
          path: ':id/attendees',
          lazy: lazyPage(() => import('./pages/event-attendees-page.tsx'), 'EventAttendeesPage'),
          handle: handle({ title: 'Event Attendees' }),
        },
        {
          path: ':id/check-in',
          lazy: lazyPage(() => import('./pages/event-check-in-page.tsx'), 'EventCheckInPage'),
          handle: handle({ title: 'Check-in' }),
        },
        {
          path: ':id?',
          lazy: lazyPage(() => import('./pages/manage-event-form-page.tsx'), 'ManageEventFormPage'),
        },
      ],
    },
  ],
};
