import { LOGIN_WINDOW_MINUTES } from '@punla/contract';
import type { RateLimitWindow } from '../../lib/rate-limiter.ts';
import { enforceRateLimit, throwRateLimited, type AccountsContext } from './accounts.context.ts';

/*
 * The password limits. Each attempt is counted before the password is hashed (an atomic
 * increment in the shared limiter), and refused when the new count is above the cap: parallel
 * guesses each take their own slot, so no more than the cap are ever compared. Failures are
 * counted per account and network address together, so someone elsewhere cannot lock a player
 * out; the right password and a password reset clear them.
 */

const LOGIN_WINDOW_SECONDS = LOGIN_WINDOW_MINUTES * 60;

/** The account a login names: its id when it exists, else the name as typed. */
export type LoginTarget = { userId: string } | { identifier: string };

function failuresWindow(target: LoginTarget, ip: string): RateLimitWindow {
  const account = 'userId' in target ? target.userId : `name:${target.identifier}`;
  return { key: `login-failures:${account}:${ip}`, windowSeconds: LOGIN_WINDOW_SECONDS };
}

function passwordCheckWindow(userId: string): RateLimitWindow {
  return { key: `password-check:${userId}`, windowSeconds: LOGIN_WINDOW_SECONDS };
}

/** Every login from an address counts, right or wrong (a school shares one address). */
export async function countLoginFromAddress(ctx: AccountsContext, ip: string): Promise<void> {
  await enforceRateLimit(
    ctx,
    { key: `login-ip:${ip}`, windowSeconds: LOGIN_WINDOW_SECONDS },
    ctx.config.rateLimits.loginPerIp,
    'Too many login attempts from this network.',
  );
}

/** A reserved attempt: when the password was right, the failures it counted with are forgotten. */
export interface ReservedAttempt {
  succeeded(): Promise<void>;
}

/**
 * Takes one of the account's failure slots for this address before the password is checked;
 * refuses with 429 when none is left.
 */
export async function reserveLoginAttempt(
  ctx: AccountsContext,
  target: LoginTarget,
  ip: string,
): Promise<ReservedAttempt> {
  const window = failuresWindow(target, ip);
  const reserved = await ctx.rateLimiter.hit(window);
  if (reserved > ctx.config.rateLimits.loginFailuresPerAccount) {
    throwRateLimited(ctx, window, 'Too many failed logins for this account.');
  }
  return { succeeded: () => ctx.rateLimiter.reset(window) };
}

/** The same reservation for the current password a logged-in player types to change it. */
export async function reservePasswordCheck(
  ctx: AccountsContext,
  userId: string,
): Promise<ReservedAttempt> {
  const window = passwordCheckWindow(userId);
  const reserved = await ctx.rateLimiter.hit(window);
  if (reserved > ctx.config.rateLimits.loginFailuresPerAccount) {
    throwRateLimited(ctx, window, 'Too many wrong current passwords.');
  }
  return { succeeded: () => ctx.rateLimiter.reset(window) };
}

/**
 * Forgets the account's wrong passwords from every address: a password reset proved the
 * mailbox (or the owner of the machine set the password), so the owner is let back in at once.
 */
export async function clearLoginLockout(
  ctx: Pick<AccountsContext, 'rateLimiter'>,
  userId: string,
): Promise<void> {
  await ctx.rateLimiter.clear(`login-failures:${userId}:`);
  await ctx.rateLimiter.reset(passwordCheckWindow(userId));
}
