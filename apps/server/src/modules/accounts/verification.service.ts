import type { z } from 'zod';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MAX_WRONG_TRIES_PER_CODE,
  VERIFICATION_RESEND_COOLDOWN_SECONDS,
  VERIFICATION_RESEND_PER_HOUR,
  type messageResponse,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { afterCommit, inTransaction, type AppContext } from '../../lib/context.ts';
import { standingsChanged } from '../../lib/ledgers/standings-changes.ts';
import { performance } from 'node:perf_hooks';
import { canonicalEmail } from '../../lib/canonical-email.ts';
import { answerNoSoonerThan } from '../../lib/even-timing.ts';
import { keyedHash, randomDigits } from '../../lib/secrets.ts';
import { checkMailedCode, codeNotValid, codeRound, NO_ACCOUNT } from './mailed-code.ts';
import { countAdminAccountMail, reserveAccountMail } from './account-mail-limits.ts';
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
 * A new code an admin sends to an unverified account (the admins' Players area), inside the
 * caller's transaction: not refused by the mail caps, but counted against them
 * (`countAdminAccountMail`). The code is only in the mail, never in the answer or the audit
 * log. 409 for a verified account.
 */
export async function sendVerificationForAdmin(
  ctx: AccountsContext,
  user: Pick<UserRow, 'id' | 'email' | 'username' | 'verified'>,
): Promise<void> {
  if (user.verified) {
    throw new AppError('ALREADY_VERIFIED', `${user.username} has verified their address already.`);
  }
  await mailVerificationCode(ctx, user);
  countAdminAccountMail(ctx, user.email);
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
 * up stay used); returns the account and the code's hash for `useVerificationCode`. An unknown
 * address, an account already verified and a wrong code get one and the same answer.
 */
export async function checkVerificationCode(
  ctx: AccountsContext,
  input: { email: string; code: string; network: string },
): Promise<{ user: UserRow; codeHash: string }> {
  await enforceRateLimit(
    ctx,
    { key: `verify-ip:${input.network}`, windowSeconds: 15 * 60 },
    ctx.config.rateLimits.verifyPerIp,
    'Too many verification attempts from this network.',
  );
  const found = await findUserByEmail(ctx.db, input.email);
  const user = found && !found.verified ? found : undefined;
  const accountId = user?.id ?? NO_ACCOUNT;
  const pending = await findVerificationCode(ctx.db, accountId);
  const codeHash = await checkMailedCode(ctx, {
    kind: 'verify',
    email: input.email,
    network: input.network,
    round: await codeRound(ctx, codesAskedFor(input.email)),
    pending,
    code: input.code,
    reserveTry: () =>
      reserveVerificationTry(ctx.db, accountId, VERIFICATION_MAX_WRONG_TRIES_PER_CODE),
  });
  if (!user) throw codeNotValid();
  return { user, codeHash };
}

/** Uses the checked code up, inside the verifying transaction: a code verifies once. */
export async function useVerificationCode(
  ctx: AppContext,
  userId: string,
  codeHash: string,
): Promise<void> {
  if (!(await consumeVerificationCode(ctx.db, userId, codeHash))) throw codeNotValid();
}

/** The new verification codes asked for an address in the hour, an account or not. */
const codesAskedFor = (email: string) => ({
  key: `resend-hour:${canonicalEmail(email)}`,
  windowSeconds: 60 * 60,
});

const RESEND_MESSAGE =
  'If an account with this e-mail is waiting for verification, a new code is on its way.';

/**
 * Sends a new code. The answer is the same whether the address has an unverified account, a
 * verified one or none: the limits are counted by the address, before it is looked up.
 */
export async function requestVerification(
  ctx: AccountsContext,
  input: { email: string; network: string },
): Promise<z.infer<typeof messageResponse>> {
  const startedAt = performance.now();
  await enforceRateLimit(
    ctx,
    { key: `resend-ip:${input.network}`, windowSeconds: 15 * 60 },
    ctx.config.rateLimits.verifyPerIp,
    'Too many requests for codes from this network.',
  );
  const email = canonicalEmail(input.email);
  const cooldown = { key: `resend:${email}`, windowSeconds: VERIFICATION_RESEND_COOLDOWN_SECONDS };
  const hourly = codesAskedFor(input.email);
  // Reserved before anything else: of many requests at once, only the first sends a code.
  await enforceRateLimit(ctx, cooldown, 1, 'A code was sent to this address moments ago.');
  await enforceRateLimit(
    ctx,
    hourly,
    VERIFICATION_RESEND_PER_HOUR,
    'Too many codes were asked for this address.',
  );
  await reserveAccountMail(ctx, { to: input.email, network: input.network });
  const user = await findUserByEmail(ctx.db, input.email);
  if (user && !user.verified) await inTransaction(ctx, (tx) => mailVerificationCode(tx, user));
  // Storing a code takes a little longer than finding none: every case answers after one wait.
  await answerNoSoonerThan(startedAt);
  return { message: RESEND_MESSAGE };
}
