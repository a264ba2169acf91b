import { ACCOUNT_MAILS_PER_RECIPIENT_PER_DAY } from '@punla/contract';
import { canonicalEmail } from '../../lib/canonical-email.ts';
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimit, type AccountsContext } from './accounts.context.ts';

const DAY_SECONDS = 24 * 60 * 60;
const HOUR_SECONDS = 60 * 60;

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
    { key: `account-mails-to:${canonicalEmail(request.to)}`, windowSeconds: DAY_SECONDS },
    ACCOUNT_MAILS_PER_RECIPIENT_PER_DAY,
    'Too many mails were sent to this address today.',
  );
  const ceiling = { key: 'account-mails', windowSeconds: HOUR_SECONDS };
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
