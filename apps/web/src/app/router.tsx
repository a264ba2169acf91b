import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { adminManagedSections } from '../shared/paths.ts';
import { PageLoader } from './layouts/page-loader.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { referralLoader } from './referral-route.ts';
import type { RouteHandle } from './route-handle.ts';

/* Every screen is loaded on first visit (spec §2's route table). */
const guestLayout = () =>
  import('./layouts/guest-layout.tsx').then((m) => ({ Component: m.GuestLayout }));
const playerLayout = () =>
  import('./layouts/player-layout.tsx').then((m) => ({ Component: m.PlayerLayout }));
const adminLayout = () =>
  import('./layouts/admin-layout.tsx').then((m) => ({ Component: m.AdminLayout }));

const landingPage = () =>
  import('../features/accounts/pages/landing-page.tsx').then((m) => ({ Component: m.LandingPage }));
const loginPage = () =>
  import('../features/accounts/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage }));
const signupPage = () =>
  import('../features/accounts/pages/signup-page.tsx').then((m) => ({ Component: m.SignupPage }));
const verifyAccountPage = () =>
  import('../features/accounts/pages/verify-account-page.tsx').then((m) => ({
    Component: m.VerifyAccountPage,
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
  import('../features/planted-trees/pages/my-tree-page.tsx').then((m) => ({
    Component: m.MyTreePage,
  }));
const inventoryPage = () =>
  import('../features/inventory/pages/inventory-page.tsx').then((m) => ({
    Component: m.InventoryPage,
  }));
const seedlingsTabPage = () =>
  import('../features/inventory/pages/seedlings-tab-page.tsx').then((m) => ({
    Component: m.SeedlingsTabPage,
  }));
const plantedTreesTabPage = () =>
  import('../features/inventory/pages/planted-trees-tab-page.tsx').then((m) => ({
    Component: m.PlantedTreesTabPage,
  }));
const resourcesTabPage = () =>
  import('../features/inventory/pages/resources-tab-page.tsx').then((m) => ({
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
const notYetAvailable = () =>
  import('./pages/not-yet-available-page.tsx').then((m) => ({
    Component: m.NotYetAvailablePage,
  }));
const notFound = () =>
  import('./pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage }));
const notFoundInLayout = () =>
  import('./pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundContent }));

const handle = (value: RouteHandle): RouteHandle => value;

/** A screen whose feature is not built yet. */
const comingSoon = (path: string, title: string, extra: Partial<RouteObject> = {}): RouteObject =>
  ({ path, lazy: notYetAvailable, handle: handle({ title }), ...extra }) as RouteObject;

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
          comingSoon('support-us', 'Support Us'),
          comingSoon('privacy-policy', 'Privacy Policy'),
          comingSoon('terms-of-use', 'Terms of Use'),
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
        ],
      },
      {
        path: '/app',
        lazy: playerLayout,
        children: [
          { index: true, element: <Navigate to="my-tree" replace /> },
          { path: 'profile', lazy: profilePage, handle: handle({ title: 'Profile' }) },
          {
            path: 'change-password',
            lazy: changePasswordPage,
            handle: handle({ title: 'Change Password' }),
          },
          {
            path: 'my-tree',
            lazy: myTreePage,
            handle: handle({ title: 'My Tree', fullWidth: true, hideBack: true, noOverflow: true }),
          },
          comingSoon('resource-hub', 'Resource Hub', {
            children: [
              { path: 'marketplace', handle: handle({ title: 'Marketplace' }) },
              { path: 'quest', handle: handle({ title: 'Quests' }) },
            ],
          }),
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
          comingSoon('news-and-updates', 'News and Updates'),
          comingSoon('map', 'Previous Activities', {
            handle: handle({ title: 'Previous Activities', noOverflow: true }),
          }),
          comingSoon('leaderboard', 'Leaderboard'),
          comingSoon('leaderboard/previous-season', 'Previous Season'),
          comingSoon('support-us', 'Support Us'),
          comingSoon('report-bug', 'Report / Suggest'),
          comingSoon('eligibility-checker', 'Event Eligibility'),
          comingSoon('how-to-play', 'How to Play'),
          { path: '*', lazy: notFoundInLayout, handle: handle({ title: 'Not found' }) },
        ],
      },
      {
        path: '/admin',
        lazy: adminLayout,
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          comingSoon('dashboard', 'Dashboard'),
          { path: 'profile', lazy: profilePage, handle: handle({ title: 'Profile' }) },
          {
            path: 'change-password',
            lazy: changePasswordPage,
            handle: handle({ title: 'Change Password' }),
          },
          ...adminManagedSections.map(({ path, title }): RouteObject => {
            if (path === 'manage-tree') {
              return {
                path,
                handle: handle({ title }),
                children: [
                  { path: 'list', lazy: manageTreeListPage },
                  { path: ':id?', lazy: manageTreeFormPage },
                ],
              };
            }
            return comingSoon(path, title, {
              children: [
                { path: 'list', handle: handle({ title }) },
                { path: ':id?', handle: handle({ title }) },
              ],
            });
          }),
          comingSoon('manage-season', 'Manage Seasons'),
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
