import type { RouteObject } from 'react-router';
import { handle, lazyPage, type FeatureRoutes } from '#shared/routing/feature-routes.ts';

const changePassword: RouteObject = {
  path: 'change-password',
  lazy: lazyPage(() => import('./pages/change-password-page.tsx'), 'ChangePasswordPage'),
  handle: handle({ title: 'Change Password' }),
};

/** The player's profile composes other features: it is the player-profile screen. */
export const accountsRoutes: FeatureRoutes = {
  guest: [
    {
      path: 'login',
      lazy: lazyPage(() => import('./pages/login-page.tsx'), 'LoginPage'),
      handle: handle({ title: 'Log in' }),
    },
    {
      path: 'signup',
      lazy: lazyPage(() => import('./pages/signup-page.tsx'), 'SignupPage'),
      handle: handle({ title: 'Sign up' }),
    },
    {
      path: 'google-callback/:token?',
      lazy: lazyPage(() => import('./pages/google-callback-page.tsx'), 'GoogleCallbackPage'),
      handle: handle({ title: 'Signing in' }),
    },
    {
      path: 'verify-account/:email?/:code?',
      lazy: lazyPage(() => import('./pages/verify-account-page.tsx'), 'VerifyAccountPage'),
      handle: handle({ title: 'Verify your account' }),
    },
    {
      path: 'forgot-password',
      lazy: lazyPage(() => import('./pages/forgot-password-page.tsx'), 'ForgotPasswordPage'),
      handle: handle({ title: 'Forgot password' }),
    },
    {
      path: 'reset-password/:email?/:code?',
      lazy: lazyPage(() => import('./pages/reset-password-page.tsx'), 'ResetPasswordPage'),
      handle: handle({ title: 'Choose a new password' }),
    },
  ],
  player: [changePassword],
  admin: [
    {
      path: 'profile',
      lazy: lazyPage(() => import('./pages/profile-page.tsx'), 'ProfilePage'),
      handle: handle({ title: 'Profile' }),
    },
    changePassword,
  ],
};
