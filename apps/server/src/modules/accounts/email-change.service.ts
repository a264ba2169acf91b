import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MAX_WRONG_TRIES,
  VERIFICATION_RESEND_COOLDOWN_SECONDS,
  VERIFICATION_RESEND_PER_HOUR,
  type ChangeEmailInput,
  type messageResponse,
} from '@punla/contract';
import type { z } from 'zod';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/context.ts';
import { addNotice } from '../../lib/ledgers/notices.ts';
import { keyedHash, randomDigits } from '../../lib/secrets.ts';
import { reserveAccountMail } from './account-mail-limits.ts';
import { enforceRateLimit, type AccountsContext } from './accounts.context.ts';
import { findUserById, type UserRow } from './accounts.repository.ts';
import {
  emailChangeCodeMail,
  emailChangedMail,
  emailChangedNotice,
} from './email-change.notices.ts';
import {
  consumeEmailChange,
  findEmailChange,
  mailboxUsedByAnother,
  reserveEmailChangeTry,
  setUserEmail,
  upsertEmailChange,
} from './email-change.repository.ts';
import { reservePasswordCheck } from './login-limits.ts';

// A player's own change of e-mail address (docs/game-rules.md, Your data and your account):
// asked with the current password, proven by a code mailed to the new address. The change
// itself, which proves a mailbox and so may verify the account, is use-cases/change-email.ts.

const takenAddress = () =>
  new AppError(
    'EMAIL_TAKEN',
    'Another account already uses this e-mail address. Choose another address.',
  );

async function accountOf(ctx: AccountsContext, userId: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'There is no account with this id.');
  return user;
}

/** The current password, when the account has one: counted as the password change counts it. */
async function checkCurrentPassword(
  ctx: AccountsContext,
  user: UserRow,
  password: string | undefined,
): Promise<void> {
  if (!user.passwordHash) return;
  if (password === undefined) {
    throw new AppError('VALIDATION_FAILED', 'password: Enter your current password.');
  }
  const attempt = await reservePasswordCheck(ctx, user.id);
  if (!(await ctx.hasher.verify(password, user.passwordHash))) {
    throw new AppError('PASSWORD_INCORRECT', 'Your current password is not correct.');
  }
  await attempt.succeeded();
}

/**
 * Mails a code to the new address and keeps the change waiting for it, replacing a change
 * asked before. Refused: a wrong or missing current password, the account's own address, an
 * address (or another address of its mailbox) another account uses; one code a minute and 5 an
 * hour per account, and the mail caps of the new address.
 */
export async function requestEmailChange(
  ctx: AccountsContext,
  userId: string,
  input: ChangeEmailInput,
  network: string,
): Promise<z.infer<typeof messageResponse>> {
  const user = await accountOf(ctx, userId);
  await checkCurrentPassword(ctx, user, input.password);
  const newEmail = input.email;
  if (newEmail === user.email) {
    throw new AppError('VALIDATION_FAILED', 'email: This is already your e-mail address.');
  }
  if (await mailboxUsedByAnother(ctx.db, newEmail, user.id)) throw takenAddress();
  await enforceRateLimit(
    ctx,
    { key: `email-change:${user.id}`, windowSeconds: VERIFICATION_RESEND_COOLDOWN_SECONDS },
    1,
    'A code was sent moments ago. Wait a minute before asking for another.',
  );
  await enforceRateLimit(
    ctx,
    { key: `email-change-hour:${user.id}`, windowSeconds: 60 * 60 },
    VERIFICATION_RESEND_PER_HOUR,
    'Too many codes were asked for this account in the last hour.',
  );
  await reserveAccountMail(ctx, { to: newEmail, network });
  const code = randomDigits(VERIFICATION_CODE_LENGTH);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * 60_000);
  await inTransaction(ctx, async (tx) => {
    await upsertEmailChange(tx.db, {
      userId: user.id,
      newEmail,
      codeHash: keyedHash(ctx.codeSecret, code),
      createdAt: now,
      expiresAt,
    });
    await tx.outbox.put(
      tx,
      emailChangeCodeMail({ to: newEmail, username: user.username, code, expiresAt }),
    );
  });
  return { message: `We sent a code to ${newEmail}. Type it here to change your e-mail.` };
}

const noChangeWaiting = () =>
  new AppError(
    'VERIFICATION_CODE_INVALID',
    'There is no e-mail change waiting for a code. Ask for a new code.',
  );

/** A right code of a pending change, ready for `applyEmailChange`. */
export interface CheckedEmailChange {
  user: UserRow;
  codeHash: string;
}

/**
 * Checks the code of the account's pending change, outside any transaction (the tries it uses
 * up stay used): VERIFICATION_MAX_WRONG_TRIES in all, each taken before the code is compared,
 * so parallel guesses cannot compare more. A wrong code says how many tries are left; the last
 * wrong one drops the change.
 */
export async function checkEmailChangeCode(
  ctx: AccountsContext,
  userId: string,
  code: string,
): Promise<CheckedEmailChange> {
  const user = await accountOf(ctx, userId);
  const pending = await findEmailChange(ctx.db, userId);
  if (!pending) throw noChangeWaiting();
  if (pending.expiresAt.getTime() <= ctx.clock.now().getTime()) {
    throw new AppError('VERIFICATION_CODE_INVALID', 'This code has expired. Ask for a new code.');
  }
  const reserved = await reserveEmailChangeTry(ctx.db, userId, VERIFICATION_MAX_WRONG_TRIES);
  if (!reserved) throw noChangeWaiting();
  const codeHash = keyedHash(ctx.codeSecret, code);
  if (codeHash === reserved.codeHash) return { user, codeHash };
  const triesLeft = VERIFICATION_MAX_WRONG_TRIES - reserved.wrongTries;
  if (triesLeft <= 0) {
    // Only the change these tries were of: one asked for meanwhile keeps its own.
    await consumeEmailChange(ctx.db, userId, reserved.codeHash);
    throw new AppError(
      'VERIFICATION_CODE_INVALID',
      'This code is not correct, and that was the last try. Ask for a new code.',
    );
  }
  throw new AppError(
    'VERIFICATION_CODE_INVALID',
    triesLeft === 1
      ? 'This code is not correct. You have 1 try left.'
      : `This code is not correct. You have ${triesLeft} tries left.`,
  );
}

/**
 * Gives the account the new address, once, inside the caller's transaction: the pending change
 * is used up, the old address is told (without a code or a link) and the inbox says so. The
 * unique indexes decide between two accounts taking one address at once: the later is 409 and
 * nothing of it changes. Sessions stay: the password did not change.
 */
export async function applyEmailChange(
  ctx: AccountsContext,
  { user, codeHash }: CheckedEmailChange,
): Promise<UserRow> {
  const newEmail = await consumeEmailChange(ctx.db, user.id, codeHash);
  if (!newEmail) throw noChangeWaiting();
  const now = ctx.clock.now();
  const updated = await setUserEmail(ctx.db, user.id, newEmail, now).catch((error: unknown) => {
    if (violatedUniqueConstraint(error)) throw takenAddress();
    throw error;
  });
  if (!updated) throw new AppError('NOT_FOUND', 'There is no account with this id.');
  await ctx.outbox.put(
    ctx,
    emailChangedMail({
      to: user.email,
      username: user.username,
      newEmail,
      supportEmail: ctx.config.supportEmail,
    }),
  );
  await addNotice(ctx.db, emailChangedNotice(user.id, newEmail, now));
  return updated;
}
