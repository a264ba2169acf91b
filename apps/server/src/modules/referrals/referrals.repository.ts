import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { REFERRAL_QUALIFIES_WHEN } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { referrals, users } from '../../db/schema/index.ts';

/*
 * The referral columns of the user row (referral_code, referred_code, pending_referral_code)
 * are this module's: only it reads and writes them (sign-up only sets the pending code). The
 * few other user fields read here (name, role, verified, sign-up time, the sign-up's network
 * and device hashes) decide referral rules.
 *
 * Whether a referred player has played (REFERRAL_QUALIFIES_WHEN) is read here from their trees'
 * stages and their quest claims, the planted-trees and quests domains' tables: a read-only
 * check of the referral rule, made inside the transaction of the care action or claim that
 * may have just met it, so it sees that action's own rows.
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

/**
 * Makes rewards for one referrer wait for each other until the caller's transaction ends, so
 * that the season's cap is counted with every other reward of theirs settled: two friends
 * playing at the same moment cannot both take the last rewarded place. Call inside a
 * transaction.
 */
export async function waitForOtherRewardsOf(db: Database, referrerId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('punla:referral-reward'), hashtext(${referrerId}))`,
  );
}

/** Trees of the player that reached the qualifying stage (`tree`) and quest days, as SQL on `player`. */
const playedParts = (player: SQL | string) => ({
  saplings: sql`(select count(*) from (select 1 from planted_trees t
      where t.user_id = ${player} and t.stage >= ${REFERRAL_QUALIFIES_WHEN.treeStage} limit 2) s)::int`,
  questDays: sql`(select count(*) from (select distinct q.game_day from quest_claims q
      where q.user_id = ${player}) d)::int`,
});

/** Whether the player has played as a referral asks (SQL on a user id column). */
const hasPlayed = (player: SQL) =>
  sql`(exists (select 1 from planted_trees t
        where t.user_id = ${player} and t.stage >= ${REFERRAL_QUALIFIES_WHEN.treeStage})
      or (select count(distinct q.game_day) from quest_claims q where q.user_id = ${player})
        >= ${REFERRAL_QUALIFIES_WHEN.questDays})`;

/**
 * How far the player has played: their trees at the qualifying stage (counted up to 2) and
 * the game days on which they claimed quests. Inside a transaction, its own rows count.
 */
export async function findPlayProgress(
  db: Database,
  userId: string,
): Promise<{ saplings: number; questDays: number }> {
  const parts = playedParts(userId);
  const result = await db.execute(
    sql`select ${parts.saplings} as saplings, ${parts.questDays} as "questDays"`,
  );
  const [row] = (result as unknown as { rows: { saplings: number; questDays: number }[] }).rows;
  return { saplings: row?.saplings ?? 0, questDays: row?.questDays ?? 0 };
}

/** Where two accounts were made from, for the referral's fair-play check. */
export async function findSignupOrigins(db: Database, userIds: string[]) {
  return db
    .select({
      id: users.id,
      createdAt: users.createdAt,
      networkHash: users.signupNetworkHash,
      deviceHash: users.signupDeviceHash,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}

/**
 * Referrers with at least `minReferees` referrals made before `madeBefore` whose friends never
 * played (nor were rewarded): the referee counts and when the oldest joined, for the review.
 */
export async function findReferrersOfIdleFriends(
  db: Database,
  rule: { minReferees: number; madeBefore: Date },
) {
  const result = await db.execute(sql`
    select r.referrer_id as "referrerId", count(*)::int as "idle",
      (select count(*)::int from referrals a where a.referrer_id = r.referrer_id) as "referees",
      min(r.created_at) as "since"
    from referrals r
    where r.created_at < ${rule.madeBefore} and r.rewarded_at is null
      and not ${hasPlayed(sql`r.referred_id`)}
    group by r.referrer_id
    having count(*) >= ${rule.minReferees}`);
  return (
    result as unknown as {
      rows: { referrerId: string; idle: number; referees: number; since: Date | string }[];
    }
  ).rows.map((row) => ({ ...row, since: new Date(row.since) }));
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
      played: sql<boolean>`${hasPlayed(sql`${referrals.referredId}`)}`,
    })
    .from(referrals)
    .innerJoin(users, eq(referrals.referredId, users.id))
    .where(eq(referrals.referrerId, userId))
    .orderBy(desc(referrals.createdAt));
}
