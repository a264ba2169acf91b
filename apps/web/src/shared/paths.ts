/** Every address of the web app (docs/spec-notes.md §2), built in one place. */
const enc = encodeURIComponent;

export const paths = {
  landing: '/',
  login: '/login',
  /** The login form with the address filled in (after a password reset, say). */
  loginWithEmail: (email: string) => `/login?email=${enc(email)}`,
  signup: '/signup',
  supportUs: '/support-us',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
  googleCallback: (token?: string) =>
    token ? `/google-callback/${enc(token)}` : '/google-callback',
  verifyAccount: (email?: string, code?: string) => {
    if (!email) return '/verify-account';
    return code ? `/verify-account/${enc(email)}/${enc(code)}` : `/verify-account/${enc(email)}`;
  },
  forgotPassword: '/forgot-password',
  /**
   * A reminder mail's "Turn reminders off" link lands here, with its token (the accessibility
   * sweep's route list is read from these paths).
   */
  unsubscribe: '/unsubscribe',
  /** The reset form; the mailed link carries the address and the code. */
  resetPassword: (email?: string, code?: string) => {
    if (!email) return '/reset-password';
    return code ? `/reset-password/${enc(email)}/${enc(code)}` : `/reset-password/${enc(email)}`;
  },
  app: {
    root: '/app',
    profile: '/app/profile',
    changePassword: '/app/change-password',
    myTree: '/app/my-tree',
    resourceHub: '/app/resource-hub',
    marketplace: '/app/resource-hub/marketplace',
    quest: '/app/resource-hub/quest',
    /** The Resource Hub's invite-friends tab (the referral panel; Profile shows it too). */
    invite: '/app/resource-hub/invite',
    inventory: '/app/inventory',
    inventorySeedlings: '/app/inventory/seedlings',
    inventoryPlantedTrees: '/app/inventory/planted-trees',
    inventoryResources: '/app/inventory/resources',
    newsAndUpdates: '/app/news-and-updates',
    map: '/app/map',
    leaderboard: '/app/leaderboard',
    previousSeasonLeaderboard: '/app/leaderboard/previous-season',
    supportUs: '/app/support-us',
    reportBug: '/app/report-bug',
    eligibilityChecker: '/app/eligibility-checker',
    howToPlay: '/app/how-to-play',
  },
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    profile: '/admin/profile',
    changePassword: '/admin/change-password',
    manageSeason: '/admin/manage-season',
    manageTreeList: '/admin/manage-tree/list',
    /** The species form: a new species without an id, an existing one with it. */
    manageTree: (id?: number) =>
      id === undefined ? '/admin/manage-tree' : `/admin/manage-tree/${id}`,
    manageMarketplaceList: '/admin/manage-marketplace/list',
    /** The marketplace item form: a new item without an id, an existing one with it. */
    manageMarketplace: (id?: number) =>
      id === undefined ? '/admin/manage-marketplace' : `/admin/manage-marketplace/${id}`,
    manageLocationList: '/admin/manage-location/list',
    /** The location form: a new location without an id, an existing one with it. */
    manageLocation: (id?: number) =>
      id === undefined ? '/admin/manage-location' : `/admin/manage-location/${id}`,
    managePostList: '/admin/manage-post/list',
    /** The post form: a new post without an id, an existing one with it. */
    managePost: (id?: number) =>
      id === undefined ? '/admin/manage-post' : `/admin/manage-post/${id}`,
    manageTriviaList: '/admin/manage-trivia/list',
    /** A new trivia item without an id; one item (read-only) with it. */
    manageTrivia: (id?: number) =>
      id === undefined ? '/admin/manage-trivia' : `/admin/manage-trivia/${id}`,
    manageEventList: '/admin/manage-event/list',
    /** The event form: a new event without an id, an existing one with it. */
    manageEvent: (id?: number) =>
      id === undefined ? '/admin/manage-event' : `/admin/manage-event/${id}`,
    /** One event's attendees, closing and survival checks. */
    eventAttendees: (id: number) => `/admin/manage-event/${id}/attendees`,
    /** The check-in desk of one event: scan or type tickets. */
    eventCheckIn: (id: number) => `/admin/manage-event/${id}/check-in`,
    /** Bug reports and suggestions sent by players. */
    reports: '/admin/reports',
    /** Fair-play flags waiting for a review (referral clusters, shared mailboxes). */
    fairPlay: '/admin/fair-play',
    /** The editor of the Support Us page's message and ways to support. */
    supportUs: '/admin/support-us',
    /** The CSV exports: an event's attendees, real trees, standings, players, the audit log. */
    exports: '/admin/exports',
    /** Every admin write, who made it and what changed; filtered by the query (`targetType`…). */
    audit: '/admin/audit',
    /** The entries about one record: `auditOf('player', id)`. */
    auditOf: (targetType?: string, targetId?: string | number) =>
      targetType === undefined || targetId === undefined
        ? '/admin/audit'
        : `/admin/audit?targetType=${encodeURIComponent(targetType)}&targetId=${encodeURIComponent(String(targetId))}`,
    /** Find a player by name, address or id. */
    players: '/admin/players',
    /** A player's file: their account, ledgers, trees, events, and the actions on them. */
    player: (id: string) => `/admin/players/${id}`,
  },
} as const;

/** The screens of the admin area that have a list and a create/edit form. */
export const adminManagedSections = [
  { path: 'manage-post', title: 'Manage Posts' },
  { path: 'manage-trivia', title: 'Manage Trivia' },
  { path: 'manage-tree', title: 'Manage Trees' },
  { path: 'manage-location', title: 'Manage Locations' },
  { path: 'manage-marketplace', title: 'Manage Marketplace' },
] as const;
