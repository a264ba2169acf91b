import { UNVERIFIED_ACCOUNTS_KEPT_DAYS } from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { deleteUnverifiedAccountRows } from './unverified-accounts.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes, with everything they hold, the accounts that never verified their e-mail address
 * UNVERIFIED_ACCOUNTS_KEPT_DAYS after they were made (docs/game-rules.md, What is kept): nobody
 * can be reached behind them, and their names and addresses are freed. An admin's account is
 * never deleted. Returns how many went.
 */
export function deleteOldUnverifiedAccounts(ctx: AppContext): Promise<number> {
  const madeBefore = new Date(ctx.clock.now().getTime() - UNVERIFIED_ACCOUNTS_KEPT_DAYS * DAY_MS);
  return deleteUnverifiedAccountRows(ctx.db, madeBefore);
}
