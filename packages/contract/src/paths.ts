/**
 * Every API route, written once. The server registers these patterns as they are (Fastify
 * reads `:name` as a path parameter); the web client and the tests build concrete addresses
 * from the same patterns with `pathTo`, so the three can never drift apart.
 */
export const apiRoutes = {
  health: '/api/health',
  /** An orchestrator's probes: live (the process answers), ready (what it needs answers). */
  healthProbes: { live: '/api/health/live', ready: '/api/health/ready' },
  gameConfig: '/api/public/game-config',
  files: { one: '/api/files/:sha256' },
  accounts: {
    signup: '/api/public/user/signup',
    login: '/api/public/user/login',
    verifyEmail: '/api/public/user/verify-email/:email/:code',
    requestVerification: '/api/public/user/request-verification/:email',
    checkIfVerified: '/api/public/user/check-if-verified/:userId',
    googleStatus: '/api/public/user/google/status',
    googleStart: '/api/public/user/google',
    googleCallback: '/api/public/user/google/callback',
    googleExchange: '/api/public/user/google/exchange',
    user: '/api/secure/user/:userId',
    updatePassword: '/api/secure/user/:userId/update-password',
    forgotPassword: '/api/public/user/forgot-password',
    resetPassword: '/api/public/user/reset-password',
    resetPasswordByLink: '/api/public/user/reset-password-link',
    logoutAll: '/api/secure/user/:userId/logout-all',
    /** The birth year, asked once of an account made before sign-up asked it. */
    birthYear: '/api/secure/user/:userId/birth-year',
    changeEmail: '/api/secure/user/:userId/email',
    confirmEmail: '/api/secure/user/:userId/email/confirm',
  },
  privacy: {
    export: '/api/secure/user/:userId/export',
    delete: '/api/secure/user/:userId/delete',
    keep: '/api/secure/user/:userId/keep',
  },
  trees: {
    list: '/api/secure/tree',
    one: '/api/secure/tree/:id',
  },
  inventory: {
    seedlings: '/api/secure/inventory/user/:userId',
    resources: '/api/secure/resource-inventory/user/:userId',
    claimFreeWater: '/api/secure/resource-inventory/user/:userId/reset-count',
  },
  plantedTrees: {
    one: '/api/secure/planted-tree/:id',
    ofPlayer: '/api/secure/planted-tree/:userId/tree/:treeId',
    list: '/api/secure/planted-tree/list/:id',
    plant: '/api/secure/planted-tree/user/:userId/inventory/:inventoryId',
    water: '/api/secure/planted-tree/add-water',
    fertilize: '/api/secure/planted-tree/add-fertilizer',
    dailyXp: '/api/secure/planted-tree/daily-xp',
    summary: '/api/secure/planted-tree/summary',
    impact: '/api/secure/planted-tree/user/:userId/impact',
  },
  eligibility: {
    countEligible: '/api/secure/planted-tree/count-eligible-players',
    checker: '/api/secure/planted-tree/user/:userId/checker',
  },
  marketplace: {
    items: '/api/secure/marketplace/items',
    create: '/api/secure/marketplace/item',
    item: '/api/secure/marketplace/item/:itemId',
    buy: '/api/secure/marketplace/item/:itemId/user/:userId/buy',
  },
  wallet: { ofPlayer: '/api/secure/wallet/user/:userId' },
  notifications: {
    ofPlayer: '/api/secure/notification/user/:userId',
    read: '/api/secure/notification/user/:userId/read',
  },
  reminders: {
    settings: '/api/secure/user/:userId/reminders',
    unsubscribe: '/api/public/reminders/unsubscribe',
  },
  quests: {
    today: '/api/secure/quest/user/:userId/today',
    claim: '/api/secure/quest/user/:userId/claim',
  },
  referrals: {
    generate: '/api/secure/referral/user/:userId/generate',
    apply: '/api/secure/referral/user/:userId/apply/:referralCode',
    count: '/api/secure/referral/user/:userId/count',
    referredUsers: '/api/secure/referral/user/:userId/referred-users',
  },
  seasons: {
    list: '/api/secure/season',
    one: '/api/secure/season/:id',
    disablePreviousSeasonTrees: '/api/secure/season/disable-previous-season-trees',
    sendFreeSeedlings: '/api/secure/season/send-free-seedlings',
    job: '/api/secure/season/job/:jobId',
  },
  leaderboard: {
    season: '/api/public/leaderboard/season/:season',
    player: '/api/public/leaderboard/user/:userProfileId',
  },
  locations: {
    list: '/api/secure/location',
    one: '/api/secure/location/:locationId',
  },
  events: {
    list: '/api/secure/event',
    one: '/api/secure/event/:eventId',
    rsvp: '/api/secure/event/:eventId/user/:userId/rsvp',
    ticket: '/api/secure/event/:eventId/user/:userId/ticket',
    calendar: '/api/secure/event/:eventId/calendar.ics',
    attendees: '/api/secure/event/:eventId/attendees',
    checkIn: '/api/secure/event/:eventId/check-in',
    close: '/api/secure/event/:eventId/close',
    survival: '/api/secure/event/:eventId/survival',
    realTrees: '/api/secure/real-tree/user/:userId',
    impact: '/api/public/impact',
  },
  dashboard: { admin: '/api/secure/admin/dashboard' },
  audit: {
    list: '/api/secure/admin/audit',
  },
  /** The admins' CSV exports (docs/api.md, Exports). */
  exports: {
    attendees: '/api/secure/admin/export/attendees.csv',
    realTrees: '/api/secure/admin/export/real-trees.csv',
    standings: '/api/secure/admin/export/standings.csv',
    players: '/api/secure/admin/export/players.csv',
    audit: '/api/secure/admin/export/audit.csv',
  },
  fairPlay: {
    flags: '/api/secure/admin/fair-play/flag',
    review: '/api/secure/admin/fair-play/flag/:flagId/review',
  },
  players: {
    search: '/api/secure/admin/player',
    one: '/api/secure/admin/player/:userId',
    walletLedger: '/api/secure/admin/player/:userId/wallet-ledger',
    xpLedger: '/api/secure/admin/player/:userId/xp-ledger',
    suspend: '/api/secure/admin/player/:userId/suspend',
    lift: '/api/secure/admin/player/:userId/lift',
    rename: '/api/secure/admin/player/:userId/rename',
    adjust: '/api/secure/admin/player/:userId/adjust',
    role: '/api/secure/admin/player/:userId/role',
    sendVerification: '/api/secure/admin/player/:userId/send-verification',
    sendPasswordReset: '/api/secure/admin/player/:userId/send-password-reset',
  },
  posts: {
    list: '/api/secure/post',
    ofPlayer: '/api/secure/post/user/:userId',
    one: '/api/secure/post/:id',
    toggleLike: '/api/secure/post/:postId/user/:userId/toggle-like',
  },
  trivia: {
    list: '/api/secure/trivia',
    one: '/api/secure/trivia/:id',
    randomDenr: '/api/secure/trivia/random-denr',
    randomAi: '/api/secure/trivia/random-ai',
  },
  reports: {
    list: '/api/secure/report',
    one: '/api/secure/report/:id',
    ofPlayer: '/api/secure/report/user/:userId',
  },
  support: {
    page: '/api/public/support-us',
    edit: '/api/secure/support-us',
    stats: '/api/public/stats',
  },
} as const;

/**
 * Why a Google sign-in failed: the callback sends the browser to the web app's
 * `/google-callback?error=<one of these>`, and the page shows its own text for each (and a
 * general one for anything else), so no text from an address is ever shown on our pages.
 */
export type GoogleLoginError =
  'denied' | 'expired' | 'email_unverified' | 'too_young' | 'needs_birth_year' | 'failed';

/** The names of the `:name` parameters of a route pattern. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type PathValue = string | number;
type QueryValue = string | number | boolean | null | undefined;

/** The arguments `pathTo` needs for a pattern: its parameters, when it has any. */
export type PathArgs<P extends string> = [PathParamNames<P>] extends [never]
  ? [params?: Record<string, never>, query?: Record<string, QueryValue>]
  : [params: Record<PathParamNames<P>, PathValue>, query?: Record<string, QueryValue>];

/**
 * A concrete address from a route pattern: every `:name` replaced by its value (encoded),
 * and the query parameters that have a value appended in the order given.
 */
export function pathTo<P extends string>(pattern: P, ...[params, query]: PathArgs<P>): string {
  const values = (params ?? {}) as Record<string, PathValue>;
  const path = pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`pathTo: "${name}" is missing for ${pattern}`);
    return encodeURIComponent(String(value));
  });
  const text = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return text ? `${path}?${text}` : path;
}
