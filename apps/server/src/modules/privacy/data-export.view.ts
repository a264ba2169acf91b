import { levelForXp, TREE_STAGES } from '@punla/contract';
import { gameDay } from '../../lib/game-day.ts';
import type {
  AccountRow,
  AuditRow,
  DailyXpRow,
  LikeRow,
  NoticeRow,
  PurchaseRow,
  QuestRow,
  RealTreeRow,
  ReferredRow,
  ReminderRow,
  ReportRow,
  RsvpRow,
  TreeRow,
  WalletRow,
  XpRow,
} from './data-export.repository.ts';

/*
 * The entries of "Download my data", as a person reads them: named fields, instants in ISO 8601
 * (UTC), a day of the game as YYYY-MM-DD, a value that is not there as null. Another player is
 * named by username only.
 */

const iso = (instant: Date | null | undefined): string | null => instant?.toISOString() ?? null;

/** The file's name: `punla-data-{username}-{YYYY-MM-DD}.json`, the date the game's day. */
export function dataExportFilename(username: string, now: Date, timeZone: string): string {
  // Usernames are letters, digits and _; anything else (an erased account's label) becomes _.
  const safe = username.replace(/[^A-Za-z0-9_-]/g, '_');
  return `punla-data-${safe}-${gameDay(now, timeZone)}.json`;
}

export function toAbout(account: AccountRow, now: Date, timeZone: string) {
  return {
    title: 'Your data from Punla',
    player: account.username,
    downloadedAt: now.toISOString(),
    explanation:
      'Everything Punla keeps about your account, each with when it was recorded. Times are in UTC (ISO 8601); a game day is a date in the game’s time zone.',
    gameTimeZone: timeZone,
    notIncluded: [
      'Your password and the codes and links we mail you: only scrambled (hashed) copies are kept, which nobody can read back.',
      'The identifier Google gives your account: it only tells Google sign-in which account is yours.',
      'Scrambled (hashed) copies of the network and device you signed up from: compared to spot fake accounts, never readable.',
      'Counters that limit how often an action can be repeated: they hold no personal data.',
      'The e-mail addresses and ids of other players: they are named by username only.',
    ],
  };
}

export function toProfile(account: AccountRow) {
  return {
    id: account.id,
    username: account.username,
    email: account.email,
    role: account.role === 'ADMIN' ? 'admin' : 'player',
    verified: account.verified,
    verifiedAt: iso(account.verifiedAt),
    birthYear: account.birthYear,
    createdAt: iso(account.createdAt),
    updatedAt: iso(account.updatedAt),
    tourCompleted: account.tourCompleted,
    referralCode: account.referralCode,
    level: levelForXp(account.totalXp),
    totalXp: account.totalXp,
    coins: account.coinBalance,
    suspension: account.suspendedAt
      ? { since: iso(account.suspendedAt), reason: account.suspensionReason }
      : null,
    deletion: account.deletionRequestedAt
      ? { requestedAt: iso(account.deletionRequestedAt), erasesAt: iso(account.erasesAt) }
      : null,
  };
}

export function toSignInMethods(account: AccountRow) {
  return { password: account.hasPassword, google: account.hasGoogle };
}

export function toEmailChange(
  change: { newEmail: string; createdAt: Date; expiresAt: Date } | undefined,
) {
  return change
    ? {
        newEmail: change.newEmail,
        requestedAt: iso(change.createdAt),
        expiresAt: iso(change.expiresAt),
      }
    : null;
}

export function toResources(
  resources:
    | { water: number; fertilizer: number; streakSavers: number; freeWaterDay: string | null }
    | undefined,
) {
  return {
    water: resources?.water ?? 0,
    fertilizer: resources?.fertilizer ?? 0,
    streakSavers: resources?.streakSavers ?? 0,
    lastFreeWaterDay: resources?.freeWaterDay ?? null,
  };
}

export const toTree = (row: TreeRow) => ({
  id: row.id,
  species: row.species,
  scientificName: row.scientificName,
  rarity: row.rarity,
  stage: TREE_STAGES[row.stage] ?? String(row.stage),
  growthPoints: row.growthPoints,
  plantedAt: iso(row.plantedAt),
  lastWateredAt: iso(row.lastWateredAt),
  lastFertilizedAt: iso(row.lastFertilizedAt),
  lastDailyXpAt: iso(row.lastXpClaimedAt),
  maturedAt: iso(row.maturedAt),
  dormant: row.dormant,
});

/** A watering or a fertilizing, from its XP entry (its reference starts with the tree's id). */
export const toCare = (row: XpRow) => ({
  action: row.reason === 'water' ? 'watered' : 'fertilized',
  treeId: row.ref.split(':')[0] ?? null,
  xp: row.amount,
  at: iso(row.createdAt),
});

export const toDailyXp = (row: DailyXpRow) => ({
  gameDay: row.gameDay,
  treeId: row.treeId,
  xp: row.xp,
  claimedAt: iso(row.claimedAt),
});

export const toPurchase = (row: PurchaseRow) => ({
  item: row.item,
  kind: row.kind.toLowerCase(),
  quantity: row.quantity,
  coins: row.totalPrice,
  at: iso(row.createdAt),
});

// A ledger entry's reference is left out: it is the game's key for "once", and some name another
// person (an adjustment's is the admin's id); the reason and the description say what it was.
export const toWalletEntry = (row: WalletRow) => ({
  entry: row.id,
  coins: row.amount,
  balanceAfter: row.balanceAfter,
  reason: row.reason,
  description: row.description,
  at: iso(row.createdAt),
});

export const toXpEntry = (row: XpRow) => ({
  entry: row.id,
  xp: row.amount,
  reason: row.reason,
  season: row.season,
  at: iso(row.createdAt),
});

export const toQuestClaim = (row: QuestRow) => ({
  quest: row.quest,
  gameDay: row.gameDay,
  coins: row.coins,
  xp: row.xp,
  loginStreak: row.quest === 'DAILY_LOGIN' ? row.streak : null,
  streakSaverCoveredDay: row.savedDay,
  claimedAt: iso(row.claimedAt),
});

export function toReferredBy(
  row: { username: string; code: string; createdAt: Date; rewardedAt: Date | null } | undefined,
) {
  return row
    ? {
        username: row.username,
        codeUsed: row.code,
        at: iso(row.createdAt),
        referrerRewardedAt: iso(row.rewardedAt),
      }
    : null;
}

export const toReferred = (row: ReferredRow) => ({
  username: row.username,
  joinedWithYourCodeAt: iso(row.createdAt),
  youWereRewardedAt: iso(row.rewardedAt),
});

export const toSeasonStanding = (row: {
  season: string;
  startAt: Date;
  endAt: Date;
  xp: number;
  reachedAt: Date;
}) => ({
  season: row.season,
  startsAt: iso(row.startAt),
  endsAt: iso(row.endAt),
  seasonXp: row.xp,
  reachedAt: iso(row.reachedAt),
});

export const toSeasonGift = (row: { season: string; createdAt: Date }) => ({
  season: row.season,
  freeSeedlingAt: iso(row.createdAt),
});

export const toRsvp = (row: RsvpRow) => ({
  event: row.event,
  eventStartsAt: iso(row.startsAt),
  place: row.placeName,
  eventStatus: row.eventStatus.toLowerCase(),
  status: row.status === 'CONFIRMED' ? 'seat' : 'waitlist',
  ticketCode: row.ticketCode,
  rsvpAt: iso(row.createdAt),
  confirmedAt: iso(row.confirmedAt),
  checkedInAt: iso(row.checkedInAt),
  reminderMailedAt: iso(row.remindedAt),
  guardianConsent: row.guardianName
    ? {
        name: row.guardianName,
        relationship: row.guardianRelationship,
        phone: row.guardianPhone,
        consentedAt: iso(row.guardianConsentedAt),
      }
    : null,
});

export const toRealTree = (row: RealTreeRow) => ({
  event: row.event,
  place: row.placeName,
  species: row.species,
  plantedOn: row.plantedOn,
  recordedAt: iso(row.createdAt),
});

export const toReport = (row: ReportRow) => ({
  type: row.type === 'BUG' ? 'bug' : 'suggestion',
  message: row.message,
  status: row.status.toLowerCase().replace('_', ' '),
  sentAt: iso(row.createdAt),
  closedAt: iso(row.handledAt),
  reply: row.reply,
  repliedAt: iso(row.repliedAt),
});

export const toLike = (row: LikeRow) => ({ post: row.title, likedAt: iso(row.createdAt) });

export const toNotice = (row: NoticeRow) => ({
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  at: iso(row.createdAt),
  readAt: iso(row.readAt),
});

export const toReminder = (row: ReminderRow) => ({
  gameDay: row.gameDay,
  kind: row.kind,
  sentAt: iso(row.sentAt),
});

export const toFairPlayFlag = (row: {
  kind: string;
  status: string;
  createdAt: Date;
  reviewedAt: Date | null;
}) => ({
  kind: row.kind,
  status: row.status,
  raisedAt: iso(row.createdAt),
  reviewedAt: iso(row.reviewedAt),
});

export const toAdminAction = (row: AuditRow) => ({
  action: row.action,
  at: iso(row.at),
  reason: row.reason,
  before: row.before,
  after: row.after,
});
