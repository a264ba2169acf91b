import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { referrals, users } from '../../db/schema/index.ts';

/*
 * The referral columns of the user row (referral_code, referred_code, pending_referral_code)
 * are this module's: only it reads and writes them (sign-up only sets the pending code). The
 * few other user fields read here (name, role, verified, sign-up time) decide referral rules.
 */
const referralAccount = {
  id: users.id,
  username: users.username,
  role: users.role,
  verified: users.verified,
  createdAt: users.createdAt,
  referralCode: users.referralCode,
  referredCode: users.referredCode,
  pendingReferralCode: users.pendingReferralCode,
};

export type ReferralAccount = Pick<typeof users.$inferSelect, keyof typeof referralAccount>;

/**
 * Makes the referral applies of all players wait for each other until the caller's
 * transaction ends. A cycle check reads the chain of referrers, which other applies may be
 * extending at that moment (A applying B's code while B applies C's and C applies A's);
 * one apply at a time sees every committed link. Applies are once per player, so the wait is
 * short and rare. Call inside a transaction.
 */
export async function waitForOtherReferralApplies(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('punla:referral-apply'))`);
}

export async function findReferralAccount(
  db: Database,
  userId: string,
): Promise<ReferralAccount | undefined> {
  const [row] = await db.select(referralAccount).from(users).where(eq(users.id, userId));
  return row;
}

export async function findAccountByReferralCode(
  db: Database,
  code: string,
): Promise<ReferralAccount | undefined> {
  const [row] = await db.select(referralAccount).from(users).where(eq(users.referralCode, code));
  return row;
}

/** Gives the player `code` unless they have one; a code another player holds fails (unique). */
export async function setReferralCodeIfNone(
  db: Database,
  userId: string,
  code: string,
): Promise<void> {
  await db
    .update(users)
    .set({ referralCode: code })
    .where(and(eq(users.id, userId), isNull(users.referralCode)));
}

/** Records the code the player used, once: false when they had used one already. */
export async function markReferred(
  db: Database,
  userId: string,
  code: string,
  at: Date,
): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ referredCode: code, pendingReferralCode: null, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.referredCode)))
    .returning({ id: users.id });
  return claimed.length > 0;
}

export async function clearPendingReferralCode(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ pendingReferralCode: null }).where(eq(users.id, userId));
}

export async function findReferrerOf(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ referrerId: referrals.referrerId })
    .from(referrals)
    .where(eq(referrals.referredId, userId));
  return row?.referrerId;
}

export async function insertReferral(db: Database, values: typeof referrals.$inferInsert) {
  const [row] = await db.insert(referrals).values(values).returning();
  if (!row) throw new Error('The referral was not recorded.');
  return row;
}

export async function findUnrewardedReferral(db: Database, referredId: string) {
  const [row] = await db
    .select()
    .from(referrals)
    .where(and(eq(referrals.referredId, referredId), isNull(referrals.rewardedAt)));
  return row;
}

/** The referrer's rewarded referrals, within `period` when one is given. */
export async function countRewardedReferrals(
  db: Database,
  referrerId: string,
  period: { startAt: Date; endAt: Date } | undefined,
): Promise<number> {
  const [count] = await db
    .select({ rewarded: sql<number>`count(*)::int` })
    .from(referrals)
    .where(
      and(
        eq(referrals.referrerId, referrerId),
        isNotNull(referrals.rewardedAt),
        period
          ? sql`${referrals.rewardedAt} >= ${period.startAt} and ${referrals.rewardedAt} < ${period.endAt}`
          : undefined,
      ),
    );
  return count?.rewarded ?? 0;
}

/** Marks the referral rewarded, once: false when another request did first. */
export async function markRewarded(db: Database, referralId: string, at: Date): Promise<boolean> {
  const marked = await db
    .update(referrals)
    .set({ rewardedAt: at })
    .where(and(eq(referrals.id, referralId), isNull(referrals.rewardedAt)))
    .returning({ id: referrals.id });
  return marked.length > 0;
}

export async function countReferralsOf(db: Database, userId: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      rewarded: sql<number>`count(${referrals.rewardedAt})::int`,
    })
    .from(referrals)
    .where(eq(referrals.referrerId, userId));
  return { count: row?.count ?? 0, rewarded: row?.rewarded ?? 0 };
}

/** The players the user brought, newest first, with their names read in the same join. */
export function listReferredRows(db: Database, userId: string) {
  return db
    .select({
      username: users.username,
      joinedAt: users.createdAt,
      verified: users.verified,
      rewardedAt: referrals.rewardedAt,
    })
    .from(referrals)
    .innerJoin(users, eq(referrals.referredId, users.id))
    .where(eq(referrals.referrerId, userId))
    .orderBy(desc(referrals.createdAt));
}
