import type { referredUsers } from '@punla/contract';
import type { z } from 'zod';
import type { listReferredRows } from './referrals.repository.ts';

type ReferredRow = Awaited<ReturnType<typeof listReferredRows>>[number];

/**
 * A player brought with one's code, as the invite page lists them: the referrer's reward paid,
 * pending (the friend has not played yet), or not paid because the season's cap of rewarded
 * referrals was reached when the friend first played.
 */
export function toReferredUser(row: ReferredRow): z.infer<typeof referredUsers>[number] {
  const rewarded = row.rewardedAt !== null;
  return {
    username: row.username,
    joinedAt: row.joinedAt.toISOString(),
    verified: row.verified,
    rewarded,
    reward: rewarded ? 'PAID' : row.played ? 'CAPPED' : 'PENDING',
  };
}
