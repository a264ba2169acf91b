import { aliasedTable, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  PLAYER_FILE_LIST_LIMIT,
  PLAYER_FILE_NOTICES,
  PLAYER_SEARCH_COUNT_LIMIT,
  type PlayerStatusFilter,
} from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { int8ToNumber } from '../../db/int8.ts';
import {
  eventRsvps,
  notifications,
  plantedTrees,
  plantingEvents,
  realTrees,
  referrals,
  reports,
  treeSpecies,
  users,
  walletLedger,
  xpLedger,
} from '../../db/schema/index.ts';

// The admins' Players area reads across domains: the accounts (users), their ledgers, trees,
// RSVPs, real trees, referrals, reports and inbox. These are read-only aggregates for the
// admins' eyes only, read here in a few small queries, each the newest rows of one player by
// that table's index on its owner: the domains' own services answer the player's screens
// (pages, views, limits of their own), not a file of everything about one account. Nothing
// here writes; every change goes through the owning domain's service or ledger.

/** The player's latest XP earned: the newest row of their XP ledger, by its (user, time) index. */
// (Named in full: in a select of one table, drizzle writes its columns without the table.)
const lastActiveAt = sql<Date | null>`(select x.created_at from ${xpLedger} x
  where x.user_id = "users"."id" order by x.created_at desc limit 1)`.mapWith(
  (value: string | Date | null) => (value === null ? null : new Date(value)),
);

const accountColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  verified: users.verified,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  suspendedAt: users.suspendedAt,
  suspensionReason: users.suspensionReason,
  totalXp: users.totalXp,
  coins: users.coinBalance,
  referralCode: users.referralCode,
  createdAt: users.createdAt,
  lastActiveAt,
};

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccountRow>>>;

/** One account as the file's profile shows it. */
export async function findAccountRow(db: Database, userId: string) {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** `like` takes `%`, `_` and `\` as patterns: a search for them finds them as they are. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The uuids an id prefix spans (`3fa8` → 3fa80000-… to 3fa8ffff-…), or undefined if it is not one. */
function idRange(q: string): [string, string] | undefined {
  const hex = q.replaceAll('-', '').toLowerCase();
  if (!/^[0-9a-f]{1,32}$/.test(hex)) return undefined;
  const uuid = (digits: string) =>
    `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  return [uuid(hex.padEnd(32, '0')), uuid(hex.padEnd(32, 'f'))];
}

/**
 * What the search keeps. A text is the start of a username (any case), of an address (kept
 * lower-case) or of an id: each by its own index (migration 0019's prefix indexes, the primary
 * key's range), which PostgreSQL joins with a bitmap OR. The suspended are read from their
 * partial index; unverified accounts and admins have no index of their own.
 */
function searchFilter(q: string | undefined, status: PlayerStatusFilter | undefined): SQL {
  const parts: SQL[] = [];
  if (q) {
    const prefix = likePrefix(q.toLowerCase());
    const range = idRange(q);
    parts.push(sql`(lower(${users.username}) like ${prefix} or ${users.email} like ${prefix}
      ${range ? sql`or ${users.id} between ${range[0]}::uuid and ${range[1]}::uuid` : sql``})`);
  }
  if (status === 'suspended') parts.push(sql`${users.suspendedAt} is not null`);
  if (status === 'unverified') parts.push(sql`${users.verified} = false`);
  if (status === 'admin') parts.push(sql`${users.role} = 'ADMIN'`);
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * A page of the players found: by username for a search (the order of the name's index),
 * newest account first for a list (the order of users_created_idx).
 */
export function searchAccountRows(
  db: Database,
  query: { q?: string | undefined; status?: PlayerStatusFilter | undefined },
  page: { limit: number; offset: number },
) {
  const order = query.q
    ? [sql`lower(${users.username})`, users.id]
    : [desc(users.createdAt), desc(users.id)];
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      verified: users.verified,
      suspendedAt: users.suspendedAt,
      role: users.role,
      totalXp: users.totalXp,
      createdAt: users.createdAt,
      lastActiveAt,
    })
    .from(users)
    .where(searchFilter(query.q, query.status))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * How many players the search finds, counted up to one past PLAYER_SEARCH_COUNT_LIMIT: a count
 * that stops there never walks a million rows for a short prefix or the whole list.
 */
export async function countAccountRows(
  db: Database,
  query: { q?: string | undefined; status?: PlayerStatusFilter | undefined },
): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as found from (
      select 1 from ${users} where ${searchFilter(query.q, query.status)}
      limit ${PLAYER_SEARCH_COUNT_LIMIT + 1}) found`);
  const [row] = (result as unknown as { rows: { found: string }[] }).rows;
  return row ? int8ToNumber(row.found) : 0;
}

/** The player's trees, newest first (planted_trees_user_idx). */
export function listTreeRows(db: Database, userId: string) {
  return db
    .select({
      id: plantedTrees.id,
      speciesName: treeSpecies.name,
      stage: plantedTrees.stage,
      plantedAt: plantedTrees.plantedAt,
      maturedAt: plantedTrees.maturedAt,
      dormant: plantedTrees.dormant,
    })
    .from(plantedTrees)
    .innerJoin(treeSpecies, eq(treeSpecies.id, plantedTrees.speciesId))
    .where(eq(plantedTrees.userId, userId))
    .orderBy(desc(plantedTrees.plantedAt))
    .limit(PLAYER_FILE_LIST_LIMIT);
}

const eventColumns = {
  id: plantingEvents.id,
  name: plantingEvents.name,
  startsAt: plantingEvents.startsAt,
};

/** The player's RSVPs with their events, latest event first (event_rsvps_user). */
export function listRsvpRows(db: Database, userId: string) {
  return db
    .select({
      event: eventColumns,
      status: eventRsvps.status,
      createdAt: eventRsvps.createdAt,
      checkedInAt: eventRsvps.checkedInAt,
    })
    .from(eventRsvps)
    .innerJoin(plantingEvents, eq(plantingEvents.id, eventRsvps.eventId))
    .where(eq(eventRsvps.userId, userId))
    .orderBy(desc(plantingEvents.startsAt))
    .limit(PLAYER_FILE_LIST_LIMIT);
}

/** The player's real trees with their events, latest first (the table's key leads with the player). */
export function listRealTreeRows(db: Database, userId: string) {
  return db
    .select({ event: eventColumns, speciesName: treeSpecies.name, plantedOn: realTrees.plantedOn })
    .from(realTrees)
    .innerJoin(plantingEvents, eq(plantingEvents.id, realTrees.eventId))
    .leftJoin(treeSpecies, eq(treeSpecies.id, realTrees.speciesId))
    .where(eq(realTrees.userId, userId))
    .orderBy(desc(realTrees.plantedOn))
    .limit(PLAYER_FILE_LIST_LIMIT);
}

const friend = aliasedTable(users, 'friend');

/** Who brought the player (referrals_referred_unique), with when the referrer was paid. */
export async function findReferrerRow(db: Database, userId: string) {
  const [row] = await db
    .select({ id: friend.id, username: friend.username, rewardedAt: referrals.rewardedAt })
    .from(referrals)
    .innerJoin(friend, eq(friend.id, referrals.referrerId))
    .where(eq(referrals.referredId, userId));
  return row;
}

/** The friends the player brought, newest first (referrals_referrer_idx). */
export function listReferredRows(db: Database, userId: string) {
  return db
    .select({
      id: friend.id,
      username: friend.username,
      createdAt: referrals.createdAt,
      rewardedAt: referrals.rewardedAt,
    })
    .from(referrals)
    .innerJoin(friend, eq(friend.id, referrals.referredId))
    .where(eq(referrals.referrerId, userId))
    .orderBy(desc(referrals.createdAt))
    .limit(PLAYER_FILE_LIST_LIMIT);
}

/** The reports the player filed, newest first (reports_user_idx). */
export function listReportRows(db: Database, userId: string) {
  return db
    .select({
      id: reports.id,
      type: reports.type,
      status: reports.status,
      message: reports.message,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(eq(reports.userId, userId))
    .orderBy(desc(reports.createdAt))
    .limit(PLAYER_FILE_LIST_LIMIT);
}

/** The player's latest inbox notices (notifications_user_idx). */
export function listNoticeRows(db: Database, userId: string) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(PLAYER_FILE_NOTICES);
}

/** A page of the player's wallet ledger, newest first (wallet_ledger_user_idx), and its length. */
export async function walletLedgerPage(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, userId))
      .orderBy(desc(walletLedger.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql`count(*)`.mapWith(int8ToNumber) })
      .from(walletLedger)
      .where(eq(walletLedger.userId, userId)),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** A page of the player's XP ledger, newest first (xp_ledger_user_idx), and its length. */
export async function xpLedgerPage(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(xpLedger)
      .where(eq(xpLedger.userId, userId))
      .orderBy(desc(xpLedger.createdAt), desc(xpLedger.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql`count(*)`.mapWith(int8ToNumber) })
      .from(xpLedger)
      .where(eq(xpLedger.userId, userId)),
  ]);
  return { rows, total: count?.total ?? 0 };
}
