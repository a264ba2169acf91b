import { aliasedTable, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  PLAYER_FILE_LIST_LIMIT,
  PLAYER_FILE_NOTICES,
  PLAYER_SEARCH_COUNT_LIMIT,
  type PlayerStatusFilter,
} from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { PLAYED_XP } from '../../lib/ledgers/xp-ledger.ts';
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

/** The player's latest XP earned in play: by their XP ledger's (user, time) index, newest first. */
// (Named in full: in a select of one table, drizzle writes its columns without the table.)
const lastActiveAt = sql<Date | null>`(select x.created_at from ${xpLedger} x
  where x.user_id = "users"."id" and ${PLAYED_XP} order by x.created_at desc limit 1)`.mapWith(
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
  erasesAt: users.erasesAt,
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

/** What the search keeps of the accounts, whatever the text. */
function statusFilter(status: PlayerStatusFilter | undefined): SQL {
  if (status === 'suspended') return sql`suspended_at is not null`;
  if (status === 'unverified') return sql`verified = false`;
  if (status === 'admin') return sql`role = 'ADMIN'`;
  return sql`true`;
}

/** A text's matches of one kind: the condition, and the key they are ordered by. */
interface SearchPart {
  where: SQL;
  /** Ordered by `using ~<~` (byte order), the order its text_pattern_ops index is in. */
  key: SQL;
  byPattern: boolean;
}

/**
 * The players a text finds, in three parts: their username starts with it (any case), else
 * their address does (kept lower-case), else their id does. Each part is read along its own
 * index in its own order (migration 0019's `text_pattern_ops` indexes, which a `like 'x%'`
 * walks as a range; the primary key for an id), and a row is in the first part it matches.
 */
function searchParts(q: string): SearchPart[] {
  const prefix = likePrefix(q.toLowerCase());
  const name = sql`lower(username) like ${prefix}`;
  const mail = sql`email like ${prefix}`;
  const parts: SearchPart[] = [
    { where: name, key: sql`lower(username)`, byPattern: true },
    { where: sql`${mail} and not (${name})`, key: sql`email`, byPattern: true },
  ];
  const range = idRange(q);
  if (range) {
    parts.push({
      where: sql`id between ${range[0]}::uuid and ${range[1]}::uuid and not (${name}) and not (${mail})`,
      key: sql`id`,
      byPattern: false,
    });
  }
  return parts;
}

/** The first `limit` of each part, with its part's number and key (as text) to order them by. */
function searchedIds(q: string, status: PlayerStatusFilter | undefined, limit: number): SQL {
  const selects = searchParts(q).map(
    ({ where, key, byPattern }, index) => sql`(select ${index + 1}::int as part,
      ${key}::text as key, id from ${users} where ${where} and ${statusFilter(status)}
      order by ${key} ${byPattern ? sql`using ~<~` : sql``} limit ${limit})`,
  );
  return sql.join(selects, sql` union all `);
}

export interface AccountListRow {
  id: string;
  username: string;
  email: string;
  verified: boolean;
  suspendedAt: Date | null;
  role: 'USER' | 'ADMIN';
  totalXp: number;
  createdAt: Date;
  lastActiveAt: Date | null;
}

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * A page of the players found. A search: the username matches by name, then the address
 * matches by address, then the id matches by id; each part read along its index, at most
 * `offset + limit` rows of each, so a page costs its rows whatever the number of players. A
 * list: newest account first (users_created_idx).
 */
export async function searchAccountRows(
  db: Database,
  query: { q?: string | undefined; status?: PlayerStatusFilter | undefined },
  page: { limit: number; offset: number },
): Promise<AccountListRow[]> {
  const found = query.q
    ? sql`with found as (${searchedIds(query.q, query.status, page.offset + page.limit)}),
        page as (select part, key, id from found order by part, key collate "C"
          limit ${page.limit} offset ${page.offset})
        select u.*, page.part, page.key from page join ${users} u on u.id = page.id
        order by page.part, page.key collate "C"`
    : sql`select u.* from ${users} u where ${statusFilter(query.status)}
        order by u.created_at desc, u.id desc limit ${page.limit} offset ${page.offset}`;
  const result = await db.execute(sql`
    select f.id, f.username, f.email, f.verified, f.suspended_at, f.role, f.total_xp,
      f.created_at, (select x.created_at from ${xpLedger} x where x.user_id = f.id and ${PLAYED_XP}
        order by x.created_at desc limit 1) as last_active_at
    from (${found}) f`);
  type Row = {
    id: string;
    username: string;
    email: string;
    verified: boolean;
    suspended_at: string | Date | null;
    role: 'USER' | 'ADMIN';
    total_xp: number;
    created_at: string | Date;
    last_active_at: string | Date | null;
  };
  return (result as unknown as { rows: Row[] }).rows.map((row) => ({
    id: row.id,
    username: row.username,
    email: row.email,
    verified: row.verified,
    suspendedAt: row.suspended_at === null ? null : toDate(row.suspended_at),
    role: row.role,
    totalXp: row.total_xp,
    createdAt: toDate(row.created_at),
    lastActiveAt: row.last_active_at === null ? null : toDate(row.last_active_at),
  }));
}

/**
 * How many players the search finds, each part counted up to one past
 * PLAYER_SEARCH_COUNT_LIMIT: a count that stops there never walks a million rows for a short
 * prefix or the whole list.
 */
export async function countAccountRows(
  db: Database,
  query: { q?: string | undefined; status?: PlayerStatusFilter | undefined },
): Promise<number> {
  const cap = PLAYER_SEARCH_COUNT_LIMIT + 1;
  const conditions = query.q ? searchParts(query.q).map((part) => part.where) : [sql`true`];
  const counts = conditions.map(
    (where) => sql`(select count(*) from (select 1 from ${users}
      where ${where} and ${statusFilter(query.status)} limit ${cap}) part)`,
  );
  const result = await db.execute(sql`select ${sql.join(counts, sql` + `)} as found`);
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
