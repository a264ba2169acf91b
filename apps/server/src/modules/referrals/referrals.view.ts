import type { referredUsers } from '@punla/contract';
import type { z } from 'zod';
import type { listReferredRows } from './referrals.repository.ts';

type ReferredRow = Awaited<ReturnType<typeof listReferredRows>>[number];

/** A player brought with one's code, as the invite page lists them. */
export function toReferredUser(row: ReferredRow): z.infer<typeof referredUsers>[number] {
  return {
    username: row.username,
    joinedAt: row.joinedAt.toISOString(),
    verified: row.verified,
    rewarded: row.rewardedAt !== null,
  };
}
