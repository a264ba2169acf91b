import { VERIFICATION_MAX_WRONG_TRIES } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { keyedHash } from '../../lib/secrets.ts';
import type { AccountsContext } from './accounts.context.ts';

/** A 6-digit code waiting in a player's mailbox: its keyed hash and when it stops working. */
export interface PendingCode {
  codeHash: string;
  expiresAt: Date;
}

/**
 * Checks a mailed code (verification or password reset) against the one waiting: expired
 * codes are refused, one of the limited tries is used up BEFORE comparing (`reserveTry`
 * answers the tries used, or nothing once they are all gone), and a wrong code says how many
 * tries are left. Returns the code's hash when it is right.
 */
export async function checkMailedCode(
  ctx: AccountsContext,
  pending: PendingCode,
  code: string,
  reserveTry: () => Promise<number | undefined>,
): Promise<string> {
  if (pending.expiresAt.getTime() <= ctx.clock.now().getTime()) {
    throw new AppError('VERIFICATION_CODE_EXPIRED', 'This code has expired. Ask for a new one.');
  }
  const triesUsed = await reserveTry();
  if (triesUsed === undefined) {
    throw new AppError(
      'VERIFICATION_TOO_MANY_ATTEMPTS',
      'Too many wrong codes. Ask for a new one.',
    );
  }
  const codeHash = keyedHash(ctx.codeSecret, code);
  if (codeHash !== pending.codeHash) {
    const left = VERIFICATION_MAX_WRONG_TRIES - triesUsed;
    throw left > 0
      ? new AppError(
          'VERIFICATION_CODE_INVALID',
          `This code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
        )
      : new AppError(
          'VERIFICATION_TOO_MANY_ATTEMPTS',
          'This code is not correct, and that was the last try. Ask for a new code.',
        );
  }
  return codeHash;
}
