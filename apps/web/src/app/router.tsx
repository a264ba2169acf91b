import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { adminManagedSections } from '../shared/paths.ts';
import { PageLoader } from './layouts/page-loader.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { referralLoader } from './referral-route.ts';
import type { RouteHandle } from './route-handle.ts';

/* Every screen is loaded on first visit (docs/spec-notes.md §2's route table). */
const guestLayout = () =>
  import('./layouts/guest-layout.tsx').then((m) => ({ Component: m.GuestLayout }));
const playerLayout = () =>
  import('./layouts/player-layout.tsx').then((m) => ({ Component: m.PlayerLayout }));
const adminLayout = () =>
  import('./layouts/admin-layout.tsx').then((m) => ({ Component: m.AdminLayout }));

const landingPage = () =>
  import('../features/pages/landing/landing-page.tsx').then((m) => ({ Component: m.LandingPage }));
const loginPage = () =>
  import('../features/accounts/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage }));
const signupPage = () =>
  import('../features/accounts/pages/signup-page.tsx').then((m) => ({ Component: m.SignupPage }));
const verifyAccountPage = () =>
  import('../features/accounts/pages/verify-account-page.tsx').then((m) => ({
    Component: m.VerifyAccountPage,
  }));
const forgotPasswordPage = () =>
  import('../features/accounts/pages/forgot-password-page.tsx').then((m) => ({
    Component: m.ForgotPasswordPage,
  }));
const resetPasswordPage = () =>
  import('../features/accounts/pages/reset-password-page.tsx').then((m) => ({
    Component: m.ResetPasswordPage,
  }));
const googleCallbackPage = () =>
  import('../features/accounts/pages/google-callback-page.tsx').then((m) => ({
    Component: m.GoogleCallbackPage,
  }));
const profilePage = () =>
  import('../features/accounts/pages/profile-page.tsx').then((m) => ({ Component: m.ProfilePage }));
const changePasswordPage = () =>
  import('../features/accounts/pages/change-password-page.tsx').then((m) => ({
    Component: m.ChangePasswordPage,
  }));
const myTreePage = () =>
  import('./pages/my-tree/my-tree-page.tsx').then((m) => ({ Component: m.MyTreePage }));
const inventoryPage = () =>
  import('./pages/inventory/inventory-page.tsx').then((m) => ({ Component: m.InventoryPage }));
const seedlingsTabPage = () =>
  import('./pages/inventory/seedlings-tab-page.tsx').then((m) => ({
    Component: m.SeedlingsTabPage,
  }));
const plantedTreesTabPage = () =>
  import('./pages/inventory/planted-trees-tab-page.tsx').then((m) => ({
    Component: m.PlantedTreesTabPage,
  }));
const resourcesTabPage = () =>
  import('./pages/inventory/resources-tab-page.tsx').then((m) => ({
    Component: m.ResourcesTabPage,
  }));
const manageTreeListPage = () =>
  import('../features/trees/pages/manage-tree-list-page.tsx').then((m) => ({
    Component: m.ManageTreeListPage,
  }));
const manageTreeFormPage = () =>
  import('../features/trees/pages/manage-tree-form-page.tsx').then((m) => ({
    Component: m.ManageTreeFormPage,
  }));
const playerProfilePage = () =>
  import('./pages/player-profile-page.tsx').then((m) => ({ Component: m.PlayerProfilePage }));
const resourceHubPage = () =>
  import('./pages/resource-hub/resource-hub-page.tsx').then((m) => ({
    Component: m.ResourceHubPage,
  }));
const marketplaceTabPage = () =>
  import('./pages/resource-hub/marketplace-tab-page.tsx').then((m) => ({
    Component: m.MarketplaceTabPage,
  }));
const questTabPage = () =>
  import('../features/quests/pages/quest-tab-page.tsx').then((m) => ({
    Component: m.QuestTabPage,
  }));
const manageMarketplaceListPage = () =>
  import('../features/marketplace/pages/manage-marketplace-list-page.tsx').then((m) => ({
    Component: m.ManageMarketplaceListPage,
  }));
const manageMarketplaceFormPage = () =>
  import('../features/marketplace/pages/manage-marketplace-form-page.tsx').then((m) => ({
    Component: m.ManageMarketplaceFormPage,
  }));
const leaderboardPage = () =>
  import('../features/leaderboard/pages/leaderboard-page.tsx').then((m) => ({
    Component: m.LeaderboardPage,
  }));
const previousSeasonPage = () =>
  import('../features/leaderboard/pages/previous-season-page.tsx').then((m) => ({
    Component: m.PreviousSeasonPage,
  }));
const eligibilityPage = () =>
  import('../features/eligibility/pages/eligibility-page.tsx').then((m) => ({
    Component: m.EligibilityPage,
  }));
const mapPage = () =>
  import('../features/locations/pages/map-page.tsx').then((m) => ({ Component: m.MapPage }));
const manageLocationListPage = () =>
  import('../features/locations/pages/manage-location-list-page.tsx').then((m) => ({
    Component: m.ManageLocationListPage,
  }));
const manageLocationFormPage = () =>
  import('../features/locations/pages/manage-location-form-page.tsx').then((m) => ({
    Component: m.ManageLocationFormPage,
  }));
const manageSeasonPage = () =>
  import('../features/seasons/pages/manage-season-page.tsx').then((m) => ({
    Component: m.ManageSeasonPage,
  }));
const dashboardPage = () =>
  import('../features/dashboard/pages/dashboard-page.tsx').then((m) => ({
    Component: m.DashboardPage,
  }));
const newsPage = () =>
  import('../features/posts/pages/news-page.tsx').then((m) => ({ Component: m.NewsPage }));
const managePostListPage = () =>
  import('../features/posts/pages/manage-post-list-page.tsx').then((m) => ({
    Component: m.ManagePostListPage,
  }));
const managePostFormPage = () =>
  import('../features/posts/pages/manage-post-form-page.tsx').then((m) => ({
    Component: m.ManagePostFormPage,
  }));
const manageTriviaListPage = () =>
  import('../features/trivia/pages/manage-trivia-list-page.tsx').then((m) => ({
    Component: m.ManageTriviaListPage,
  }));
const manageTriviaFormPage = () =>
  import('../features/trivia/pages/manage-trivia-form-page.tsx').then((m) => ({
    Component: m.ManageTriviaFormPage,
  }));
const reportBugPage = () =>
  import('../features/reports/pages/report-bug-page.tsx').then((m) => ({
    Component: m.ReportBugPage,
  }));
const manageReportsPage = () =>
  import('../features/reports/pages/manage-reports-page.tsx').then((m) => ({
    Component: m.ManageReportsPage,
  }));
const guestSupportUsPage = () =>
  import('../features/support/pages/support-us-page.tsx').then((m) => ({
    Component: m.GuestSupportUsPage,
  }));
const playerSupportUsPage = () =>
  import('../features/support/pages/support-us-page.tsx').then((m) => ({
    Component: m.PlayerSupportUsPage,
  }));
const manageSupportPage = () =>
  import('../features/support/pages/manage-support-page.tsx').then((m) => ({
    Component: m.ManageSupportPage,
  }));
const privacyPolicyPage = () =>
  import('../features/pages/legal/privacy-policy-page.tsx').then((m) => ({
    Component: m.PrivacyPolicyPage,
  }));
const termsOfUsePage = () =>
  import('../features/pages/legal/terms-of-use-page.tsx').then((m) => ({
    Component: m.TermsOfUsePage,
  }));
const howToPlayPage = () =>
  import('../features/pages/how-to-play/how-to-play-page.tsx').then((m) => ({
    Component: m.HowToPlayPage,
  }));
const notFound = () =>
  import('./pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage }));
const notFoundInLayout = () =>
  import('./pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundContent }));

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
    HydrateFallback: PageLoader,
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
              noOverflow: true,
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
            handle: handle({ title: 'Previous Activities', noOverflow: true, fullWidth: true }),
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
