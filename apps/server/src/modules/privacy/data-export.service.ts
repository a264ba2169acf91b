import { DATA_EXPORTS_PER_DAY } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import type { RateLimiter, RateLimitWindow } from '../../lib/rate-limiter.ts';
import { EXPORT_BATCH } from '../exports/exports.service.ts';
import { group, later, list, type JsonFile } from './data-export.file.ts';
import { downloadsOwnData } from './data-export.policy.ts';
import {
  activityBatch,
  auditBatch,
  dailyXpBatch,
  findAccount,
  findEmailChange,
  findReferrer,
  findResources,
  likeBatch,
  listFairPlayFlags,
  listSeasonGifts,
  listSeasonStandings,
  listSeedlings,
  noticeBatch,
  purchaseBatch,
  questBatch,
  realTreeBatch,
  referredBatch,
  reminderBatch,
  reportBatch,
  rsvpBatch,
  treeBatch,
  walletBatch,
  xpBatch,
  type QuestCursor,
  type TimeCursor,
} from './data-export.repository.ts';
import {
  dataExportFilename,
  toAbout,
  toAdminAction,
  toCare,
  toDailyXp,
  toEmailChange,
  toFairPlayFlag,
  toLike,
  toNotice,
  toProfile,
  toPurchase,
  toQuestClaim,
  toRealTree,
  toReferred,
  toReferredBy,
  toReminder,
  toReport,
  toResources,
  toRsvp,
  toSeasonGift,
  toSeasonStanding,
  toSignInMethods,
  toTree,
  toWalletEntry,
  toXpEntry,
} from './data-export.view.ts';

/*
 * "Download my data": a player's right of access (Data Privacy Act of 2012, docs/game-rules.md,
 * Your data and your account). One JSON document with everything Punla keeps about the
 * account, each entry with when it was recorded, written section by section while it is read
 * (data-export.file.ts). The lists that grow with play are read EXPORT_BATCH rows at a time, as
 * the admins' exports are, so a player with a million ledger rows costs the server a batch of
 * memory. They are read from the primary, not the replica: a player who downloads right after
 * playing finds what they just did.
 *
 * What is in, by table (every table with a player's id, apps/server/src/db/schema):
 * - users: the profile (id, username, e-mail, role, verification, birth year, times, tour,
 *   referral codes, XP, coins, e-mail reminders, suspension and its reason, a pending deletion)
 *   and the sign-in methods as yes/no. Not the password hash, the Google subject, the token
 *   version, the canonical address (the e-mail again) or the sign-up network and device hashes
 *   (keyed hashes kept only to be compared: nobody can read them); the file says so.
 * - email_changes: a change of address waiting for its code (the new address, when asked).
 * - seedling_inventory, resource_inventory: the inventory.
 * - planted_trees: every tree; daily_xp_claims: each day's XP claim; the care history (each
 *   watering and fertilizing) is the XP ledger's `water` and `fertilize` entries, which are all
 *   Punla records of it (the tree keeps only the last times).
 * - purchases, wallet_ledger, xp_ledger: every row.
 * - quest_claims: every claim, with the login streak and the streak saver's covered day.
 * - referrals: who referred the player and whom they referred, by username only.
 * - season_xp, season_gifts: the player's XP in each season and the seasons' free seedlings.
 * - event_rsvps (with the ticket code and check-in), rsvp_guardians (the guardian's consent
 *   given with an RSVP), real_trees.
 * - reports: each report with the admins' reply and its time, not who replied.
 * - post_likes: the news posts liked.
 * - notifications: every notice of the inbox.
 * - reminder_mails: the reminder mails sent; activity_days: the days the player played.
 * - fair_play_flags about the player: only the kind, state and times. Its evidence, reference,
 *   the other player it ties this one to and the reviewing admin's words may be about other
 *   people, so they stay out; that a flag exists and its state is the player's own data.
 * - audit_log entries whose target is the player: action, time, reason and the account's fields
 *   as they were and became; not the admin's name, id or address.
 * Left out: email_verifications, password_resets, login_codes (hashes of short-lived codes),
 * idempotency_keys (copies of answers whose data is in the file already), rate_limit_counters
 * (counts under a key, no personal data), the season XP level counts and daily totals (no
 * player in them), and the work an admin did on others (fair_play_flags.reviewed_by,
 * reports.replied_by, season_jobs.started_by, posts.author_id): that is about the game's
 * running, read by admins in the audit log.
 */

export interface DataExportContext extends AppContext {
  rateLimiter: RateLimiter;
}

const DAY_SECONDS = 24 * 60 * 60;

/** The player's downloads of the day: a fixed window of a day, shared by every instance. */
const downloadsWindow = (userId: string): RateLimitWindow => ({
  key: `data-export:${userId}`,
  windowSeconds: DAY_SECONDS,
});

export const NOT_YOUR_DATA =
  'You can download only your own data. Each player downloads theirs from their own Profile.';

/** "5 hours", "1 hour", "20 minutes", "30 seconds": how long until the next download. */
function waitText(seconds: number): string {
  if (seconds >= 60 * 60) {
    const hours = Math.ceil(seconds / (60 * 60));
    return hours === 1 ? '1 hour' : `${hours} hours`;
  }
  if (seconds >= 60) {
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

/**
 * Counts this download against the day's DATA_EXPORTS_PER_DAY, refusing past it. The count is
 * the limiter's atomic hit, taken before anything is read: of many requests at once, each sees
 * its own count and no more than the cap get through.
 */
async function reserveDownload(ctx: DataExportContext, userId: string): Promise<void> {
  const window = downloadsWindow(userId);
  if ((await ctx.rateLimiter.hit(window)) <= DATA_EXPORTS_PER_DAY) return;
  const retryAfterSeconds = ctx.rateLimiter.retryAfter(window);
  const availableAt = new Date(ctx.clock.now().getTime() + retryAfterSeconds * 1000);
  throw new AppError(
    'RATE_LIMITED',
    `You have downloaded your data ${DATA_EXPORTS_PER_DAY} times today, the most a day allows. You can download it again in ${waitText(retryAfterSeconds)}.`,
    { retryAfterSeconds, availableAt: availableAt.toISOString() },
  );
}

/** The rows of a keyset walk: a batch, then the next one after its last row, to the end. */
async function* walk<R, C>(
  first: C,
  read: (after: C) => Promise<R[]>,
  cursorOf: (row: R) => C,
): AsyncGenerator<R> {
  let after = first;
  for (;;) {
    const rows = await read(after);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    after = cursorOf(last);
  }
}

async function* mapped<R, T>(rows: AsyncIterable<R>, toEntry: (row: R) => T): AsyncGenerator<T> {
  for await (const row of rows) yield toEntry(row);
}

/** A list section: rows walked in batches, each written as its entry. */
function walked<R, C, T>(
  first: C,
  read: (after: C) => Promise<R[]>,
  cursorOf: (row: R) => C,
  toEntry: (row: R) => T,
) {
  return list(mapped(walk(first, read, cursorOf), toEntry));
}

const byTime = (row: { atText: string; id: string | number }): TimeCursor => ({
  at: row.atText,
  id: String(row.id),
});

/**
 * The player's data file. Only the account's owner gets it (403 for anyone else, an admin
 * too), at most DATA_EXPORTS_PER_DAY times a day (429 after, saying when the next is allowed).
 */
export async function exportPlayerData(
  ctx: DataExportContext,
  actor: Actor,
  userId: string,
): Promise<JsonFile> {
  if (!downloadsOwnData(actor, userId)) throw new AppError('FORBIDDEN', NOT_YOUR_DATA);
  await reserveDownload(ctx, userId);
  const account = await findAccount(ctx.db, userId);
  if (!account) throw new AppError('NOT_FOUND', 'There is no account with this id.');
  const { db, timeZone } = ctx;
  const now = ctx.clock.now();
  const limit = EXPORT_BATCH;
  const byId = (row: { id: number }) => row.id;

  const document = {
    about: toAbout(account, now, timeZone),
    profile: toProfile(account),
    signInMethods: toSignInMethods(account),
    pendingEmailChange: later(async () => toEmailChange(await findEmailChange(db, userId))),
    inventory: group({
      seedlings: later(async () => await listSeedlings(db, userId)),
      resources: later(async () => toResources(await findResources(db, userId))),
    }),
    trees: group({
      planted: walked(
        null,
        (after: TimeCursor | null) => treeBatch(db, userId, after, limit),
        byTime,
        toTree,
      ),
      careHistory: walked(
        null,
        (after: TimeCursor | null) => xpBatch(db, userId, ['water', 'fertilize'], after, limit),
        byTime,
        toCare,
      ),
      dailyXpClaims: walked(
        '0001-01-01',
        (after: string) => dailyXpBatch(db, userId, after, limit),
        (row) => row.gameDay,
        toDailyXp,
      ),
    }),
    purchases: walked(
      null,
      (after: TimeCursor | null) => purchaseBatch(db, userId, after, limit),
      byTime,
      toPurchase,
    ),
    walletLedger: walked(
      0,
      (after: number) => walletBatch(db, userId, after, limit),
      byId,
      toWalletEntry,
    ),
    xpLedger: walked(
      null,
      (after: TimeCursor | null) => xpBatch(db, userId, null, after, limit),
      byTime,
      toXpEntry,
    ),
    quests: walked(
      null,
      (after: QuestCursor | null) => questBatch(db, userId, after, limit),
      (row): QuestCursor => ({ gameDay: row.gameDay, quest: row.quest }),
      toQuestClaim,
    ),
    referrals: group({
      yourCode: account.referralCode,
      codeYouUsed: account.referredCode ?? account.pendingReferralCode,
      referredBy: later(async () => toReferredBy(await findReferrer(db, userId))),
      playersYouReferred: walked(
        null,
        (after: TimeCursor | null) => referredBatch(db, userId, after, limit),
        byTime,
        toReferred,
      ),
    }),
    seasons: group({
      standings: later(async () => (await listSeasonStandings(db, userId)).map(toSeasonStanding)),
      gifts: later(async () => (await listSeasonGifts(db, userId)).map(toSeasonGift)),
    }),
    events: group({
      rsvps: walked(
        0,
        (after: number) => rsvpBatch(db, userId, after, limit),
        (row) => row.eventId,
        toRsvp,
      ),
      realTrees: walked(
        0,
        (after: number) => realTreeBatch(db, userId, after, limit),
        (row) => row.eventId,
        toRealTree,
      ),
    }),
    reports: walked(0, (after: number) => reportBatch(db, userId, after, limit), byId, toReport),
    postsLiked: walked(
      0,
      (after: number) => likeBatch(db, userId, after, limit),
      (row) => row.postId,
      toLike,
    ),
    notices: walked(0, (after: number) => noticeBatch(db, userId, after, limit), byId, toNotice),
    reminders: group({
      emailReminders: account.remindersEnabled,
      mailsSent: walked(
        '0001-01-01',
        (after: string) => reminderBatch(db, userId, after, limit),
        (row) => row.gameDay,
        toReminder,
      ),
    }),
    daysPlayed: walked(
      '0001-01-01',
      (after: string) => activityBatch(db, userId, after, limit),
      (row) => row.day,
      (row) => row.day,
    ),
    fairPlayReviews: later(async () => (await listFairPlayFlags(db, userId)).map(toFairPlayFlag)),
    adminActionsOnYourAccount: walked(
      null,
      (after: TimeCursor | null) => auditBatch(db, userId, after, limit),
      byTime,
      toAdminAction,
    ),
  };
  return { filename: dataExportFilename(account.username, now, timeZone), document };
}
