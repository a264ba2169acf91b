import type { z } from 'zod';
import {
  type AuthResponse,
  type checkVerifiedResponse,
  type Role,
  type SignupResponse,
  type LoginInput,
  type SignupInput,
  type UpdatePasswordInput,
  type UpdateProfileInput,
  type UserProfile,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, type AppContext } from '../../lib/context.ts';
import { reusedKey } from '../../lib/idempotency.ts';
import { keyedHash } from '../../lib/secrets.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByMailbox,
  findSessionOfUser,
  findUserByUsername,
  insertUser,
  replacePasswordHash,
  updateUser,
  type UserRow,
} from './accounts.repository.ts';

export type { UserRow } from './accounts.repository.ts';
import { reserveAccountMail } from './account-mail-limits.ts';
import { enforceRateLimit, type AccountsContext } from './accounts.context.ts';
import {
  countLoginFromAddress,
  reserveLoginAttempt,
  reservePasswordCheck,
} from './login-limits.ts';
import { endAllSessions } from './sessions.service.ts';
import { refuseIfDeletionPending } from './pending-deletion.ts';
import { refuseIfSuspended } from './suspension.service.ts';
import { toUserProfile } from './user-profile.ts';
import { mailVerificationCode } from './verification.service.ts';

function takenError(constraint: string | undefined): AppError | undefined {
  // One answer for the address and for another address of the same mailbox.
  if (constraint === 'users_email_unique' || constraint === 'users_canonical_email_unique') {
    return new AppError('EMAIL_TAKEN', 'An account with this e-mail already exists.');
  }
  if (constraint === 'users_username_lower_unique') {
    return new AppError('USERNAME_TAKEN', 'This username is taken. Choose another one.');
  }
  return undefined;
}

/**
 * A session for the account: refused (403) while an admin has it suspended, and (409, offering
 * to keep it) while its deletion is pending.
 */
export async function issueSession(ctx: AccountsContext, user: UserRow): Promise<AuthResponse> {
  await refuseIfDeletionPending(ctx, user);
  refuseIfSuspended(user, ctx.config.supportEmail);
  const token = await ctx.tokens.issue({
    userId: user.id,
    role: user.role,
    tokenVersion: user.tokenVersion,
  });
  return { token, user: toUserProfile(user) };
}

/** Every sign-up from an address counts, made or refused (a repeat of one does not). */
export async function limitSignups(ctx: AccountsContext, ip: string): Promise<void> {
  await enforceRateLimit(
    ctx,
    { key: `signup-ip:${ip}`, windowSeconds: 60 * 60 },
    ctx.config.rateLimits.signupsPerIp,
    'Too many sign-ups from this network.',
  );
}

const welcome = (user: Pick<UserRow, 'email'>) =>
  `Welcome to Punla! We sent a 6-digit code to ${user.email}.`;

/** The header the web app sends its device id in: a random id it keeps in the browser. */
export const DEVICE_HEADER = 'x-punla-device';

/** The device id a request names, if it looks like one (the web app's is a UUID). */
export function deviceIdOf(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(header) ? header : undefined;
}

/**
 * What a sign-up does before its transaction: a taken mailbox (the address, or another address
 * of the same mailbox: lib/canonical-email.ts) or username is refused at once (a quick, clear
 * answer; the unique indexes decide under races), the verification mail is counted against the
 * mail caps, and the password is hashed, about 0.4 s of a worker thread that must not hold a
 * connection of the pool, nor the idempotency key's transaction (plugins/idempotency.ts) that
 * the sign-up runs in.
 */
export async function prepareSignup(
  ctx: AccountsContext,
  input: SignupInput,
  network: string,
): Promise<string> {
  if (await findUserByMailbox(ctx.db, input.email)) throw takenError('users_email_unique');
  if (await findUserByUsername(ctx.db, input.username))
    throw takenError('users_username_lower_unique');
  await reserveAccountMail(ctx, { to: input.email, network });
  return ctx.hasher.hash(input.password);
}

/** Where a sign-up came from, kept only as keyed hashes (modules/fair-play compares them). */
export interface SignupOrigin {
  network: string;
  device: string | undefined;
}

/**
 * Creates an unverified player with the password's hash from `prepareSignup`, mails them a
 * verification code and logs them in (a session like a login's). `prepareSignup` has refused a
 * taken e-mail or username; one taken since is refused by the unique indexes, so a sign-up never
 * hands out a session for an account that already existed. The caller counts it first
 * (`limitSignups`).
 */
export async function signup(
  ctx: AccountsContext,
  input: SignupInput,
  passwordHash: string,
  origin: SignupOrigin,
): Promise<SignupResponse> {
  const now = ctx.clock.now();
  try {
    const user = await inTransaction(ctx, async (tx) => {
      const created = await insertUser(tx.db, {
        email: input.email,
        signupNetworkHash: keyedHash(ctx.codeSecret, `network:${origin.network}`),
        signupDeviceHash: origin.device
          ? keyedHash(ctx.codeSecret, `device:${origin.device}`)
          : null,
        username: input.username,
        passwordHash,
        pendingReferralCode: input.referralCode ? input.referralCode.toUpperCase() : null,
        birthYear: input.birthYear,
        createdAt: now,
        updatedAt: now,
      });
      await mailVerificationCode(tx, created);
      return created;
    });
    return { ...(await issueSession(ctx, user)), message: welcome(user) };
  } catch (error) {
    throw takenError(violatedUniqueConstraint(error)) ?? error;
  }
}

/**
 * The same sign-up sent again with its idempotency key (plugins/idempotency.ts): the account
 * it made is logged in again, as a login with that password would be (and counted as one),
 * with the first answer's words and no second mail. The session is new, since the first one's
 * token is never kept; a password that is not the account's is a different request.
 */
export async function signupAgain(
  ctx: AccountsContext,
  userId: string,
  input: SignupInput,
  ip: string,
): Promise<SignupResponse> {
  await countLoginFromAddress(ctx, ip);
  const user = await findUserById(ctx.db, userId);
  const attempt = await reserveLoginAttempt(ctx, { userId }, ip);
  if (!user || !(await ctx.hasher.verify(input.password, user.passwordHash))) {
    throw reusedKey();
  }
  await attempt.succeeded();
  return { ...(await issueSession(ctx, user)), message: welcome(user) };
}

export async function login(
  ctx: AccountsContext,
  input: LoginInput,
  ip: string,
): Promise<AuthResponse> {
  const identifier = input.identifier.toLowerCase();
  await countLoginFromAddress(ctx, ip);
  const user = identifier.includes('@')
    ? await findUserByEmail(ctx.db, identifier)
    : await findUserByUsername(ctx.db, identifier);
  const attempt = await reserveLoginAttempt(ctx, user ? { userId: user.id } : { identifier }, ip);
  const passwordOk = await ctx.hasher.verify(input.password, user?.passwordHash ?? null);
  if (!user || !passwordOk) {
    throw new AppError('INVALID_CREDENTIALS', 'The e-mail, username or password is not correct.');
  }
  await attempt.succeeded();
  if (user.passwordHash && ctx.hasher.needsRehash(user.passwordHash)) {
    await upgradePasswordHash(ctx, user.id, user.passwordHash, input.password);
  }
  return issueSession(ctx, user);
}

/**
 * Moves an older hash (scrypt, or a lower cost) to the current argon2id, at the one moment
 * the password is known. Only if the stored hash is still the one checked: a password change
 * in between is kept. The login stands even if this fails; the next one tries again.
 */
async function upgradePasswordHash(
  ctx: AccountsContext,
  userId: string,
  checked: string,
  password: string,
): Promise<void> {
  try {
    await replacePasswordHash(ctx.db, userId, checked, await ctx.hasher.hash(password));
  } catch (error) {
    ctx.logger.warn({ err: error, userId }, 'The password hash could not be upgraded.');
  }
}

/** The account, for the admins' actions on it; undefined when there is none. */
export function findAccount(ctx: AppContext, userId: string): Promise<UserRow | undefined> {
  return findUserById(ctx.db, userId);
}

async function getUser(ctx: AppContext, userId: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'There is no account with this id.');
  return user;
}

export async function getProfile(ctx: AppContext, userId: string): Promise<UserProfile> {
  return toUserProfile(await getUser(ctx, userId));
}

export async function checkIfVerified(
  ctx: AppContext,
  userId: string,
): Promise<z.infer<typeof checkVerifiedResponse>> {
  return { verified: (await getUser(ctx, userId)).verified };
}

/** What the guards check a token against: the account's role and token version now. */
export async function findSession(
  ctx: AppContext,
  userId: string,
): Promise<{ role: Role; tokenVersion: number } | undefined> {
  return findSessionOfUser(ctx.db, userId);
}

export async function updateProfile(
  ctx: AccountsContext,
  userId: string,
  input: UpdateProfileInput,
): Promise<UserProfile> {
  try {
    const updated = await updateUser(ctx.db, userId, {
      ...(input.username === undefined ? {} : { username: input.username }),
      ...(input.tourCompleted === undefined ? {} : { tourCompleted: input.tourCompleted }),
      updatedAt: ctx.clock.now(),
    });
    if (!updated) throw new AppError('NOT_FOUND', 'There is no account with this id.');
    return toUserProfile(updated);
  } catch (error) {
    throw takenError(violatedUniqueConstraint(error)) ?? error;
  }
}

/** Changes the password and ends every other session by raising the token version. */
export async function updatePassword(
  ctx: AccountsContext,
  userId: string,
  input: UpdatePasswordInput,
): Promise<AuthResponse> {
  const user = await getUser(ctx, userId);
  if (!user.passwordHash) {
    throw new AppError(
      'PASSWORD_NOT_SET',
      'This account signs in with Google and has no password to change.',
    );
  }
  const attempt = await reservePasswordCheck(ctx, userId);
  if (!(await ctx.hasher.verify(input.currentPassword, user.passwordHash))) {
    throw new AppError('PASSWORD_INCORRECT', 'Your current password is not correct.');
  }
  await attempt.succeeded();
  if (input.newPassword === input.currentPassword) {
    throw new AppError(
      'VALIDATION_FAILED',
      'newPassword: Choose a new password that is different from the current one.',
    );
  }
  const passwordHash = await ctx.hasher.hash(input.newPassword);
  const updated = await inTransaction(ctx, async (tx) => {
    await updateUser(tx.db, userId, { passwordHash, updatedAt: ctx.clock.now() });
    return endAllSessions(tx, userId);
  });
  return issueSession(ctx, updated);
}
