import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { z } from 'zod';
import {
  RESET_LINK_TOKEN_BYTES,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MAX_WRONG_TRIES_PER_CODE,
  VERIFICATION_RESEND_COOLDOWN_SECONDS,
  VERIFICATION_RESEND_PER_HOUR,
  type ForgotPasswordInput,
  type messageResponse,
  type ResetPasswordByLinkInput,
  type ResetPasswordInput,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { canonicalEmail } from '../../lib/canonical-email.ts';
import { answerNoSoonerThan } from '../../lib/even-timing.ts';
import { inTransaction } from '../../lib/context.ts';
import { keyedHash, randomDigits } from '../../lib/secrets.ts';
import { countAdminAccountMail, reserveAccountMail } from './account-mail-limits.ts';
import { checkMailedCode, codeNotValid, codeRound, NO_ACCOUNT } from './mailed-code.ts';
import {
  consumePasswordReset,
  findPasswordReset,
  findPasswordResetByLink,
  findUserByEmail,
  reservePasswordResetTry,
  updateUser,
  upsertPasswordReset,
  type UserRow,
} from './accounts.repository.ts';
import { enforceRateLimit, throwRateLimited, type AccountsContext } from './accounts.context.ts';
import { endAllSessions } from './sessions.service.ts';
import { passwordResetMail } from './accounts.notices.ts';

const CODE_TTL_MS = VERIFICATION_CODE_TTL_MINUTES * 60_000;

/** The reset codes asked for an address in the hour, an account or not. */
const resetCodesAskedFor = (email: string) => ({
  key: `reset-mail-hour:${canonicalEmail(email)}`,
  windowSeconds: 60 * 60,
});

const FORGOT_MESSAGE =
  'If an account uses this address, we sent it a code to choose a new password. ' +
  `The code is valid for ${VERIFICATION_CODE_TTL_MINUTES} minutes.`;

/**
 * Mails a reset code and link when the address has an account. The answer is the same either
 * way, and so are its steps: the limits count the address before it is looked up, and the mail
 * goes out after the answer (the slow part, talking to the mail server, never shows in the
 * answer's timing which addresses have an account).
 */
export async function forgotPassword(
  ctx: AccountsContext,
  input: ForgotPasswordInput,
  network: string,
): Promise<z.infer<typeof messageResponse>> {
  const startedAt = performance.now();
  const email = canonicalEmail(input.email);
  await enforceRateLimit(
    ctx,
    { key: `forgot-ip:${network}`, windowSeconds: 15 * 60 },
    ctx.config.rateLimits.verifyPerIp,
    'Too many password reset requests from this network.',
  );
  // Counted before it is checked, so that parallel requests cannot all pass the cooldown.
  const cooldown = {
    key: `reset-mail:${email}`,
    windowSeconds: VERIFICATION_RESEND_COOLDOWN_SECONDS,
  };
  if ((await ctx.rateLimiter.hit(cooldown)) > 1) {
    throwRateLimited(ctx, cooldown, 'A code was sent to this address moments ago.');
  }
  await enforceRateLimit(
    ctx,
    resetCodesAskedFor(input.email),
    VERIFICATION_RESEND_PER_HOUR,
    'Too many codes were asked for this address.',
  );
  await reserveAccountMail(ctx, { to: input.email, network });
  const user = await findUserByEmail(ctx.db, input.email);
  // Made whether or not there is an account: the steps are the same either way.
  const reset = newReset(ctx);
  // The code and its mail are stored together; the mail server is talked to after the
  // answer, by the mail queue.
  if (user) await inTransaction(ctx, (tx) => storeAndMailReset(tx, user, reset));
  // Storing a code takes a little longer than finding none: every case answers after one wait.
  await answerNoSoonerThan(startedAt);
  return { message: FORGOT_MESSAGE };
}

/** A reset's code and link token, with their keyed hashes (only the hashes are stored). */
interface NewReset {
  code: string;
  token: string;
  codeHash: string;
  linkTokenHash: string;
  now: Date;
  expiresAt: Date;
}

function newReset(ctx: AccountsContext): NewReset {
  const code = randomDigits(VERIFICATION_CODE_LENGTH);
  const token = randomBytes(RESET_LINK_TOKEN_BYTES).toString('base64url');
  const now = ctx.clock.now();
  return {
    code,
    token,
    codeHash: keyedHash(ctx.codeSecret, code),
    linkTokenHash: keyedHash(ctx.codeSecret, token),
    now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  };
}

/** Stores the reset (replacing an earlier one) and queues its mail, in the caller's transaction. */
async function storeAndMailReset(
  ctx: AccountsContext,
  user: Pick<UserRow, 'id' | 'email' | 'username'>,
  reset: NewReset,
): Promise<void> {
  const { code, token, codeHash, linkTokenHash, now, expiresAt } = reset;
  await upsertPasswordReset(ctx.db, {
    userId: user.id,
    codeHash,
    linkTokenHash,
    createdAt: now,
    expiresAt,
  });
  await ctx.outbox.put(
    ctx,
    passwordResetMail({
      to: user.email,
      username: user.username,
      code,
      // In the fragment: never sent to a server, so it is in no request log or Referer.
      link: `${ctx.config.publicUrl}/reset-password#token=${token}`,
      expiresAt,
    }),
  );
}

/**
 * A reset mail an admin sends (the admins' Players area), inside the caller's transaction: to
 * an account with a password only (an account that signs in with Google only is refused, 409:
 * its owner signs in with Google). Not refused by the mail caps, but counted against them
 * (`countAdminAccountMail`). The code and link are only in the mail.
 */
export async function sendPasswordResetForAdmin(
  ctx: AccountsContext,
  user: Pick<UserRow, 'id' | 'email' | 'username' | 'passwordHash'>,
): Promise<void> {
  if (!user.passwordHash) {
    throw new AppError(
      'GOOGLE_ONLY_ACCOUNT',
      `${user.username} signs in with Google only and has no password to reset.`,
    );
  }
  await storeAndMailReset(ctx, user, newReset(ctx));
  countAdminAccountMail(ctx, user.email);
}

/**
 * Checks the code against the one waiting for the address's account, using up one of the
 * limited tries first; returns the account and the code's hash when the code is right. An
 * unknown address, an account without a pending code and a wrong code get the same answer.
 */
async function checkResetCode(
  ctx: AccountsContext,
  input: { email: string; code: string; network: string },
): Promise<{ user: UserRow; codeHash: string }> {
  const user = await findUserByEmail(ctx.db, input.email);
  const accountId = user?.id ?? NO_ACCOUNT;
  const pending = await findPasswordReset(ctx.db, accountId);
  const codeHash = await checkMailedCode(ctx, {
    kind: 'reset',
    email: input.email,
    network: input.network,
    round: await codeRound(ctx, resetCodesAskedFor(input.email)),
    pending,
    code: input.code,
    reserveTry: () =>
      reservePasswordResetTry(ctx.db, accountId, VERIFICATION_MAX_WRONG_TRIES_PER_CODE),
  });
  if (!user) throw codeNotValid();
  return { user, codeHash };
}

/**
 * The reset the mailed link names: its 128-bit token cannot be guessed, so it needs no count
 * of tries; an unknown, used or expired token gets the answer of a wrong code.
 */
async function checkResetLink(
  ctx: AccountsContext,
  token: string,
): Promise<{ user: UserRow; codeHash: string }> {
  const found = await findPasswordResetByLink(ctx.db, keyedHash(ctx.codeSecret, token));
  if (!found || found.reset.expiresAt.getTime() <= ctx.clock.now().getTime()) {
    throw codeNotValid();
  }
  return { user: found.user, codeHash: found.reset.codeHash };
}

/** A reset whose code was right, ready to be applied in the reset's transaction. */
export interface CheckedPasswordReset {
  user: UserRow;
  codeHash: string;
  passwordHash: string;
}

/**
 * Checks a reset's code or link (outside any transaction: the tries it uses up stay used) and
 * hashes the new password. The reset itself is use-cases/onboard-player.ts's `resetPassword`:
 * the code proves the mailbox, so the account is verified with what that brings.
 */
export async function checkPasswordReset(
  ctx: AccountsContext,
  input: ResetPasswordInput | ResetPasswordByLinkInput,
  network: string,
): Promise<CheckedPasswordReset> {
  await enforceRateLimit(
    ctx,
    { key: `reset-ip:${network}`, windowSeconds: 15 * 60 },
    ctx.config.rateLimits.verifyPerIp,
    'Too many password reset attempts from this network.',
  );
  const { user, codeHash } =
    'token' in input
      ? await checkResetLink(ctx, input.token)
      : await checkResetCode(ctx, { email: input.email, code: input.code, network });
  const passwordHash = await ctx.hasher.hash(input.newPassword);
  return { user, codeHash, passwordHash };
}

/**
 * Sets the new password with the checked code, once, inside the reset's transaction, and ends
 * every session. An account that only used Google gets its first password.
 */
export async function setPasswordFromReset(
  ctx: AccountsContext,
  { user, codeHash, passwordHash }: CheckedPasswordReset,
): Promise<void> {
  const now = ctx.clock.now();
  if (!(await consumePasswordReset(ctx.db, user.id, codeHash, now))) throw codeNotValid();
  await updateUser(ctx.db, user.id, { passwordHash, updatedAt: now });
  await endAllSessions(ctx, user.id);
}
