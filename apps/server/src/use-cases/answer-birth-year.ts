import type { UserProfile } from '@punla/contract';
import { AppError } from '../lib/app-error.ts';
import { inTransaction } from '../lib/context.ts';
import {
  oldEnoughToSignUp,
  refuseFutureBirthYear,
  setBirthYear,
  TOO_YOUNG_ACCOUNT_CLOSES,
} from '../modules/accounts/age.service.ts';
import { findAccount } from '../modules/accounts/accounts.service.ts';
import type { PlayersContext } from '../modules/players/players.context.ts';
import { eraseAccount } from '../modules/privacy/erasure.service.ts';
import { scheduleDeletion } from './delete-account.ts';

// The birth year an account made before sign-up asked it tells once (docs/game-rules.md, Age
// and a guardian's consent). A player under MIN_SIGNUP_AGE cannot have an account: theirs is
// closed as a deletion closes it, so it spans the accounts, the boards and the events.

/**
 * Keeps the year, once (409 when it is on file already). A year under MIN_SIGNUP_AGE is not
 * kept: the account is closed as a deletion closes it (logged out everywhere, off the boards,
 * seats given up) and erased at once, with no grace period to keep it in; then the answer is
 * 403 TOO_YOUNG.
 */
export async function answerBirthYear(
  ctx: PlayersContext,
  userId: string,
  birthYear: number,
): Promise<UserProfile> {
  refuseFutureBirthYear(ctx, birthYear);
  if (oldEnoughToSignUp(ctx, birthYear)) return setBirthYear(ctx, userId, birthYear);
  const account = await findAccount(ctx, userId);
  // A year on file already is refused by setBirthYear's own check, before any closing.
  if (!account || account.birthYear !== null) return setBirthYear(ctx, userId, birthYear);
  // No grace period: an account under the age must not exist, so nothing is kept to come back to.
  await inTransaction(ctx, (tx) => scheduleDeletion(tx, account, undefined, 0));
  await eraseAccount(ctx, account.id);
  throw new AppError('TOO_YOUNG', TOO_YOUNG_ACCOUNT_CLOSES);
}
