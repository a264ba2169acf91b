/** Every API path, built in one place so the web client and the tests cannot drift. */
const enc = encodeURIComponent;

export const apiPaths = {
  health: '/api/health',
  signup: '/api/public/user/signup',
  login: '/api/public/user/login',
  verifyEmail: (email: string, code: string) =>
    `/api/public/user/verify-email/${enc(email)}/${enc(code)}`,
  requestVerification: (email: string) => `/api/public/user/request-verification/${enc(email)}`,
  checkIfVerified: (userId: string) => `/api/public/user/check-if-verified/${enc(userId)}`,
  googleStatus: '/api/public/user/google/status',
  googleStart: '/api/public/user/google',
  googleCallback: '/api/public/user/google/callback',
  googleExchange: '/api/public/user/google/exchange',
  user: (userId: string) => `/api/secure/user/${enc(userId)}`,
  updatePassword: (userId: string) => `/api/secure/user/${enc(userId)}/update-password`,
} as const;
