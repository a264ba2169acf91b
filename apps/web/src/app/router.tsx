import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { whenGameTimeZoneKnown } from '../shared/game-config.ts';
import { adminManagedSections } from '../shared/paths.ts';
import { FirstScreenSkeleton } from './layouts/first-screen-skeleton.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { referralLoader } from './referral-route.ts';
import type { RouteHandle } from './route-handle.ts';

/**
 * A route's screen, loaded on first visit: the module's named component as the route's
 * `Component` (docs/spec-notes.md §2's route table). Each call keeps its own `import()`, so
 * every screen stays a chunk of its own.
 */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return () => load().then((module) => ({ Component: module[name] as ComponentType }));
}

const guestLayout = lazyPage(() => import('./layouts/guest-layout.tsx'), 'GuestLayout');
const playerLayout = lazyPage(() => import('./layouts/player-layout.tsx'), 'PlayerLayout');
const adminLayout = lazyPage(() => import('./layouts/admin-layout.tsx'), 'AdminLayout');

const landingPage = lazyPage(
  () => import('../features/pages/landing/landing-page.tsx'),
  'LandingPage',
);
const loginPage = lazyPage(() => import('../features/accounts/pages/login-page.tsx'), 'LoginPage');
const signupPage = lazyPage(
  () => import('../features/accounts/pages/signup-page.tsx'),
  'SignupPage',
);
const verifyAccountPage = lazyPage(
  () => import('../features/accounts/pages/verify-account-page.tsx'),
  'VerifyAccountPage',
);
const forgotPasswordPage = lazyPage(
  () => import('../features/accounts/pages/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const resetPasswordPage = lazyPage(
  () => import('../features/accounts/pages/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const googleCallbackPage = lazyPage(
  () => import('../features/accounts/pages/google-callback-page.tsx'),
  'GoogleCallbackPage',
);
const profilePage = lazyPage(
  () => import('../features/accounts/pages/profile-page.tsx'),
  'ProfilePage',
);
const changePasswordPage = lazyPage(
  () => import('../features/accounts/pages/change-password-page.tsx'),
  'ChangePasswordPage',
);
const myTreePage = lazyPage(() => import('./pages/my-tree/my-tree-page.tsx'), 'MyTreePage');
const inventoryPage = lazyPage(
  () => import('./pages/inventory/inventory-page.tsx'),
  'InventoryPage',
);
const seedlingsTabPage = lazyPage(
  () => import('./pages/inventory/seedlings-tab-page.tsx'),
  'SeedlingsTabPage',
);
const plantedTreesTabPage = lazyPage(
  () => import('./pages/inventory/planted-trees-tab-page.tsx'),
  'PlantedTreesTabPage',
);
const resourcesTabPage = lazyPage(
  () => import('./pages/inventory/resources-tab-page.tsx'),
  'ResourcesTabPage',
);
const manageTreeListPage = lazyPage(
  () => import('../features/trees/pages/manage-tree-list-page.tsx'),
  'ManageTreeListPage',
);
const manageTreeFormPage = lazyPage(
  () => import('../features/trees/pages/manage-tree-form-page.tsx'),
  'ManageTreeFormPage',
);
const playerProfilePage = lazyPage(
  () => import('./pages/player-profile-page.tsx'),
  'PlayerProfilePage',
);
const resourceHubPage = lazyPage(
  () => import('./pages/resource-hub/resource-hub-page.tsx'),
  'ResourceHubPage',
);
const marketplaceTabPage = lazyPage(
  () => import('./pages/resource-hub/marketplace-tab-page.tsx'),
  'MarketplaceTabPage',
);
const questTabPage = lazyPage(
  () => import('../features/quests/pages/quest-tab-page.tsx'),
  'QuestTabPage',
);
const inviteTabPage = lazyPage(
  () => import('./pages/resource-hub/invite-tab-page.tsx'),
  'InviteTabPage',
);
const manageMarketplaceListPage = lazyPage(
  () => import('../features/marketplace/pages/manage-marketplace-list-page.tsx'),
  'ManageMarketplaceListPage',
);
const manageMarketplaceFormPage = lazyPage(
  () => import('../features/marketplace/pages/manage-marketplace-form-page.tsx'),
  'ManageMarketplaceFormPage',
);
const leaderboardPage = lazyPage(
  () => import('../features/leaderboard/pages/leaderboard-page.tsx'),
  'LeaderboardPage',
);
const previousSeasonPage = lazyPage(
  () => import('../features/leaderboard/pages/previous-season-page.tsx'),
  'PreviousSeasonPage',
);
const eligibilityPage = lazyPage(
  () => import('./pages/event-eligibility-page.tsx'),
  'EventEligibilityPage',
);
const mapPage = lazyPage(() => import('./pages/map-page.tsx'), 'MapPage');
const manageLocationListPage = lazyPage(
  () => import('../features/locations/pages/manage-location-list-page.tsx'),
  'ManageLocationListPage',
);
const manageLocationFormPage = lazyPage(
  () => import('../features/locations/pages/manage-location-form-page.tsx'),
  'ManageLocationFormPage',
);
const manageEventListPage = lazyPage(
  () => import('../features/events/pages/manage-event-list-page.tsx'),
  'ManageEventListPage',
);
const manageEventFormPage = lazyPage(
  () => import('../features/events/pages/manage-event-form-page.tsx'),
  'ManageEventFormPage',
);
const eventAttendeesPage = lazyPage(
  () => import('../features/events/pages/event-attendees-page.tsx'),
  'EventAttendeesPage',
);
const eventCheckInPage = lazyPage(
  () => import('../features/events/pages/event-check-in-page.tsx'),
  'EventCheckInPage',
);
const manageSeasonPage = lazyPage(
  () => import('../features/seasons/pages/manage-season-page.tsx'),
  'ManageSeasonPage',
);
const dashboardPage = lazyPage(
  () => import('../features/dashboard/pages/dashboard-page.tsx'),
  'DashboardPage',
);
const newsPage = lazyPage(() => import('../features/posts/pages/news-page.tsx'), 'NewsPage');
const managePostListPage = lazyPage(
  () => import('../features/posts/pages/manage-post-list-page.tsx'),
  'ManagePostListPage',
);
const managePostFormPage = lazyPage(
  () => import('../features/posts/pages/manage-post-form-page.tsx'),
  'ManagePostFormPage',
);
const manageTriviaListPage = lazyPage(
  () => import('../features/trivia/pages/manage-trivia-list-page.tsx'),
  'ManageTriviaListPage',
);
const manageTriviaFormPage = lazyPage(
  () => import('../features/trivia/pages/manage-trivia-form-page.tsx'),
  'ManageTriviaFormPage',
);
const reportBugPage = lazyPage(
  () => import('../features/reports/pages/report-bug-page.tsx'),
  'ReportBugPage',
);
const manageReportsPage = lazyPage(
  () => import('../features/reports/pages/manage-reports-page.tsx'),
  'ManageReportsPage',
);
const guestSupportUsPage = lazyPage(
  () => import('../features/support/pages/support-us-page.tsx'),
  'GuestSupportUsPage',
);
const playerSupportUsPage = lazyPage(
  () => import('../features/support/pages/support-us-page.tsx'),
  'PlayerSupportUsPage',
);
const manageSupportPage = lazyPage(
  () => import('../features/support/pages/manage-support-page.tsx'),
  'ManageSupportPage',
);
const privacyPolicyPage = lazyPage(
  () => import('../features/pages/legal/privacy-policy-page.tsx'),
  'PrivacyPolicyPage',
);
const termsOfUsePage = lazyPage(
  () => import('../features/pages/legal/terms-of-use-page.tsx'),
  'TermsOfUsePage',
);
const unsubscribePage = lazyPage(
  () => import('../features/reminders/pages/unsubscribe-page.tsx'),
  'UnsubscribePage',
);
const howToPlayPage = lazyPage(
  () => import('../features/pages/how-to-play/how-to-play-page.tsx'),
  'HowToPlayPage',
);
const notFound = lazyPage(() => import('./pages/not-found-page.tsx'), 'NotFoundPage');
const notFoundInLayout = lazyPage(() => import('./pages/not-found-page.tsx'), 'NotFoundContent');

const handle = (value: RouteHandle): RouteHandle => value;

/** The list and form pages of each admin manage section. */
const managePages = {
  'manage-post': { list: managePostListPage, form: managePostFormPage },
  'manage-trivia': { list: manageTriviaListPage, form: manageTriviaFormPage },
  'manage-tree': { list: manageTreeListPage, form: manageTreeFormPage },
  'manage-location': { list: manageLocationListPage, form: manageLocationFormPage },
  'manage-marketplace': { list: manageMarketplaceListPage, form: manageMarketplaceFormPage },
} as const;

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    // Game dates are read in the server's time zone: the first screen waits for it, loaded
    // beside the screen's code (main.tsx), and never again.
    loader: async () => {
      await whenGameTimeZoneKnown();
      return null;
    },
    shouldRevalidate: () => false,
    HydrateFallback: FirstScreenSkeleton,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        path: '/',
        lazy: guestLayout,
        children: [
          { index: true, lazy: landingPage, handle: handle({ fullWidth: true }) },
          {
            path: ':referralCode',
            loader: referralLoader,
            element: <Navigate to="/" replace />,
          },
          { path: 'login', lazy: loginPage, handle: handle({ title: 'Log in' }) },
          { path: 'signup', lazy: signupPage, handle: handle({ title: 'Sign up' }) },
          { path: 'support-us', lazy: guestSupportUsPage, handle: handle({ title: 'Support Us' }) },
          {
            path: 'privacy-policy',
            lazy: privacyPolicyPage,
            handle: handle({ title: 'Privacy Policy', fullWidth: true }),
          },
          {
            path: 'terms-of-use',
            lazy: termsOfUsePage,
            handle: handle({ title: 'Terms of Use', fullWidth: true }),
          },
          {
            path: 'google-callback/:token?',
            lazy: googleCallbackPage,
            handle: handle({ title: 'Signing in' }),
          },
          {
            path: 'verify-account/:email?/:code?',
            lazy: verifyAccountPage,
            handle: handle({ title: 'Verify your account' }),
          },
          {
            path: 'unsubscribe',
            lazy: unsubscribePage,
            handle: handle({ title: 'E-mail reminders' }),
          },
          {
            path: 'forgot-password',
            lazy: forgotPasswordPage,
            handle: handle({ title: 'Forgot password' }),
          },
          {
            path: 'reset-password/:email?/:code?',
            lazy: resetPasswordPage,
            handle: handle({ title: 'Choose a new password' }),
          },
        ],
      },
      {
        path: '/app',
        lazy: playerLayout,
        children: [
          { index: true, element: <Navigate to="my-tree" replace /> },
          { path: 'profile', lazy: playerProfilePage, handle: handle({ title: 'Profile' }) },
          {
            path: 'change-password',
            lazy: changePasswordPage,
            handle: handle({ title: 'Change Password' }),
          },
          {
            path: 'my-tree',
            lazy: myTreePage,
            handle: handle({
              title: 'My Tree',
              fullWidth: true,
              hideBack: true,
              hideCoins: true,
            }),
          },
          {
            path: 'resource-hub',
            lazy: resourceHubPage,
            handle: handle({ title: 'Resource Hub' }),
            children: [
              { index: true, element: <Navigate to="marketplace" replace /> },
              { path: 'marketplace', lazy: marketplaceTabPage },
              { path: 'quest', lazy: questTabPage },
              { path: 'invite', lazy: inviteTabPage },
            ],
          },
          {
            path: 'inventory',
            lazy: inventoryPage,
            handle: handle({ title: 'Inventory' }),
            children: [
              { index: true, element: <Navigate to="seedlings" replace /> },
              { path: 'seedlings', lazy: seedlingsTabPage },
              { path: 'planted-trees', lazy: plantedTreesTabPage },
              { path: 'resources', lazy: resourcesTabPage },
            ],
          },
          {
            path: 'news-and-updates',
            lazy: newsPage,
            handle: handle({ title: 'News and Updates' }),
          },
          {
            path: 'map',
            lazy: mapPage,
            handle: handle({ title: 'Previous Activities', fullWidth: true }),
          },
          { path: 'leaderboard', lazy: leaderboardPage, handle: handle({ title: 'Leaderboard' }) },
          {
            path: 'leaderboard/previous-season',
            lazy: previousSeasonPage,
            handle: handle({ title: 'Previous Season' }),
          },
          {
            path: 'support-us',
            lazy: playerSupportUsPage,
            handle: handle({ title: 'Support Us' }),
          },
          {
            path: 'report-bug',
            lazy: reportBugPage,
            handle: handle({ title: 'Report / Suggest' }),
          },
          {
            path: 'eligibility-checker',
            lazy: eligibilityPage,
            handle: handle({ title: 'Event Eligibility' }),
          },
          { path: 'how-to-play', lazy: howToPlayPage, handle: handle({ title: 'How to Play' }) },
          { path: '*', lazy: notFoundInLayout, handle: handle({ title: 'Not found' }) },
        ],
      },
      {
        path: '/admin',
        lazy: adminLayout,
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: dashboardPage,
            handle: handle({ title: 'Dashboard', fullWidth: true }),
          },
          { path: 'profile', lazy: profilePage, handle: handle({ title: 'Profile' }) },
          {
            path: 'change-password',
            lazy: changePasswordPage,
            handle: handle({ title: 'Change Password' }),
          },
          ...adminManagedSections.map(({ path, title }): RouteObject => ({
            path,
            handle: handle({ title }),
            children: [
              { path: 'list', lazy: managePages[path].list },
              { path: ':id?', lazy: managePages[path].form },
            ],
          })),
          {
            path: 'manage-event',
            handle: handle({ title: 'Manage Events' }),
            children: [
              { path: 'list', lazy: manageEventListPage },
              {
                path: ':id/attendees',
                lazy: eventAttendeesPage,
                handle: handle({ title: 'Event Attendees' }),
              },
              {
                path: ':id/check-in',
                lazy: eventCheckInPage,
                handle: handle({ title: 'Check-in' }),
              },
              { path: ':id?', lazy: manageEventFormPage },
            ],
          },
          {
            path: 'manage-season',
            lazy: manageSeasonPage,
            handle: handle({ title: 'Manage Seasons' }),
          },
          {
            path: 'reports',
            lazy: manageReportsPage,
            handle: handle({ title: 'Reports' }),
          },
          {
            path: 'support-us',
            lazy: manageSupportPage,
            handle: handle({ title: 'Support Us' }),
          },
          { path: '*', lazy: notFoundInLayout, handle: handle({ title: 'Not found' }) },
        ],
      },
      { path: '*', lazy: notFound },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
