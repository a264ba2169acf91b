import type { UserProfile } from '@punla/contract';
import type { UserRow } from './accounts.repository.ts';

/** The only view of a user that leaves the server. */
export function toUserProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    verified: user.verified,
    referralCode: user.referralCode,
    referredCode: user.referredCode,
    totalXp: user.totalXp,
    walletBalance: user.coinBalance,
    tourCompleted: user.tourCompleted,
    hasPassword: user.passwordHash !== null,
    birthYear: user.birthYear,
    createdAt: user.createdAt.toISOString(),
  };
}
