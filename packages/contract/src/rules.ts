/**
 * Every number of the game and of its accounts, in one place (docs/game-rules.md). The server and the
 * web app both read them from here; nothing else hard-codes them.
 */

// Accounts
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
/** Letters, digits and underscore. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
export const PASSWORD_MIN_LENGTH = 8;
/** Longer passwords only cost hashing time; 128 is far beyond any passphrase. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
/** What the sign-up form takes as a referral code (a code is 8 letters and digits). */
export const REFERRAL_CODE_MAX_LENGTH = 32;

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MINUTES = 10;
/**
 * Wrong tries of a mailed code (verification or reset): 5 from each client network, and 20
 * in all across networks, so guesses from elsewhere cannot use up the owner's code
 * (SECURITY.md, Mailed codes). A new code starts both counts again, for every address alike.
 */
export const VERIFICATION_MAX_WRONG_TRIES = 5;
export const VERIFICATION_MAX_WRONG_TRIES_PER_CODE = 20;
/** The reset mail's link carries a random token of this many bytes (128 bits). */
export const RESET_LINK_TOKEN_BYTES = 16;
/** A new code may be asked for once a minute, and at most 5 times an hour, per address. */
export const VERIFICATION_RESEND_COOLDOWN_SECONDS = 60;
export const VERIFICATION_RESEND_PER_HOUR = 5;

/**
 * Login attempts in a 15-minute window: every attempt per IP address (high enough for a
 * classroom of 40 behind one school address), and wrong passwords per account from one
 * address (so a stranger elsewhere cannot lock a player out).
 */
export const LOGIN_ATTEMPTS_PER_IP = 200;
export const LOGIN_ATTEMPTS_PER_ACCOUNT = 10;
export const LOGIN_WINDOW_MINUTES = 15;
/** Verification attempts per IP address in a 15-minute window. */
export const VERIFY_ATTEMPTS_PER_IP = 200;
/** Sign-ups per IP address per hour (a class of 40 signing up, with retries). */
export const SIGNUPS_PER_IP_PER_HOUR = 100;
/**
 * Account mails (verification and password-reset codes): at most 10 a day to one mailbox, 150
 * a day asked from one client network (a school's sign-ups and resends), and 1,000 an hour
 * across the game, below what an SMTP provider's plan allows before it blocks the sender
 * (`ACCOUNT_MAILS_PER_HOUR` in the environment sets another ceiling). Past the ceiling, sign-ups
 * and new codes wait, with a message that says so.
 */
export const ACCOUNT_MAILS_PER_RECIPIENT_PER_DAY = 10;
export const ACCOUNT_MAILS_PER_NETWORK_PER_DAY = 150;
export const ACCOUNT_MAILS_PER_HOUR = 1000;

export const SESSION_TOKEN_TTL_DAYS = 30;
/** The one-time code that carries a Google login from the callback to the web app. */
export const GOOGLE_LOGIN_CODE_TTL_SECONDS = 120;

/** Spec §9: the generic password strength meter. */
export const PASSWORD_MEDIUM_MIN_LENGTH = 6;
export const PASSWORD_STRONG_MIN_LENGTH = 8;

// Starter kit, given when the account is verified (docs/game-rules.md, Things a player owns).
export const STARTER_KIT = {
  narraSeedlings: 1,
  water: 5,
  fertilizer: 2,
  coins: 100,
} as const;

/** Level n needs 50·n·(n+1) XP in total (docs/game-rules.md). */
export function levelForXp(totalXp: number): number {
  let level = 0;
  while (xpForLevel(level + 1) <= totalXp) level += 1;
  return level;
}

export function xpForLevel(level: number): number {
  return 50 * level * (level + 1);
}

// Tree growth (docs/game-rules.md, Tree growth)

export const TREE_STAGES = [
  'Seed',
  'Sprout',
  'Seedling',
  'Sapling',
  'Young tree',
  'Mature tree',
] as const;
export type TreeStageName = (typeof TREE_STAGES)[number];
export const MATURE_STAGE = TREE_STAGES.length - 1;
/** Growth points needed for each stage, before the species' growth factor. */
export const STAGE_THRESHOLDS = [0, 30, 100, 250, 500, 900] as const;

export const RARITIES = ['common', 'uncommon', 'rare'] as const;
export type Rarity = (typeof RARITIES)[number];
/** Slower trees need more care and give more XP. */
export const GROWTH_FACTOR: Record<Rarity, number> = { common: 1.0, uncommon: 1.25, rare: 1.5 };

export const WATER = { growthPoints: 10, xp: 5, cooldownHours: 4, perGameDay: 3 } as const;
export const FERTILIZE = { growthPoints: 25, xp: 10, perGameDay: 1 } as const;
/** Reaching stage n gives n × these. */
export const STAGE_REWARD = { xpPerStage: 50, coinsPerStage: 20 } as const;
export const MATURE_BONUS = { xp: 500, freeCommonSeedlings: 1 } as const;
/** A tree not watered for this long is wilted: it does not grow until watered again. */
export const WILT_AFTER_HOURS = 72;
/** Daily XP from the active tree: base + perStage × stage. */
export const DAILY_XP = { base: 10, perStage: 10 } as const;
/**
 * Once per game day the player's water is topped up to this. The top-up is offered only
 * while the player holds less; with this much or more the server refuses it (409) and the
 * day's claim is kept.
 */
export const FREE_DAILY_WATER = 3;

/** Growth points a tree of this rarity needs to reach each stage. */
export function stageThresholds(rarity: Rarity): number[] {
  return STAGE_THRESHOLDS.map((points) => Math.round(points * GROWTH_FACTOR[rarity]));
}

/** The stage (0 = Seed … 5 = Mature tree) a tree with these growth points has reached. */
export function stageForGrowthPoints(growthPoints: number, rarity: Rarity): number {
  const thresholds = stageThresholds(rarity);
  let stage = 0;
  for (let i = 0; i < thresholds.length; i += 1) {
    if (growthPoints >= (thresholds[i] ?? Infinity)) stage = i;
  }
  return stage;
}

/** XP and coins for reaching `stage` (the Mature bonus comes on top, once). */
export function stageReward(stage: number): { xp: number; coins: number } {
  return { xp: STAGE_REWARD.xpPerStage * stage, coins: STAGE_REWARD.coinsPerStage * stage };
}

export function dailyXpForStage(stage: number): number {
  return DAILY_XP.base + DAILY_XP.perStage * stage;
}

// Daily quests (docs/game-rules.md, Daily quests)

export const QUEST_KEYS = ['DAILY_LOGIN', 'WATER_TREE', 'COMPLETE_TASKS'] as const;
export type QuestKey = (typeof QUEST_KEYS)[number];
export const QUESTS: Record<
  QuestKey,
  { title: string; description: string; coins: number; xp: number }
> = {
  DAILY_LOGIN: { title: 'Daily login', description: 'Open Punla today.', coins: 10, xp: 10 },
  WATER_TREE: {
    title: 'Water your tree',
    description: 'Water any of your trees today.',
    coins: 15,
    xp: 15,
  },
  COMPLETE_TASKS: {
    title: 'Complete your tasks',
    description: 'Claim the two quests above today.',
    coins: 25,
    xp: 25,
  },
};
/** Every 7th day of a login streak doubles that day's login reward. */
export const LOGIN_STREAK_BONUS_EVERY = 7;
export const LOGIN_STREAK_BONUS_MULTIPLIER = 2;
/**
 * A streak saver, bought in the marketplace, covers one missed game day of the login streak
 * by itself when the next login reward is claimed. A player holds at most one.
 */
export const STREAK_SAVER = { price: 60, maxHeld: 1, name: 'Streak saver' } as const;

// Levels (docs/game-rules.md, Levels)

/** The player level from which seedlings of each rarity can be bought. */
export const SEEDLING_UNLOCK_LEVEL: Record<Rarity, number> = { common: 0, uncommon: 3, rare: 6 };

// Marketplace and wallet (docs/game-rules.md, Marketplace and wallet)

export const BUY_QUANTITY_MAX = 99;
/** A purchase costing this many coins or more asks the player to confirm it first. */
export const PURCHASE_CONFIRM_FROM_COINS = 100;
export const SEEDLING_PRICES = { common: 50, uncommon: 120, rare: 300 } as const;
export const STARTING_MARKET = [
  { name: 'Water ×5', kind: 'WATER', quantityPerPurchase: 5, price: 20 },
  { name: 'Fertilizer ×1', kind: 'FERTILIZER', quantityPerPurchase: 1, price: 30 },
  { name: 'Fertilizer ×5', kind: 'FERTILIZER', quantityPerPurchase: 5, price: 120 },
] as const;

// Referrals (docs/game-rules.md, Referrals)

export const REFERRAL_CODE_LENGTH = 8;
/** No look-alikes: no 0/O, 1/I/L. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_APPLY_WITHIN_DAYS = 7;
export const REFERRAL_REWARD = {
  newPlayer: { coins: 50, commonSeedlings: 1 },
  referrer: { coins: 100, xp: 50 },
} as const;
export const REFERRALS_REWARDED_PER_SEASON = 50;
/**
 * The referrer is paid when the friend has really played, not when they verify: the first of
 * their trees reached Sapling (stage 3), or they claimed quests on 3 different game days. The
 * referrer's XP is lifetime XP only: it never counts for the season (leaderboard, events).
 */
export const REFERRAL_QUALIFIES_WHEN = { treeStage: 3, questDays: 3 } as const;

// Fair play (docs/game-rules.md, Fair play)

/**
 * A referee whose account was made from the same network, or the same browser, as the
 * referrer's own within this many hours of it is flagged for review when the code is applied,
 * and so is the referrer.
 */
export const REFERRAL_CLUSTER_WITHIN_HOURS = 24;
/**
 * A referrer with at least this many referees, each older than this many days, none of whom
 * ever played (see REFERRAL_QUALIFIES_WHEN), is flagged for review by the daily loop.
 */
export const REFERRALS_NEVER_PLAY = { referees: 5, olderThanDays: 14 } as const;
/** An admin's review of a flag says why, in at least this many characters. */
export const FAIR_PLAY_REASON_MIN_LENGTH = 10;
export const FAIR_PLAY_REASON_MAX_LENGTH = 500;
/** Flags on one page of the admin's list. */
export const FAIR_PLAY_FLAGS_PAGE_SIZE = 20;

// Players and admins (docs/game-rules.md, Players and admins)

/** An admin's action on a player (suspend, rename, adjust, …) says why, in this many characters. */
export const PLAYER_REASON_MIN_LENGTH = 10;
export const PLAYER_REASON_MAX_LENGTH = 500;
/** The largest amount of coins, XP or items one adjustment gives or takes. */
export const PLAYER_ADJUSTMENT_LIMIT = 1_000_000;
/** The player search's text: the start of a username, an e-mail address or an id. */
export const PLAYER_SEARCH_MAX_LENGTH = 254;
/** The search counts the players it found up to this many, so a count never walks every player. */
export const PLAYER_SEARCH_COUNT_LIMIT = 10_000;
/** The newest trees, RSVPs, real trees, referrals and reports a player's file shows. */
export const PLAYER_FILE_LIST_LIMIT = 50;
/** The newest inbox notices a player's file shows. */
export const PLAYER_FILE_NOTICES = 20;

// Seasons, leaderboard and events (docs/game-rules.md, Seasons and leaderboard; Real-world events)

/** A fresh install's first season: from the start of this month, this many months long. */
export const FIRST_SEASON_MONTHS = 3;
export const LEADERBOARD_SIZE = 100;
/**
 * Reads of players' standings (the public profile's rank) an address may make a minute: a
 * player's screens ask a few times a minute; a scraper walking every player is stopped.
 */
export const STANDING_READS_PER_MINUTE = 120;
/**
 * The other public reads (the season boards, the landing totals, the real-world impact, the
 * support page): each route at most this many times a minute from one client network.
 */
export const PUBLIC_READS_PER_MINUTE = 120;
/**
 * How long a server keeps each public answer before it counts again (seconds); calls that
 * find it expired at the same moment share one count. The game summary of
 * `/api/secure/planted-tree/summary` is kept as long as the landing totals.
 */
export const PUBLIC_CACHE_SECONDS = { totals: 30, impact: 30, supportPage: 10 } as const;
export const ELIGIBILITY = {
  /** A tree planted this season must have reached this stage (Sapling). */
  minStage: 3,
  minSeasonXp: 300,
} as const;

// Real planting events (docs/game-rules.md, Real planting events)

export const EVENT_LIMITS = {
  maxCapacity: 10_000,
  maxSeasonXp: 1_000_000,
  maxTreesPlanted: 10_000_000,
} as const;
/** What a checked-in player earns when the admin closes the event: once per event. */
export const REAL_PLANTER_REWARD = { xp: 500 } as const;
export const REAL_PLANTER_BADGE = {
  name: 'Real planter',
  description: 'Planted a real tree at a Punla planting event.',
} as const;
/** A ticket's short code: this many characters from an alphabet without look-alikes. */
export const TICKET_CODE_LENGTH = 10;
/** The events list shows closed or cancelled events for this many days after they end. */
export const RECENT_EVENT_DAYS = 60;
/** The reminder mail goes out on the game day before the event, from this hour. */
export const EVENT_REMINDER_FROM_HOUR = 8;
/** Check-ins are taken from this many hours before the start until the event is closed. */
export const CHECK_IN_OPENS_HOURS_BEFORE = 24;

/** Season-ending notices go to players with a growing tree this many days before the end. */
export const SEASON_ENDING_NOTICE_DAYS = [7, 1] as const;
/** A season's results are announced for this many days after its end (not for older seasons). */
export const SEASON_RESULTS_WITHIN_DAYS = 7;
/** From this many days before the season ends, My Tree warns a player with a growing tree. */
export const SEASON_END_BANNER_DAYS = 7;

// Inbox and reminders (docs/game-rules.md, Inbox and reminders)

export const NOTICES_PAGE_SIZE = 20;
/**
 * E-mail reminders, for players who turned them on: at most one a day, sent only between
 * these hours of the game's time zone.
 */
export const REMINDERS = {
  fromHour: 8,
  untilHour: 20,
  /** "Your tree wilts tomorrow": sent when the tree wilts within this many hours. */
  wiltWarningHours: 24,
  /** "The season ends in 3 days". */
  seasonEndsInDays: 3,
  /**
   * The gentle reminders ("a quest reward is waiting", "your tree can be watered again") wait
   * until this hour, so an urgent one due earlier in the day gets the day's one mail.
   */
  gentleFromHour: 17,
  /** How often the scheduled job looks for reminders to send (a cron expression). */
  cron: '*/10 * * * *',
} as const;

// What is kept, and for how long (docs/game-rules.md, What is kept, and for how long). The
// scheduled work deletes what is past these, in batches (apps/server/src/jobs/daily-loop.ts).

/** A notice the player has read is deleted this many days after it was written. */
export const READ_NOTICES_KEPT_DAYS = 90;
/**
 * An unread notice is kept longer, since the player has not seen it yet, but not for ever: a
 * player who has not opened the inbox for a year does not miss what it said.
 */
export const UNREAD_NOTICES_KEPT_DAYS = 365;
/**
 * A verification, password-reset, e-mail change or Google login code is deleted this many days
 * after it expired, by the daily loop in batches (an expired code and a deleted one get the same
 * answer).
 */
export const EXPIRED_CODES_KEPT_DAYS = 1;
/** A rate-limit counter is deleted this many days after its window ended. */
export const RATE_LIMIT_COUNTERS_KEPT_DAYS = 1;
/**
 * An account that never verified its e-mail address is deleted, with everything it holds, this
 * many days after it was made: nobody can be reached behind it, and its name is freed.
 */
export const UNVERIFIED_ACCOUNTS_KEPT_DAYS = 30;
/**
 * A player's row in activity_days (the days they played) is deleted this many days after the
 * day. The dashboard's daily totals read them at most DAILY_TOTALS_BACKFILL_DAYS + 29 days back
 * (a backfilled day's 30-day active count): 89 days; kept longer, for a margin.
 */
export const ACTIVITY_DAYS_KEPT_DAYS = 120;
/** A guardian's name, relationship and phone, given with a minor's RSVP, kept this long after the event. */
export const GUARDIAN_DATA_KEPT_DAYS = 90;
/**
 * The game keeps no request log of its own: the server writes one line a request to its output,
 * without bodies, tokens or codes, for the operator's log system, which keeps them this long
 * at most (docs/operators.md says how to set it).
 */
export const LOG_DAYS = 30;
/** A season job that is done or failed is deleted this many days after it last changed. */
export const FINISHED_SEASON_JOBS_KEPT_DAYS = 30;
/**
 * The dashboard's daily totals (sign-ups, XP, active players) are written once a game day is
 * over; a first run writes those of the finished days up to this far back.
 */
export const DAILY_TOTALS_BACKFILL_DAYS = 60;

// Content (docs/spec-notes.md §9)

export const TRIVIA_COOLDOWN_SECONDS = 5;
export const TRIVIA_TYPING_MS_PER_CHAR = 80;
export const TRIVIA_POPUP_DELAY_MS = { min: 60_000, max: 120_000 } as const;
/**
 * The pop-up waits while a dialog is open, a field has focus, or the player tapped within
 * this long, and tries again after the same wait.
 */
export const TRIVIA_POPUP_QUIET_MS = 10_000;
export const MUSIC_VOLUME = 0.2;
/** AI trivia per player: a few a minute, so one player cannot run up the bill. */
export const AI_TRIVIA_PER_MINUTE = 6;
/** AI trivia asked from one client network a minute (a classroom behind one address). */
export const AI_TRIVIA_PER_NETWORK_PER_MINUTE = 30;
/**
 * Calls to the AI provider across the whole game in an hour, the pool's top-ups and the
 * requests that find the pool empty together: the bill's ceiling (`AI_TRIVIA_PER_HOUR` in the
 * environment sets another).
 */
export const AI_TRIVIA_PER_HOUR = 120;
/**
 * AI trivia is served from a pool of stored facts. The scheduled work tops the pool up to
 * `targetSize` facts, at most `topUpPerRun` calls a run (every 10 minutes), so the top-ups
 * leave part of the hourly budget for requests that find the pool empty.
 */
export const AI_TRIVIA_POOL = { targetSize: 200, topUpPerRun: 15 } as const;
export const AI_TRIVIA_TIMEOUT_MS = 10_000;

// Uploads

/** Pictures admins upload (species, items, locations, posts, trivia): checked by content. */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

// A player's rights (docs/game-rules.md, Your data and your account)

/** Sign-up asks the birth year; an account is for players who turn 13 or older this year. */
export const MIN_SIGNUP_AGE = 13;
/** A player who may be under 18 on an event's day (who turns 18 or younger in its year) needs a guardian's consent to RSVP. */
export const ADULT_AGE = 18;
/** The earliest birth year sign-up offers and accepts. */
export const BIRTH_YEAR_MIN = 1900;
/**
 * Days between a deletion asked for and the erasure of the account's personal data: a login
 * with the right password in between offers to keep the account.
 */
export const ACCOUNT_DELETION_GRACE_DAYS = 7;
/** Minutes the token a login hands out during the grace period is good for (keep only). */
export const KEEP_TOKEN_TTL_MINUTES = 15;
/** Downloads of "my data" a player may make in a day. */
export const DATA_EXPORTS_PER_DAY = 3;
/** The neutral name an erased account's row keeps, followed by a short part of its id. */
export const ERASED_PLAYER_LABEL = 'Former player';
/** A deletion's optional reason, as the player or the admin writes it. */
export const DELETION_REASON_MAX_LENGTH = 500;
export const GUARDIAN_NAME_MAX_LENGTH = 100;
export const GUARDIAN_RELATIONSHIP_MAX_LENGTH = 40;
/** A Philippine mobile or landline number as people write it: digits, spaces, +, -, (). */
export const GUARDIAN_PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{6,19}$/;

/** The age a player born in `birthYear` reaches in `year` (only the year is kept). */
export function ageInYear(birthYear: number, year: number): number {
  return year - birthYear;
}

/**
 * Whether a player born in `birthYear` may be a minor on a day of `year`: only the year is
 * kept, so a player who turns ADULT_AGE that year counts as a minor all year (the consent is
 * asked of everyone who might be under ADULT_AGE on the day).
 */
export function isMinorIn(birthYear: number | null, year: number): boolean {
  return birthYear !== null && ageInYear(birthYear, year) <= ADULT_AGE;
}
