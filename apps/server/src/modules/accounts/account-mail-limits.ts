import { ACCOUNT_MAILS_PER_RECIPIENT_PER_DAY } from '@punla/contract';
import { canonicalEmail } from '../../lib/canonical-email.ts';
import { AppError } from '../../lib/app-error.ts';
import { afterCommit } from '../../lib/context.ts';
import { enforceRateLimit, type AccountsContext } from './accounts.context.ts';

const DAY_SECONDS = 24 * 60 * 60;
const HOUR_SECONDS = 60 * 60;

const recipientWindow = (to: string) => ({
  key: `account-mails-to:${canonicalEmail(to)}`,
  windowSeconds: DAY_SECONDS,
});
const ceilingWindow = { key: 'account-mails', windowSeconds: HOUR_SECONDS };

/**
 * Reserves one account mail (a verification or password-reset code) before it is queued:
 * at most ACCOUNT_MAILS_PER_RECIPIENT_PER_DAY to one mailbox (its aliases count as one), a
 * day's share for the client network that asks, and the game's hourly ceiling, which keeps the
 * game below what its SMTP provider allows before blocking it. Counted whether or not the
 * address has an account, so the answers tell nothing about accounts; each count is an atomic
 * hit of the shared limiter, so parallel requests cannot pass a cap.
 */
export async function reserveAccountMail(
  ctx: AccountsContext,
  request: { to: string; network: string },
): Promise<void> {
  // The network's and the mailbox's own caps first: a request they refuse does not count
  // against the game's ceiling, so one network cannot pause everyone's mail.
  await enforceRateLimit(
    ctx,
    { key: `account-mails-network:${request.network}`, windowSeconds: DAY_SECONDS },
    ctx.config.rateLimits.accountMailsPerNetwork,
    'Too many mails were asked for from this network today.',
  );
  await enforceRateLimit(
    ctx,
    recipientWindow(request.to),
    ACCOUNT_MAILS_PER_RECIPIENT_PER_DAY,
    'Too many mails were sent to this address today.',
  );
  const ceiling = ceilingWindow;
  if ((await ctx.rateLimiter.hit(ceiling)) > ctx.config.rateLimits.accountMailsPerHour) {
    const retryAfterSeconds = ctx.rateLimiter.retryAfter(ceiling);
    throw new AppError(
      'MAIL_PAUSED',
      'Punla is sending a lot of mail right now, so new accounts and codes wait for a while. ' +
        `Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
      { retryAfterSeconds },
    );
  }
}

/**
 * Counts an account mail an admin sent (the admins' Players area) against the mailbox's day and
 * the game's hour, without refusing it: an admin helping a player is never stopped by the caps,
 * but the player's own requests for codes after it find it counted, and the game's hour holds
 * it. The admin's network is not the player's, so it is not counted there. Runs after the
 * mail's transaction has committed; a count that fails is told in the log, not to the admin.
 */
export function countAdminAccountMail(ctx: AccountsContext, to: string): void {
  afterCommit(ctx, () =>
    Promise.all([
      ctx.rateLimiter.hit(recipientWindow(to)),
      ctx.rateLimiter.hit(ceilingWindow),
    ]).catch((error: unknown) =>
      ctx.logger.warn({ err: error }, "An admin's account mail was not counted."),
    ),
  );
}
