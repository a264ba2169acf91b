import type { z } from 'zod';
import type { messageResponse } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { raiseTokenVersion, type UserRow } from './accounts.repository.ts';
import type { SessionCache } from './session-cache.ts';

/**
 * Ends every session of the account at once (inside the caller's transaction, if any) and
 * returns the account as it is now, with the version new tokens must carry.
 */
export async function endAllSessions(
  ctx: AppContext & { sessions?: SessionCache },
  userId: string,
): Promise<UserRow> {
  const user = await raiseTokenVersion(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'There is no account with this id.');
  // Every instance hears of it from the database; this one needs no wait for that.
  ctx.sessions?.forget(userId);
  return user;
}

/** "Log out of all devices": this session ends too, so the player logs in again. */
export async function logOutEverywhere(
  ctx: AppContext,
  userId: string,
): Promise<z.infer<typeof messageResponse>> {
  await endAllSessions(ctx, userId);
  return { message: 'You are logged out on every device.' };
}
