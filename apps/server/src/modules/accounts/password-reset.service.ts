import type { z } from 'zod';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MAX_WRONG_TRIES,
  VERIFICATION_RESEND_COOLDOWN_SECONDS,
  VERIFICATION_RESEND_PER_HOUR,
  type ForgotPasswordInput,
  type messageResponse,
  type ResetPasswordInput,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/context.ts';
import { keyedHash, randomDigits } from '../../lib/secrets.ts';
import { checkMailedCode } from './mailed-code.ts';
import {
  consumePasswordReset,
  findPasswordReset,
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

const FORGOT_MESSAGE =
  'If an account uses this address, we sent it a code to choose a new password. ' +
  `The code is valid for ${VERIFICATION_CODE_TTL_MINUTES} minutes.`;

/**
 * Mails a reset code when the address has an account. The answer is the same either way, and
 * the mail goes out after it: the slow part, talking to the mail server, never shows in the
 * answer's timing which addresses have an account.
 */
export async function forgotPassword(
  ctx: AccountsContext,
  input: ForgotPasswordInput,
  ip: string,
): Promise<z.infer<typeof messageResponse>> {
  const { email } = input;
  await enforceRateLimit(
    ctx,
    { key: `forgot-ip:${ip}`, windowSeconds: 15 * 60 },
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
    { key: `reset-mail-hour:${email}`, windowSeconds: 60 * 60 },
    VERIFICATION_RESEND_PER_HOUR,
    'Too many codes were asked for this address.',
  );
  const user = await findUserByEmail(ctx.db, email);
  const code = randomDigits(VERIFICATION_CODE_LENGTH);
  const codeHash = keyedHash(ctx.codeSecret, code);
  if (user) {
    const now = ctx.clock.now();
    const link = `${ctx.config.publicUrl}/reset-password/${encodeURIComponent(user.email)}/${code}`;
    // The code and its mail are stored together; the mail server is talked to after the
    // answer, by the mail queue, so the answer's timing does not tell which addresses exist.
    await inTransaction(ctx, async (tx) => {
      await upsertPasswordReset(tx.db, {
        userId: user.id,
        codeHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      });
      await ctx.outbox.put(
        tx,
        passwordResetMail({
          to: user.email,
          username: user.username,
          code,
          link,
          expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        }),
      );
    });
  }
  return { message: FORGOT_MESSAGE };
}

const NO_CODE_MESSAGE = 'This code is not correct. Ask for a new one.';

/**
 * Checks the code against the one waiting for the address's account, using up one of the
 * limited tries first; returns the account and the code's hash when the code is right.
 */
async function checkResetCode(
  ctx: AccountsContext,
  email: string,
  code: string,
): Promise<{ user: UserRow; codeHash: string }> {
  const user = await findUserByEmail(ctx.db, email);
  const pending = user && (await findPasswordReset(ctx.db, user.id));
  // An unknown address and an account without a pending code look alike.
  if (!user || !pending) throw new AppError('VERIFICATION_CODE_INVALID', NO_CODE_MESSAGE);
  const codeHash = await checkMailedCode(ctx, pending, code, () =>
    reservePasswordResetTry(ctx.db, user.id, VERIFICATION_MAX_WRONG_TRIES),
  );
  return { user, codeHash };
}

/** A reset whose code was right, ready to be applied in the reset's transaction. */
export interface CheckedPasswordReset {
  user: UserRow;
  codeHash: string;
  passwordHash: string;
}

/**
 * Checks a reset's code (outside any transaction: the tries it uses up stay used) and hashes
 * the new password. The reset itself is use-cases/onboard-player.ts's `resetPassword`: the
 * code proves the mailbox, so the account is verified with what that brings.
 */
export async function checkPasswordReset(
  ctx: AccountsContext,
  input: ResetPasswordInput,
  ip: string,
): Promise<CheckedPasswordReset> {
  await enforceRateLimit(
    ctx,
    { key: `reset-ip:${ip}`, windowSeconds: 15 * 60 },
    ctx.config.rateLimits.verifyPerIp,
    'Too many password reset attempts from this network.',
  );
  const { user, codeHash } = await checkResetCode(ctx, input.email, input.code);
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
  if (!(await consumePasswordReset(ctx.db, user.id, codeHash, now))) {
    throw new AppError('VERIFICATION_CODE_INVALID', 'This code has already been used.');
  }
  await updateUser(ctx.db, user.id, { passwordHash, updatedAt: now });
  await endAllSessions(ctx, user.id);
}
