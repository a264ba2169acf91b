import {
  ACCOUNT_DELETION_GRACE_DAYS,
  ERASED_PLAYER_LABEL,
  PLAYER_REASON_MIN_LENGTH,
  countOf,
  type FairPlayFlagKind,
  type PlayerStatusFilter,
} from '@punla/contract';

// The words of the admins' Players area, in one place (to be moved into a translation catalogue).

export type StatusChoice = PlayerStatusFilter | 'all';

export const SEARCH = {
  title: 'Players',
  lead: 'Find a player by the start of their username, e-mail address or id.',
  label: 'Search players',
  placeholder: 'Username, e-mail or id',
  description: 'Results follow as you type; Enter searches at once.',
  submit: 'Search',
  clear: 'Clear the search',
  clearBox: 'Clear',
  filterLabel: 'Show',
  listLabel: 'Players found',
  pages: 'Pages of the players found',
  loading: 'Looking for players',
  previous: 'Previous page',
  next: 'Next page',
} as const;

export const STATUS_CHOICES: { value: StatusChoice; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unverified', label: 'Unverified' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'admin', label: 'Admins' },
];

const STATUS_NOUN: Record<StatusChoice, string> = {
  all: 'player',
  unverified: 'unverified player',
  suspended: 'suspended player',
  admin: 'admin',
};

/** "12 players", "1 suspended player", "10,000+ admins". */
export function foundText(total: number, capped: boolean, status: StatusChoice): string {
  const count = countOf(total, STATUS_NOUN[status]);
  return capped ? count.replace(/^([\d,]+)/, '$1+') : count;
}

/** "Page 2 of 5", or "Page 2" when the count stopped before the end. */
export const pageText = (page: number, pages: number, capped: boolean) =>
  capped ? `Page ${page}` : `Page ${page} of ${Math.max(pages, 1)}`;

export const EMPTY: Record<StatusChoice, string> = {
  all: 'No players yet. Accounts appear here once people sign up.',
  unverified: 'No unverified players: everyone has confirmed their e-mail address.',
  suspended: 'No suspended players.',
  admin: 'No admins.',
};
export const NO_MATCH_TITLE = 'No match';
export const noMatchText = (q: string, status: StatusChoice) =>
  status === 'all'
    ? `No player’s username, e-mail address or id starts with “${q}”.`
    : `No ${STATUS_NOUN[status]}’s username, e-mail address or id starts with “${q}”.`;

export const COLUMNS = {
  username: 'Username',
  email: 'E-mail',
  verified: 'Verified',
  suspended: 'Suspended',
  role: 'Role',
  level: 'Level',
  created: 'Created',
  lastActive: 'Last active',
} as const;

export const YES = 'Yes';
export const NO = 'No';
export const ROLE_LABEL = { USER: 'Player', ADMIN: 'Admin' } as const;
export const NEVER = 'Never';

export const FILE = {
  back: 'Back to the players',
  loading: 'Loading the player’s file',
  notFound: 'There is no player with this id.',
  audit: 'Audit entries about this player',
  sectionsLabel: 'Parts of the file',
  facts: {
    email: 'E-mail',
    role: 'Role',
    created: 'Created',
    lastActive: 'Last active',
    verified: 'Verified',
    suspended: 'Suspended',
    level: 'Level',
    xp: 'XP',
    coins: 'Coins',
    signIn: 'Signs in with',
    referralCode: 'Referral code',
  },
  password: 'A password',
  googleOnly: 'Google only',
  notSuspended: 'No',
  suspendedSince: (when: string) => `Since ${when}`,
  /** Instead of "Suspended" while the account's deletion is pending (it has no reason). */
  deletionPending: (day: string) => `Deletion asked; erased on ${day}`,
  you: 'You',
  badges: {
    admin: 'Admin',
    unverified: 'Unverified',
    suspended: 'Suspended',
    deletionPending: 'Deletion asked',
  },
} as const;

export const SECTION = {
  wallet: 'Wallet ledger',
  xp: 'XP ledger',
  inventory: 'Inventory and resources',
  trees: 'Trees',
  rsvps: 'RSVPs and check-ins',
  realTrees: 'Real trees',
  referrals: 'Referrals',
  reports: 'Reports filed',
  notices: 'Notices sent',
  flags: 'Open fair-play flags',
} as const;

export const LEDGER = {
  when: 'When',
  change: 'Change',
  balance: 'Balance',
  what: 'What',
  xp: 'XP',
  season: 'Season',
  lifetime: 'Lifetime only',
  seasonOf: (id: number) => `Season #${id}`,
  older: 'Older',
  newer: 'Newer',
  empty: { wallet: 'No coins earned or spent yet.', xp: 'No XP earned yet.' },
  range: (from: number, to: number, total: number) => `Entries ${from}–${to} of ${total}`,
  pageOf: (name: string) => `Pages of the ${name.toLowerCase()}`,
} as const;

/** How the XP ledger's reasons read. */
const XP_REASONS: Record<string, string> = {
  quest: 'Daily quest',
  water: 'Watered a tree',
  fertilize: 'Fertilized a tree',
  stage: 'Tree reached a stage',
  mature: 'Tree matured',
  'daily-xp': 'Daily XP from the active tree',
  referral: 'A friend started playing',
  'referral-welcome': 'Joined with a friend’s code',
  REAL_TREE: 'Real tree planted',
  'admin-adjustment': 'Given by an admin',
};

/** "Daily quest"; an unknown reason as it is written, its dashes and underscores as spaces. */
export function xpReasonText(reason: string): string {
  const known = XP_REASONS[reason];
  if (known) return known;
  const words = reason
    .replace(/[-_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const INVENTORY = {
  water: 'Water',
  fertilizer: 'Fertilizer',
  streakSavers: 'Streak savers',
  seedlings: 'Seedlings',
  noSeedlings: 'No seedlings waiting to be planted.',
} as const;

export const TREES = {
  species: 'Species',
  stage: 'Stage',
  planted: 'Planted',
  matured: 'Matured',
  dormant: 'From an earlier season',
  growing: 'Growing',
  empty: 'No trees planted yet.',
} as const;

export const RSVPS = {
  event: 'Event',
  starts: 'Starts',
  status: 'Status',
  rsvpAt: 'RSVP',
  checkedIn: 'Checked in',
  seat: 'Seat',
  waitlist: 'Waitlist',
  notYet: 'Not yet',
  empty: 'No RSVPs.',
} as const;

export const REAL_TREES = {
  event: 'Event',
  species: 'Species',
  plantedOn: 'Planted on',
  unknownSpecies: 'Not recorded',
  empty: 'No real trees yet.',
} as const;

export const REFERRALS = {
  referredBy: 'Joined with the code of',
  nobody: 'Nobody: joined without a friend’s code.',
  made: 'Friends brought',
  madeEmpty: 'No friends brought yet.',
  joined: 'Joined',
  rewarded: 'Reward',
  paid: (when: string) => `Paid ${when}`,
  pending: 'Not paid yet',
} as const;

export const REPORTS = {
  type: { BUG: 'Bug', SUGGESTION: 'Suggestion' },
  status: { NEW: 'New', IN_PROGRESS: 'In progress', RESOLVED: 'Resolved', WONT_FIX: 'Won’t fix' },
  empty: 'No reports filed.',
} as const;

export const NOTICES = {
  read: (when: string) => `Read ${when}`,
  unread: 'Unread',
  empty: 'No notices sent.',
} as const;

export const FLAGS = {
  kind: {
    SHARED_MAILBOX: 'Shared mailbox',
    REFERRAL_SAME_NETWORK: 'Referral, same network',
    REFERRAL_SAME_DEVICE: 'Referral, same browser',
    REFERRALS_NEVER_PLAY: 'Friends never play',
  } satisfies Record<FairPlayFlagKind, string>,
  raised: (when: string) => `Raised ${when}`,
  review: 'Review on the Fair play page',
  empty: 'No open flags.',
} as const;

/** "3 shown (the newest)": a list the file cuts at its limit says so. */
export const newestShown = (shown: number, limit: number) =>
  shown >= limit ? `The newest ${limit} are shown.` : null;

export const REASON = {
  label: 'Reason',
  description: `Why you do this, in at least ${PLAYER_REASON_MIN_LENGTH} characters. It goes into the audit log.`,
  tooShort: `Write the reason in at least ${PLAYER_REASON_MIN_LENGTH} characters.`,
  /** "4 of 10 characters", then "12 characters". */
  count: (length: number) =>
    length < PLAYER_REASON_MIN_LENGTH
      ? `${length} of ${PLAYER_REASON_MIN_LENGTH} characters`
      : countOf(length, 'character'),
} as const;

export const DIALOG = {
  cancel: 'Cancel',
  next: 'Continue',
  back: 'Back',
  confirmTitle: 'Check and confirm',
  reasonShown: 'Reason',
} as const;

/** The reason-only actions: what each button says, and what its dialog says will happen. */
export type ReasonAction =
  'suspend' | 'lift' | 'promote' | 'demote' | 'verification' | 'reset' | 'delete';

interface ActionWords {
  button: string;
  title: (username: string) => string;
  intro: string;
  summary: (player: { username: string; email: string }) => string[];
  confirm: string;
}

export const ACTIONS: Record<ReasonAction, ActionWords> = {
  suspend: {
    button: 'Suspend',
    title: (username) => `Suspend ${username}`,
    intro:
      'A suspended player cannot log in until an admin lifts the suspension. Their trees, coins and history stay as they are.',
    summary: ({ username }) => [
      `${username} is logged out on every device at once.`,
      `Until the suspension is lifted, ${username} cannot log in: the login says the account is suspended, with your reason.`,
      `${username} leaves the season’s leaderboard, and their seats and waitlist places at events not started yet are given up.`,
    ],
    confirm: 'Suspend',
  },
  lift: {
    button: 'Lift suspension',
    title: (username) => `Lift ${username}’s suspension`,
    intro: 'The player may log in and play again.',
    summary: ({ username }) => [
      `The suspension ends now, and ${username} may log in again.`,
      `${username} is back on the season’s leaderboard with the XP they had.`,
      'Event seats given up at the suspension are not given back.',
    ],
    confirm: 'Lift suspension',
  },
  promote: {
    button: 'Make admin',
    title: (username) => `Make ${username} an admin`,
    intro:
      'An admin manages the game’s content and its players, and can act on any account, yours included.',
    summary: ({ username }) => [
      `${username} becomes an admin.`,
      `${username} is logged out everywhere; their next login opens the admin area instead of the game.`,
    ],
    confirm: 'Make admin',
  },
  demote: {
    button: 'Remove admin',
    title: (username) => `Remove ${username} as admin`,
    intro: 'They keep their account, as a player.',
    summary: ({ username }) => [
      `${username} becomes a player and can no longer open the admin area.`,
      `${username} is logged out everywhere; their next login opens the game.`,
    ],
    confirm: 'Remove admin',
  },
  verification: {
    button: 'Resend verification mail',
    title: (username) => `Send ${username} a verification mail`,
    intro: 'For a player whose code never arrived or ran out before they used it.',
    summary: ({ email }) => [
      `A new verification code and link go to ${email}.`,
      `Any code sent before stops working.`,
    ],
    confirm: 'Send the mail',
  },
  reset: {
    button: 'Send password-reset mail',
    title: (username) => `Send ${username} a password-reset mail`,
    intro: 'For a player who cannot log in with their password.',
    summary: ({ email }) => [
      `A code and a link to choose a new password go to ${email}.`,
      `Their password stays as it is until they use the link.`,
    ],
    confirm: 'Send the mail',
  },
  delete: {
    button: 'Delete account',
    title: (username) => `Delete ${username}’s account`,
    intro:
      'For a player who asked for their account to be deleted. It is done as when they delete it themselves.',
    summary: ({ username }) => [
      `${username} is logged out everywhere at once, leaves the leaderboards, and their seats at upcoming events are given up.`,
      `${username}’s account is erased after ${ACCOUNT_DELETION_GRACE_DAYS} days, unless they log in and keep it.`,
      `Their coin and XP records and their real trees stay, under the name “${ERASED_PLAYER_LABEL}”.`,
    ],
    confirm: 'Delete account',
  },
};

export const OWN_ACCOUNT_NOTE =
  'This is your own account: another admin suspends it or removes it as admin, if it must be done.';
export const ACTIONS_LABEL = 'Actions on this player';

export const RENAME = {
  button: 'Rename',
  title: (username: string) => `Rename ${username}`,
  intro: 'The player logs in with the new name (or their e-mail address) from now on.',
  label: 'New username',
  same: 'This is already their username.',
  summary: (from: string, to: string) => [
    `${from} is renamed ${to}: the leaderboard, their referrals and every list show ${to}.`,
    `${to} gets a notice in their inbox saying who changed the name and why: your reason.`,
  ],
  confirm: 'Rename',
} as const;

export const ADJUST = {
  button: 'Adjust coins, XP or items',
  title: (username: string) => `Adjust ${username}’s account`,
  intro:
    'Give with a positive number, take with a negative one (−25). Leave at 0 what stays as it is.',
  coins: 'Coins',
  coinsHint: (balance: number) => `Now ${balance}. Give or take.`,
  xp: 'XP',
  xpHint: (total: number) => `Now ${total}. Give or take: it moves the level, not a season.`,
  item: 'Item',
  noItem: 'No item',
  itemsLoading: 'Loading the items…',
  quantity: 'Quantity',
  quantityHint: 'Units of what the item holds, not packs. Give or take.',
  notWhole: 'Write a whole number, like 25 or −25.',
  tooLarge: (limit: string) => `At most ${limit} at once.`,
  nothing: 'Write an amount to give or take: coins, XP, or an item’s quantity.',
  quantityNeedsItem: 'Choose the item first.',
  itemNeedsQuantity: 'Write how many to give or take.',
  confirm: 'Apply',
} as const;
