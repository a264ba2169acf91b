import type { z } from 'zod';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MAX_WRONG_TRIES,
  VERIFICATION_RESEND_COOLDOWN_SECONDS,
  VERIFICATION_RESEND_PER_HOUR,
  type messageResponse,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { afterCommit, inTransaction, type AppContext } from '../../lib/context.ts';
import { standingsChanged } from '../../lib/ledgers/standings-changes.ts';
import { keyedHash, randomDigits } from '../../lib/secrets.ts';
import { checkMailedCode } from './mailed-code.ts';
import {
  consumeVerificationCode,
  findUserByEmail,
  findVerificationCode,
  markUserVerified,
  reserveVerificationTry,
  upsertVerificationCode,
  type UserRow,
} from './accounts.repository.ts';
import { enforceRateLimit, type AccountsContext } from './accounts.context.ts';
import { verificationMail } from './accounts.notices.ts';

/**
 * Creates a new code for the user and queues the mail that carries it, both on `ctx.db`: in
 * the caller's transaction, the mail is sent only if the code was stored, and surely then.
 */
export async function mailVerificationCode(
  ctx: AccountsContext,
  user: Pick<UserRow, 'id' | 'email' | 'username'>,
): Promise<void> {
  const code = randomDigits(VERIFICATION_CODE_LENGTH);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * 60_000);
  await upsertVerificationCode(ctx.db, {
    userId: user.id,
    codeHash: keyedHash(ctx.codeSecret, code),
    createdAt: now,
    expiresAt,
  });
  const link = `${ctx.config.publicUrl}/verify-account/${encodeURIComponent(user.email)}/${code}`;
  await ctx.outbox.put(
    ctx,
    verificationMail({ to: user.email, username: user.username, code, link, expiresAt }),
  );
}

/**
 * Checks the code the player sent against the one waiting for them, using up one of the
 * limited tries first; returns the code's hash when it is right.
 */
async function checkCode(ctx: AccountsContext, user: UserRow, code: string): Promise<string> {
  const pending = await findVerificationCode(ctx.db, user.id);
  if (!pending) {
    throw new AppError(
      'VERIFICATION_CODE_INVALID',
      'There is no code waiting for this account. Ask for a new one.',
    );
  }
  const codeHash = await checkMailedCode(ctx, pending, code, () =>
    reserveVerificationTry(ctx.db, user.id, VERIFICATION_MAX_WRONG_TRIES),
  );
  return codeHash;
}

/**
 * Marks the account verified, inside the caller's transaction; true only for the call that
 * verified it, so what a proven mailbox brings (use-cases/onboard-player.ts) follows once.
 */
export async function markVerified(ctx: AppContext, userId: string): Promise<boolean> {
  const verified = await markUserVerified(ctx.db, userId, ctx.clock.now());
  // A verified player takes part in the season: the board is read again once this commits
  // (the verification link is a GET, which the requests' own count leaves out).
  if (verified) afterCommit(ctx, standingsChanged);
  return verified;
}

/**
 * Checks the mailed code of an unverified account, outside any transaction (the tries it uses
 * up stay used); returns the account and the code's hash for `useVerificationCode`.
 */
export async function checkVerificationCode(
  ctx: AccountsContext,
  input: { email: string; code: string; ip: string },
): Promise<{ user: UserRow; codeHash: string }> {
  await enforceRateLimit(
    ctx,
    { key: `verify-ip:${input.ip}`, windowSeconds: 15 * 60 },
    ctx.config.rateLimits.verifyPerIp,
    'Too many verification attempts from this network.',
  );
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) {
    throw new AppError('VERIFICATION_CODE_INVALID', 'This code is not correct.');
  }
  if (user.verified) {
    throw new AppError('ALREADY_VERIFIED', 'This account is already verified. You can log in.');
  }
  return { user, codeHash: await checkCode(ctx, user, input.code) };
}

/** Uses the checked code up, inside the verifying transaction: a code verifies once. */
export async function useVerificationCode(
  ctx: AppContext,
  userId: string,
  codeHash: string,
): Promise<void> {
  if (!(await consumeVerificationCode(ctx.db, userId, codeHash))) {
    throw new AppError('VERIFICATION_CODE_INVALID', 'This code has already been used.');
  }
}

const RESEND_MESSAGE =
  'If an account with this e-mail is waiting for verification, a new code is on its way.';

/** Sends a new code. The answer is the same whether or not the address has an account. */
export async function requestVerification(
  ctx: AccountsContext,
  email: string,
): Promise<z.infer<typeof messageResponse>> {
  const cooldown = { key: `resend:${email}`, windowSeconds: VERIFICATION_RESEND_COOLDOWN_SECONDS };
  const hourly = { key: `resend-hour:${email}`, windowSeconds: 60 * 60 };
  // Reserved before anything else: of many requests at once, only the first sends a code.
  await enforceRateLimit(ctx, cooldown, 1, 'A code was sent to this address moments ago.');
  await enforceRateLimit(
    ctx,
    hourly,
    VERIFICATION_RESEND_PER_HOUR,
    'Too many codes were asked for this address.',
  );
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.verified) {
    await inTransaction(ctx, (tx) => mailVerificationCode(tx, user));
  }
  return { message: RESEND_MESSAGE };
}
