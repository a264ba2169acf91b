import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../lib/context.ts';
import type { MailOutbox } from '../../lib/mail-outbox.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
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

// The 429 of every rate limit, for the account services that import it from here.
export { enforceRateLimit, throwRateLimited } from '../../lib/rate-limiter.ts';
