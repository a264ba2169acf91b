import { emailSchema, passwordSchema, passwordStrength } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, type AppContext } from '../../lib/context.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { findUserByEmail, updateUser, type UserRow } from './accounts.repository.ts';
import { clearLoginLockout } from './login-limits.ts';
import { endAllSessions } from './sessions.service.ts';

/** What setting an admin's password from the machine needs (no request, no mail). */
export interface AdminPasswordContext extends AppContext {
  hasher: PasswordHasher;
  rateLimiter: RateLimiter;
}

/** The first problem zod found, as the sentence the game shows for it. */
function firstIssue(result: { error?: { issues: { message: string }[] } }): string {
  return result.error?.issues[0]?.message ?? 'This value is not valid.';
}

/** The admin with this e-mail; refuses an address that is not valid, unknown or a player's. */
export async function findAdmin(ctx: AppContext, emailText: string): Promise<UserRow> {
  const email = emailSchema.safeParse(emailText.trim());
  if (!email.success) throw new AppError('VALIDATION_FAILED', firstIssue(email));
  const user = await findUserByEmail(ctx.db, email.data);
  if (!user) throw new AppError('NOT_FOUND', `No account uses the e-mail ${email.data}.`);
  if (user.role !== 'ADMIN') {
    throw new AppError(
      'FORBIDDEN',
      `${email.data} is a player's account, not an admin's: this command sets admins' passwords only.`,
    );
  }
  return user;
}

/**
 * Sets a new password for an admin, by the owner of the machine (`npm run
 * admin:reset-password`): the way back in for an admin who lost theirs, with no mail needed.
 * The password follows the game's rule and is not one the strength meter calls weak (an
 * admin's account can change everything); every session of the admin ends, and wrong
 * passwords typed before no longer lock the account. Refuses an unknown address and a
 * player's account.
 */
export async function setAdminPassword(
  ctx: AdminPasswordContext,
  input: { email: string; password: string },
): Promise<{ email: string; username: string }> {
  const user = await findAdmin(ctx, input.email);
  const password = passwordSchema.safeParse(input.password);
  if (!password.success) throw new AppError('VALIDATION_FAILED', firstIssue(password));
  if (passwordStrength(password.data) === 'weak') {
    throw new AppError(
      'VALIDATION_FAILED',
      'This password is weak: mix at least two of lowercase letters, uppercase letters and digits.',
    );
  }
  const passwordHash = await ctx.hasher.hash(password.data);
  await inTransaction(ctx, async (tx) => {
    await updateUser(tx.db, user.id, { passwordHash, updatedAt: tx.clock.now() });
    await endAllSessions(tx, user.id);
  });
  await clearLoginLockout(ctx, user.id);
  return { email: user.email, username: user.username };
}
