/**
 * Every number of the game and of its accounts, in one place (GAME.md). The server and the
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

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_MAX_WRONG_TRIES = 5;
/** A new code may be asked for once a minute, and at most 5 times an hour, per address. */
export const VERIFICATION_RESEND_COOLDOWN_SECONDS = 60;
export const VERIFICATION_RESEND_PER_HOUR = 5;

/** Login attempts: per IP address and per account, each in a 15-minute window. */
export const LOGIN_ATTEMPTS_PER_IP = 30;
export const LOGIN_ATTEMPTS_PER_ACCOUNT = 10;
export const LOGIN_WINDOW_MINUTES = 15;
/** Verification attempts per IP address in a 15-minute window. */
export const VERIFY_ATTEMPTS_PER_IP = 30;
/** Sign-ups per IP address per hour. */
export const SIGNUPS_PER_IP_PER_HOUR = 20;

export const SESSION_TOKEN_TTL_DAYS = 30;
/** The one-time code that carries a Google login from the callback to the web app. */
export const GOOGLE_LOGIN_CODE_TTL_SECONDS = 120;

/** Spec §9: the generic password strength meter. */
export const PASSWORD_MEDIUM_MIN_LENGTH = 6;
export const PASSWORD_STRONG_MIN_LENGTH = 8;

// Starter kit, given when the account is verified (GAME.md, Things a player owns).
export const STARTER_KIT = {
  narraSeedlings: 1,
  water: 5,
  fertilizer: 2,
  coins: 100,
} as const;

/** Level n needs 50·n·(n+1) XP in total (GAME.md). */
export function levelForXp(totalXp: number): number {
  let level = 0;
  while (xpForLevel(level + 1) <= totalXp) level += 1;
  return level;
}

export function xpForLevel(level: number): number {
  return 50 * level * (level + 1);
}
