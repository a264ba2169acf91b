import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { MailOutbox } from '../../lib/mail-outbox.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { RateLimiter, RateLimitWindow } from '../../lib/rate-limiter.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { GoogleOidc } from './google-oidc.ts';
import type { SessionCache } from './session-cache.ts';

/** What the account services need; built once by the app. */
export interface AccountsContext extends AppContext {
  config: Config;
  hasher: PasswordHasher;
  tokens: TokenService;
  /** Where its mails go: queued in the caller's transaction, sent after it commits. */
  outbox: MailOutbox;
  rateLimiter: RateLimiter;
  logger: FastifyBaseLogger;
  /** Key for the hashes of mailed and one-time codes, derived for that use alone (lib/keys.ts). */
  codeSecret: string;
  /** Google sign-in, when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  google: GoogleOidc;
  /** The sessions the guards check tokens against, kept in memory. */
  sessions: SessionCache;
}

function minutesText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Counts one more hit on the window and refuses with 429 once the limit is passed. */
export async function enforceRateLimit(
  ctx: AccountsContext,
  window: RateLimitWindow,
  limit: number,
  what: string,
): Promise<void> {
  const hits = await ctx.rateLimiter.hit(window);
  if (hits > limit) throwRateLimited(ctx, window, what);
}

export function throwRateLimited(
  ctx: AccountsContext,
  window: RateLimitWindow,
  what: string,
): never {
  const retryAfterSeconds = ctx.rateLimiter.retryAfter(window);
  throw new AppError('RATE_LIMITED', `${what} Try again in ${minutesText(retryAfterSeconds)}.`, {
    retryAfterSeconds,
  });
}
