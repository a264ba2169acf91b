/**
 * Query keys of the data that more than one feature reads or changes. Each feature keeps its
 * fetchers and query options; the keys live here so that an action in one feature (watering
 * changes the resources, planting changes the seedlings) can refresh another feature's data
 * without importing it.
 */
export const queryKeys = {
  profile: (userId: string) => ['accounts', 'user', userId] as const,
  /** Whether the server offers Google login. */
  googleStatus: () => ['accounts', 'google-status'] as const,
  /** Every query of the species catalog. */
  species: () => ['trees'] as const,
  speciesList: () => ['trees', 'list'] as const,
  speciesDetail: (id: number) => ['trees', 'detail', id] as const,
  /** The species as choices of a form (an event's species). */
  speciesOptions: () => ['trees', 'options'] as const,
  /** Every query of a player's planted trees. */
  plantedTrees: (userId: string) => ['planted-trees', userId] as const,
  plantedTreeList: (userId: string) => ['planted-trees', userId, 'list'] as const,
  impact: (userId: string) => ['planted-trees', userId, 'impact'] as const,
  /** Every query of a player's inventories. */
  inventory: (userId: string) => ['inventory', userId] as const,
  seedlings: (userId: string) => ['inventory', userId, 'seedlings'] as const,
  resources: (userId: string) => ['inventory', userId, 'resources'] as const,
  /** Every query of the marketplace catalog (players see what is for sale, admins all). */
  marketplace: () => ['marketplace'] as const,
  marketplaceItems: () => ['marketplace', 'items'] as const,
  marketplaceItem: (itemId: number) => ['marketplace', 'item', itemId] as const,
  /** Every query of a player's wallet (balance and ledger pages). */
  wallet: (userId: string) => ['wallet', userId] as const,
  walletHistory: (userId: string, size: number) => ['wallet', userId, 'history', size] as const,
  /** Every query of a player's daily quests; watering makes "Water your tree" claimable. */
  quests: (userId: string) => ['quests', userId] as const,
  questsToday: (userId: string) => ['quests', userId, 'today'] as const,
  /** Every query of a player's referrals. */
  referrals: (userId: string) => ['referrals', userId] as const,
  referralCode: (userId: string) => ['referrals', userId, 'code'] as const,
  referralCount: (userId: string) => ['referrals', userId, 'count'] as const,
  referredUsers: (userId: string) => ['referrals', userId, 'referred-users'] as const,
  /** Every query of a player's inbox; a reward granted anywhere may have written a notice. */
  notifications: (userId: string) => ['notifications', userId] as const,
  /** The inbox, a page at a time: its first page also feeds the bell's unread count. */
  inbox: (userId: string) => ['notifications', userId, 'inbox'] as const,
  /** The trivia sides the server offers (AI only when it has an AI service). */
  triviaSources: () => ['game-config', 'trivia-sources'] as const,
  /** A player's choice of e-mail reminders. */
  reminders: (userId: string) => ['reminders', userId] as const,
  /** A player's progress towards the next planting event. */
  eligibility: (userId: string) => ['eligibility', userId] as const,
  /** One season's board: `current`, `previous` or a season id. */
  leaderboardSeason: (season: 'current' | 'previous' | number) =>
    ['leaderboard', 'season', season] as const,
  leaderboardPlayer: (userId: string) => ['leaderboard', 'player', userId] as const,
  /** Every leaderboard; a season's dates decide which one is current. */
  leaderboard: () => ['leaderboard'] as const,
  /** Every query of the seasons. */
  seasons: () => ['seasons'] as const,
  seasonList: () => ['seasons', 'list'] as const,
  seasonJob: (jobId: string) => ['seasons', 'job', jobId] as const,
  /** Every query of the planting locations. */
  locations: () => ['locations'] as const,
  locationList: () => ['locations', 'list'] as const,
  locationDetail: (id: number) => ['locations', 'detail', id] as const,
  /** Every query of the news posts: the admins' list and each player's feed. */
  posts: () => ['posts'] as const,
  /** A player's feed, with their likes. */
  postFeed: (userId: string) => ['posts', 'feed', userId] as const,
  /** The plain feed the admins manage. */
  postList: () => ['posts', 'list'] as const,
  postDetail: (id: number) => ['posts', 'detail', id] as const,
  /** Every query of the DENR trivia catalog. */
  trivia: () => ['trivia'] as const,
  triviaList: () => ['trivia', 'list'] as const,
  triviaDetail: (id: number) => ['trivia', 'detail', id] as const,
  /** Every query of the bug reports and suggestions. */
  reports: () => ['reports'] as const,
  /** The admins' list, of a status and a type (each or 'ALL'). */
  reportList: (status: string, type: string) => ['reports', 'list', status, type] as const,
  /** A player's own reports, with the admins' replies. */
  ownReports: (userId: string) => ['reports', 'own', userId] as const,
  /** Every query of the fair-play flags (a review moves a flag between filters). */
  fairPlay: () => ['fair-play'] as const,
  /** Every query of the audit log (any admin write adds an entry). */
  audit: () => ['audit'] as const,
  auditEntries: (filters: object) => ['audit', 'list', filters] as const,
  fairPlayFlags: (status: string) => ['fair-play', 'list', status] as const,
  /** Every query of the admins' Players area (an action on a player changes the search too). */
  players: () => ['players'] as const,
  playerSearch: (filters: object) => ['players', 'search', filters] as const,
  /** Everything read about one player: the file and its ledgers' pages. */
  playerFile: (userId: string) => ['players', 'file', userId] as const,
  playerLedger: (userId: string, ledger: 'wallet' | 'xp', page: number) =>
    ['players', 'file', userId, ledger, page] as const,
  /** Every query of the planting events (an RSVP changes seats, waitlists and attendees). */
  events: () => ['events'] as const,
  eventList: (past: 'recent' | 'all' = 'recent') => ['events', 'list', past] as const,
  eventDetail: (eventId: number) => ['events', 'detail', eventId] as const,
  eventTicket: (eventId: number, userId: string) => ['events', 'ticket', eventId, userId] as const,
  eventAttendees: (eventId: number) => ['events', 'attendees', eventId] as const,
  /** A player's real trees (closing an event adds one). */
  realTrees: (userId: string) => ['events', 'real-trees', userId] as const,
  /** The public count of real trees planted and surviving. */
  publicImpact: () => ['events', 'impact'] as const,
  supportInfo: () => ['support-us'] as const,
  dashboard: () => ['dashboard'] as const,
};
