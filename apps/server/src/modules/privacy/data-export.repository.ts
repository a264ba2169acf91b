import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  activityDays,
  auditLog,
  dailyXpClaims,
  emailChanges,
  eventRsvps,
  fairPlayFlags,
  marketplaceItems,
  notifications,
  plantedTrees,
  plantingEvents,
  postLikes,
  posts,
  purchases,
  questClaims,
  realTrees,
  referrals,
  reminderMails,
  reports,
  resourceInventory,
  rsvpGuardians,
  seasonGifts,
  seasons,
  seasonXp,
  seedlingInventory,
  treeSpecies,
  users,
  walletLedger,
  xpLedger,
} from '../../db/schema/index.ts';

// "Download my data" reads one player's rows of every domain (accounts, trees, inventory,
// ledgers, quests, referrals, seasons, events, reports, posts, notices, fair play, the audit
// log) as they are: a read-only aggregate that exists only for the player's file, so it sits
// here rather than in each domain. Nothing here writes.
//
// The lists that grow with play (ledgers, care, notices, …) are read a batch at a time along an
// index that starts with the player, each batch after the last row of the one before (keyset
// pagination, as the admins' exports do): a batch costs the same at the millionth row as at
// the first, and no transaction stays open while the file is downloaded. A cursor that holds an
// instant carries it as PostgreSQL's text, which keeps its microseconds.
//
// Another player appears by username only: the queries that name one read no e-mail and no id.

/** A keyset cursor of a list ordered by an instant, then by an id. */
export interface TimeCursor {
  at: string;
  id: string;
}

/** The account's own row: only the columns the file shows (no hash, no token version). */
export async function findAccount(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      verified: users.verified,
      verifiedAt: users.verifiedAt,
      birthYear: users.birthYear,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      tourCompleted: users.tourCompleted,
      referralCode: users.referralCode,
      referredCode: users.referredCode,
      pendingReferralCode: users.pendingReferralCode,
      totalXp: users.totalXp,
      coinBalance: users.coinBalance,
      remindersEnabled: users.remindersEnabled,
      suspendedAt: users.suspendedAt,
      suspensionReason: users.suspensionReason,
      deletionRequestedAt: users.deletionRequestedAt,
      erasesAt: users.erasesAt,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      hasGoogle: sql<boolean>`${users.googleSubject} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** A change of e-mail address waiting for its code: the new address and when it was asked. */
export async function findEmailChange(db: Database, userId: string) {
  const [row] = await db
    .select({
      newEmail: emailChanges.newEmail,
      createdAt: emailChanges.createdAt,
      expiresAt: emailChanges.expiresAt,
    })
    .from(emailChanges)
    .where(eq(emailChanges.userId, userId));
  return row;
}

export async function findResources(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(resourceInventory)
    .where(eq(resourceInventory.userId, userId));
  return row;
}

/** The seedlings held, one row per species (a few dozen at most: the catalog's size). */
export function listSeedlings(db: Database, userId: string) {
  return db
    .select({
      species: treeSpecies.name,
      rarity: treeSpecies.rarity,
      quantity: seedlingInventory.quantity,
    })
    .from(seedlingInventory)
    .innerJoin(treeSpecies, eq(treeSpecies.id, seedlingInventory.speciesId))
    .where(eq(seedlingInventory.userId, userId))
    .orderBy(asc(treeSpecies.name));
}

/** Planted trees, oldest first, after `after` (the index on player and planting time). */
export function treeBatch(db: Database, userId: string, after: TimeCursor | null, limit: number) {
  return db
    .select({
      id: plantedTrees.id,
      atText: sql<string>`${plantedTrees.plantedAt}::text`,
      species: treeSpecies.name,
      scientificName: treeSpecies.scientificName,
      rarity: treeSpecies.rarity,
      stage: plantedTrees.stage,
      growthPoints: plantedTrees.growthPoints,
      plantedAt: plantedTrees.plantedAt,
      lastWateredAt: plantedTrees.lastWateredAt,
      lastFertilizedAt: plantedTrees.lastFertilizedAt,
      lastXpClaimedAt: plantedTrees.lastXpClaimedAt,
      maturedAt: plantedTrees.maturedAt,
      dormant: plantedTrees.dormant,
    })
    .from(plantedTrees)
    .innerJoin(treeSpecies, eq(treeSpecies.id, plantedTrees.speciesId))
    .where(
      and(
        eq(plantedTrees.userId, userId),
        after
          ? sql`(${plantedTrees.plantedAt}, ${plantedTrees.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(plantedTrees.plantedAt), asc(plantedTrees.id))
    .limit(limit);
}
export type TreeRow = Awaited<ReturnType<typeof treeBatch>>[number];

/** Entries of the XP ledger of the given reasons (all when none), oldest first, after `after`. */
export function xpBatch(
  db: Database,
  userId: string,
  reasons: string[] | null,
  after: TimeCursor | null,
  limit: number,
) {
  return (
    db
      .select({
        id: xpLedger.id,
        atText: sql<string>`${xpLedger.createdAt}::text`,
        amount: xpLedger.amount,
        reason: xpLedger.reason,
        ref: xpLedger.ref,
        season: seasons.name,
        createdAt: xpLedger.createdAt,
      })
      .from(xpLedger)
      .leftJoin(seasons, eq(seasons.id, xpLedger.seasonId))
      .where(
        and(
          eq(xpLedger.userId, userId),
          reasons ? inArray(xpLedger.reason, reasons) : undefined,
          after
            ? sql`(${xpLedger.createdAt}, ${xpLedger.id}) > (${after.at}::timestamptz, ${Number(after.id)})`
            : undefined,
        ),
      )
      // The index on (player, time); entries of one instant in the order written.
      .orderBy(asc(xpLedger.createdAt), asc(xpLedger.id))
      .limit(limit)
  );
}
export type XpRow = Awaited<ReturnType<typeof xpBatch>>[number];

/** Entries of the wallet ledger, in the order written, after `afterId` (index player, id). */
export function walletBatch(db: Database, userId: string, afterId: number, limit: number) {
  return db
    .select({
      id: walletLedger.id,
      amount: walletLedger.amount,
      balanceAfter: walletLedger.balanceAfter,
      reason: walletLedger.reason,
      description: walletLedger.description,
      createdAt: walletLedger.createdAt,
    })
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), sql`${walletLedger.id} > ${afterId}`))
    .orderBy(asc(walletLedger.id))
    .limit(limit);
}
export type WalletRow = Awaited<ReturnType<typeof walletBatch>>[number];

/** Daily XP claims by game day, after `afterDay` (the unique index on player and day). */
export function dailyXpBatch(db: Database, userId: string, afterDay: string, limit: number) {
  return db
    .select({
      gameDay: dailyXpClaims.gameDay,
      treeId: dailyXpClaims.plantedTreeId,
      xp: dailyXpClaims.xp,
      claimedAt: dailyXpClaims.claimedAt,
    })
    .from(dailyXpClaims)
    .where(and(eq(dailyXpClaims.userId, userId), sql`${dailyXpClaims.gameDay} > ${afterDay}`))
    .orderBy(asc(dailyXpClaims.gameDay))
    .limit(limit);
}
export type DailyXpRow = Awaited<ReturnType<typeof dailyXpBatch>>[number];

/** Purchases, oldest first, after `after` (the index on player and time). */
export function purchaseBatch(
  db: Database,
  userId: string,
  after: TimeCursor | null,
  limit: number,
) {
  return db
    .select({
      id: purchases.id,
      atText: sql<string>`${purchases.createdAt}::text`,
      item: marketplaceItems.name,
      kind: marketplaceItems.kind,
      quantity: purchases.quantity,
      totalPrice: purchases.totalPrice,
      createdAt: purchases.createdAt,
    })
    .from(purchases)
    .innerJoin(marketplaceItems, eq(marketplaceItems.id, purchases.itemId))
    .where(
      and(
        eq(purchases.userId, userId),
        after
          ? sql`(${purchases.createdAt}, ${purchases.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(purchases.createdAt), asc(purchases.id))
    .limit(limit);
}
export type PurchaseRow = Awaited<ReturnType<typeof purchaseBatch>>[number];

export interface QuestCursor {
  gameDay: string;
  quest: string;
}

/** Quest claims by game day, then quest, after `after` (the primary key's order). */
export function questBatch(db: Database, userId: string, after: QuestCursor | null, limit: number) {
  return db
    .select()
    .from(questClaims)
    .where(
      and(
        eq(questClaims.userId, userId),
        after
          ? sql`(${questClaims.gameDay}, ${questClaims.quest}) > (${after.gameDay}::date, ${after.quest})`
          : undefined,
      ),
    )
    .orderBy(asc(questClaims.gameDay), asc(questClaims.quest))
    .limit(limit);
}
export type QuestRow = Awaited<ReturnType<typeof questBatch>>[number];

/** Who brought this player, by username only. */
export async function findReferrer(db: Database, userId: string) {
  const [row] = await db
    .select({
      username: users.username,
      code: referrals.code,
      createdAt: referrals.createdAt,
      rewardedAt: referrals.rewardedAt,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referrerId))
    .where(eq(referrals.referredId, userId));
  return row;
}

/** The players this one brought, by username only, oldest first, after `after`. */
export function referredBatch(
  db: Database,
  userId: string,
  after: TimeCursor | null,
  limit: number,
) {
  return db
    .select({
      id: referrals.id,
      atText: sql<string>`${referrals.createdAt}::text`,
      username: users.username,
      createdAt: referrals.createdAt,
      rewardedAt: referrals.rewardedAt,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredId))
    .where(
      and(
        eq(referrals.referrerId, userId),
        after
          ? sql`(${referrals.createdAt}, ${referrals.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(referrals.createdAt), asc(referrals.id))
    .limit(limit);
}
export type ReferredRow = Awaited<ReturnType<typeof referredBatch>>[number];

/** The player's XP of each season they earned some in (one row per season). */
export function listSeasonStandings(db: Database, userId: string) {
  return db
    .select({
      season: seasons.name,
      startAt: seasons.startAt,
      endAt: seasons.endAt,
      xp: seasonXp.xp,
      reachedAt: seasonXp.reachedAt,
    })
    .from(seasonXp)
    .innerJoin(seasons, eq(seasons.id, seasonXp.seasonId))
    .where(eq(seasonXp.userId, userId))
    .orderBy(asc(seasons.startAt));
}

/** The season gifts (a free seedling a season) the player received. */
export function listSeasonGifts(db: Database, userId: string) {
  return db
    .select({ season: seasons.name, createdAt: seasonGifts.createdAt })
    .from(seasonGifts)
    .innerJoin(seasons, eq(seasons.id, seasonGifts.seasonId))
    .where(eq(seasonGifts.userId, userId))
    .orderBy(asc(seasonGifts.createdAt));
}

/** RSVPs with their event and the guardian's consent given with them, after `afterEventId`. */
export function rsvpBatch(db: Database, userId: string, afterEventId: number, limit: number) {
  return db
    .select({
      eventId: eventRsvps.eventId,
      event: plantingEvents.name,
      startsAt: plantingEvents.startsAt,
      placeName: plantingEvents.placeName,
      eventStatus: plantingEvents.status,
      status: eventRsvps.status,
      ticketCode: eventRsvps.ticketCode,
      createdAt: eventRsvps.createdAt,
      confirmedAt: eventRsvps.confirmedAt,
      checkedInAt: eventRsvps.checkedInAt,
      remindedAt: eventRsvps.remindedAt,
      guardianName: rsvpGuardians.name,
      guardianRelationship: rsvpGuardians.relationship,
      guardianPhone: rsvpGuardians.phone,
      guardianConsentedAt: rsvpGuardians.consentedAt,
    })
    .from(eventRsvps)
    .innerJoin(plantingEvents, eq(plantingEvents.id, eventRsvps.eventId))
    .leftJoin(
      rsvpGuardians,
      and(eq(rsvpGuardians.eventId, eventRsvps.eventId), eq(rsvpGuardians.userId, userId)),
    )
    .where(and(eq(eventRsvps.userId, userId), sql`${eventRsvps.eventId} > ${afterEventId}`))
    .orderBy(asc(eventRsvps.eventId))
    .limit(limit);
}
export type RsvpRow = Awaited<ReturnType<typeof rsvpBatch>>[number];

/** Real trees, by event, after `afterEventId` (the primary key: player, event). */
export function realTreeBatch(db: Database, userId: string, afterEventId: number, limit: number) {
  return db
    .select({
      eventId: realTrees.eventId,
      event: plantingEvents.name,
      placeName: plantingEvents.placeName,
      species: treeSpecies.name,
      plantedOn: realTrees.plantedOn,
      createdAt: realTrees.createdAt,
    })
    .from(realTrees)
    .innerJoin(plantingEvents, eq(plantingEvents.id, realTrees.eventId))
    .leftJoin(treeSpecies, eq(treeSpecies.id, realTrees.speciesId))
    .where(and(eq(realTrees.userId, userId), sql`${realTrees.eventId} > ${afterEventId}`))
    .orderBy(asc(realTrees.eventId))
    .limit(limit);
}
export type RealTreeRow = Awaited<ReturnType<typeof realTreeBatch>>[number];

/** Reports with the admins' replies (not who replied), oldest first, after `afterId`. */
export function reportBatch(db: Database, userId: string, afterId: number, limit: number) {
  return db
    .select({
      id: reports.id,
      type: reports.type,
      message: reports.message,
      status: reports.status,
      createdAt: reports.createdAt,
      handledAt: reports.handledAt,
      reply: reports.reply,
      repliedAt: reports.repliedAt,
    })
    .from(reports)
    .where(and(eq(reports.userId, userId), sql`${reports.id} > ${afterId}`))
    .orderBy(asc(reports.id))
    .limit(limit);
}
export type ReportRow = Awaited<ReturnType<typeof reportBatch>>[number];

/** News posts liked, by post, after `afterPostId`. */
export function likeBatch(db: Database, userId: string, afterPostId: number, limit: number) {
  return db
    .select({ postId: postLikes.postId, title: posts.title, createdAt: postLikes.createdAt })
    .from(postLikes)
    .innerJoin(posts, eq(posts.id, postLikes.postId))
    .where(and(eq(postLikes.userId, userId), sql`${postLikes.postId} > ${afterPostId}`))
    .orderBy(asc(postLikes.postId))
    .limit(limit);
}
export type LikeRow = Awaited<ReturnType<typeof likeBatch>>[number];

/** Inbox notices, in the order written, after `afterId` (the index on player and id). */
export function noticeBatch(db: Database, userId: string, afterId: number, limit: number) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), sql`${notifications.id} > ${afterId}`))
    .orderBy(asc(notifications.id))
    .limit(limit);
}
export type NoticeRow = Awaited<ReturnType<typeof noticeBatch>>[number];

/** Reminder mails sent, by game day, after `afterDay` (the primary key: player, day). */
export function reminderBatch(db: Database, userId: string, afterDay: string, limit: number) {
  return db
    .select({
      gameDay: reminderMails.gameDay,
      kind: reminderMails.kind,
      sentAt: reminderMails.sentAt,
    })
    .from(reminderMails)
    .where(and(eq(reminderMails.userId, userId), sql`${reminderMails.gameDay} > ${afterDay}`))
    .orderBy(asc(reminderMails.gameDay))
    .limit(limit);
}
export type ReminderRow = Awaited<ReturnType<typeof reminderBatch>>[number];

/** The game days the player played, after `afterDay` (the index on player and day). */
export function activityBatch(db: Database, userId: string, afterDay: string, limit: number) {
  return db
    .select({ day: activityDays.day })
    .from(activityDays)
    .where(and(eq(activityDays.userId, userId), sql`${activityDays.day} > ${afterDay}`))
    .orderBy(asc(activityDays.day))
    .limit(limit);
}

/**
 * Fair-play flags about the player: only the kind, the state and the times. The other player
 * a flag ties this one to, its evidence, its reference (an address) and the reviewing admin
 * and their words are not read.
 */
export function listFairPlayFlags(db: Database, userId: string) {
  return db
    .select({
      kind: fairPlayFlags.kind,
      status: fairPlayFlags.status,
      createdAt: fairPlayFlags.createdAt,
      reviewedAt: fairPlayFlags.reviewedAt,
    })
    .from(fairPlayFlags)
    .where(eq(fairPlayFlags.userId, userId))
    .orderBy(asc(fairPlayFlags.createdAt), asc(fairPlayFlags.id));
}

/**
 * The audit log's entries about the player (target `player`, their id), oldest first, after
 * `after`, along the index on the target: what was done, when, why and the fields it changed.
 * Not the admin's name, id or address.
 */
export function auditBatch(db: Database, userId: string, after: TimeCursor | null, limit: number) {
  return db
    .select({
      id: auditLog.id,
      atText: sql<string>`${auditLog.at}::text`,
      at: auditLog.at,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      reason: auditLog.reason,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'player'),
        eq(auditLog.targetId, userId),
        after
          ? sql`(${auditLog.at}, ${auditLog.id}) > (${after.at}::timestamptz, ${Number(after.id)})`
          : undefined,
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id))
    .limit(limit);
}
export type AuditRow = Awaited<ReturnType<typeof auditBatch>>[number];
