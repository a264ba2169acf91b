import { EXPIRED_CODES_KEPT_DAYS } from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { deleteExpiredCodeRows } from './accounts.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Forgets the mailed and login codes EXPIRED_CODES_KEPT_DAYS after they expired
 * (docs/game-rules.md, What is kept). Until then, an expired code sent still gets "it expired,
 * ask for a new one"; afterwards "there is no code waiting", which asks for the same. Returns
 * how many went.
 */
export function deleteExpiredCodes(ctx: AppContext): Promise<number> {
  const expiredBefore = new Date(ctx.clock.now().getTime() - EXPIRED_CODES_KEPT_DAYS * DAY_MS);
  return deleteExpiredCodeRows(ctx.db, expiredBefore);
}
