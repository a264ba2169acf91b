import { VERIFICATION_MAX_WRONG_TRIES } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { canonicalEmail } from '../../lib/canonical-email.ts';
import { keyedHash } from '../../lib/secrets.ts';
import type { RateLimitWindow } from '../../lib/rate-limiter.ts';
import type { AccountsContext } from './accounts.context.ts';

/** A 6-digit code waiting in a player's mailbox: its keyed hash and when it stops working. */
export interface PendingCode {
  codeHash: string;
  expiresAt: Date;
}

/**
 * The one answer to a code that does not work, whatever the reason: a wrong code, an expired
 * or used one, a code of an account already verified, an address without an account. Telling
 * these apart would tell a stranger which addresses have accounts and which wait for a code.
 */
export const CODE_NOT_VALID =
  'This code is not correct, or it is no longer valid. Check the newest mail from Punla, or ask for a new code.';

/** An id no account has: the checks of an unknown address run the same queries against it. */
export const NO_ACCOUNT = '00000000-0000-4000-8000-000000000000';

export const codeNotValid = () => new AppError('VERIFICATION_CODE_INVALID', CODE_NOT_VALID);

/**
 * The round of codes of an address: the hour and how many new codes the address was sent in
 * it, read from the count its requests for codes keep (`codesAsked`, counted for every address,
 * an account or not). A new code, or a new hour, is a new round.
 */
export async function codeRound(
  ctx: Pick<AccountsContext, 'rateLimiter' | 'clock'>,
  codesAsked: RateLimitWindow,
): Promise<string> {
  const hour = Math.floor(ctx.clock.now().getTime() / (codesAsked.windowSeconds * 1000));
  return `${hour}.${await ctx.rateLimiter.count(codesAsked)}`;
}

/** How long a network's count of tries of one code lasts: far beyond the code's life. */
const TRIES_WINDOW_SECONDS = 24 * 60 * 60;

export interface MailedCodeCheck {
  /** `verify` or `reset`: each code kind counts its own tries. */
  kind: string;
  /** The address the code was asked for, as typed. */
  email: string;
  /** The client's network (lib/client-network.ts). */
  network: string;
  /**
   * Which round of codes of the address this is: moved on by every request for a new code of
   * the address, whether or not it has an account (`codeRound`), so a new code gives a network
   * its tries again for every address alike, and that tells nothing about accounts.
   */
  round: string;
  /** The code waiting for the address's account, if there is an account and a code. */
  pending: PendingCode | undefined;
  code: string;
  /**
   * Uses up one of the code's tries across all networks (VERIFICATION_MAX_WRONG_TRIES_PER_CODE)
   * before the code is compared; answers the tries used, or nothing once they are all gone.
   * Called for every check, an unknown address included, so every answer takes the same steps.
   */
  reserveTry: () => Promise<number | undefined>;
}

/**
 * Checks a mailed code (verification or password reset) and returns its hash when it is right.
 *
 * Tries are counted twice before the code is compared: per address and client network
 * (VERIFICATION_MAX_WRONG_TRIES for each round of codes, so one network's guesses stop there and
 * leave the owner's code working), and per code across networks (a higher cap, so guesses from
 * many networks cannot go on for ever). The first count is kept for unknown addresses too: the
 * refusal it gives says nothing about accounts.
 */
export async function checkMailedCode(
  ctx: AccountsContext,
  check: MailedCodeCheck,
): Promise<string> {
  const { pending } = check;
  const window = {
    key: `code-tries:${check.kind}:${canonicalEmail(check.email)}:${check.round}:${check.network}`,
    windowSeconds: TRIES_WINDOW_SECONDS,
  };
  if ((await ctx.rateLimiter.hit(window)) > VERIFICATION_MAX_WRONG_TRIES) {
    throw new AppError(
      'RATE_LIMITED',
      'Too many wrong codes from this network. Ask for a new code, and type it carefully.',
      { retryAfterSeconds: ctx.rateLimiter.retryAfter(window) },
    );
  }
  const triesUsed = await check.reserveTry();
  const codeHash = keyedHash(ctx.codeSecret, check.code);
  const valid =
    pending !== undefined &&
    triesUsed !== undefined &&
    pending.expiresAt.getTime() > ctx.clock.now().getTime() &&
    codeHash === pending.codeHash;
  if (!valid) throw codeNotValid();
  return codeHash;
}
