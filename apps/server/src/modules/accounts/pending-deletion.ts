import { AppError } from '../../lib/app-error.ts';
import type { AccountsContext } from './accounts.context.ts';
import type { UserRow } from './accounts.repository.ts';

// A login to an account whose deletion is pending (docs/game-rules.md, Your data and your
// account) opens no session: it answers 409 DELETION_PENDING with when the data will be erased
// and a token that only the account's keep route accepts (lib/tokens.ts, `issueKeep`).

/** The day a pending deletion erases the account, as the player reads it. */
export function erasureDay(erasesAt: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'long' }).format(erasesAt);
}

/**
 * Refuses a session to an account whose deletion is pending, offering to keep it. An account an
 * admin suspended is refused by the suspension instead (its reason is what the player must read).
 */
export async function refuseIfDeletionPending(
  ctx: Pick<AccountsContext, 'tokens' | 'timeZone'>,
  user: Pick<
    UserRow,
    'id' | 'role' | 'tokenVersion' | 'deletionRequestedAt' | 'erasesAt' | 'suspensionReason'
  >,
): Promise<void> {
  if (!user.deletionRequestedAt || !user.erasesAt || user.suspensionReason) return;
  const keepToken = await ctx.tokens.issueKeep({
    userId: user.id,
    role: user.role,
    tokenVersion: user.tokenVersion,
  });
  throw new AppError(
    'DELETION_PENDING',
    `This account is set to be deleted on ${erasureDay(user.erasesAt, ctx.timeZone)}. Keep it to go on playing.`,
    undefined,
    { erasesAt: user.erasesAt.toISOString(), keepToken },
  );
}
