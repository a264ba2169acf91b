import { ageInYear, isMinorIn, MIN_SIGNUP_AGE, type UserProfile } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { gameYear } from '../../lib/game-day.ts';
import { findUserById, setBirthYearOnce } from './accounts.repository.ts';
import { toUserProfile } from './user-profile.ts';

// The age gate (docs/game-rules.md, Age and a guardian's consent): only the birth year is kept,
// and an age is the one a player reaches in a calendar year of the game's time zone.

/** The sign-up's answer to a player under MIN_SIGNUP_AGE: nothing they typed is kept. */
export const TOO_YOUNG_TO_SIGN_UP = `Punla is for players aged ${MIN_SIGNUP_AGE} and older. We did not create an account, and we kept nothing you typed.`;

/** The answer to an existing player who tells a birth year under MIN_SIGNUP_AGE. */
export const TOO_YOUNG_ACCOUNT_CLOSES = `Punla is for players aged ${MIN_SIGNUP_AGE} and older, so we will close this account and delete what it holds. Thank you for the trees you planted with us.`;

/** The year now in the game's time zone. */
export function currentGameYear(ctx: AppContext): number {
  return gameYear(ctx.clock.now(), ctx.timeZone);
}

/** The calendar year, in the game's time zone, of an instant (an event's start). */
export function yearOf(ctx: AppContext, instant: Date): number {
  return gameYear(instant, ctx.timeZone);
}

/**
 * A birth year after this year of the game's clock is refused (400 naming `birthYear`); the
 * contract's schema has refused one before BIRTH_YEAR_MIN, a fraction or a missing one.
 */
export function refuseFutureBirthYear(ctx: AppContext, birthYear: number): void {
  if (birthYear > currentGameYear(ctx)) {
    throw new AppError('VALIDATION_FAILED', 'birthYear: The birth year cannot be in the future.', {
      issues: [{ field: 'birthYear', message: 'The birth year cannot be in the future.' }],
    });
  }
}

/** Whether a player born in `birthYear` is old enough for an account this year. */
export function oldEnoughToSignUp(ctx: AppContext, birthYear: number): boolean {
  return ageInYear(birthYear, currentGameYear(ctx)) >= MIN_SIGNUP_AGE;
}

/**
 * The sign-up's age gate, before anything is written (no counter, no mail, no row): a year in
 * the future is a 400, a player under MIN_SIGNUP_AGE a 403 TOO_YOUNG.
 */
export function refuseUnderSignupAge(ctx: AppContext, birthYear: number): void {
  refuseFutureBirthYear(ctx, birthYear);
  if (!oldEnoughToSignUp(ctx, birthYear)) {
    throw new AppError('TOO_YOUNG', TOO_YOUNG_TO_SIGN_UP);
  }
}

/** The player's birth year (null when never asked); undefined when there is no account. */
export async function findBirthYear(
  ctx: AppContext,
  userId: string,
): Promise<number | null | undefined> {
  const user = await findUserById(ctx.db, userId);
  return user ? user.birthYear : undefined;
}

/** Whether a player born in `birthYear` is a minor at an event that starts at `startsAt`. */
export function isMinorAt(ctx: AppContext, birthYear: number | null, startsAt: Date): boolean {
  return isMinorIn(birthYear, yearOf(ctx, startsAt));
}

/**
 * The birth year of an account made before sign-up asked it, told once by the player. A
 * second answer is refused (409), whatever it says. A year under MIN_SIGNUP_AGE is not stored:
 * the caller closes the account (TOO_YOUNG_ACCOUNT_CLOSES).
 */
export async function setBirthYear(
  ctx: AppContext,
  userId: string,
  birthYear: number,
): Promise<UserProfile> {
  refuseFutureBirthYear(ctx, birthYear);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'There is no account with this id.');
  if (user.birthYear !== null) throw birthYearSet();
  if (!oldEnoughToSignUp(ctx, birthYear)) {
    throw new AppError('TOO_YOUNG', TOO_YOUNG_ACCOUNT_CLOSES);
  }
  const updated = await setBirthYearOnce(ctx.db, userId, birthYear, ctx.clock.now());
  if (!updated) throw birthYearSet();
  return toUserProfile(updated);
}

const birthYearSet = () =>
  new AppError(
    'BIRTH_YEAR_ALREADY_SET',
    'Your birth year is already on file: it is asked only once.',
  );
