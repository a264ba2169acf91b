import { deleteExpiredIdempotencyKeys } from '../lib/idempotency.ts';
import { standingsChanged } from '../lib/ledgers/standings-changes.ts';
import { deleteOldRateLimitCounters } from '../lib/rate-limiter.ts';
import { deleteExpiredCodes } from '../modules/accounts/expired-codes.service.ts';
import { deleteOldUnverifiedAccounts } from '../modules/accounts/unverified-accounts.service.ts';
import {
  deleteOldActivityDays,
  rollUpDailyTotals,
} from '../modules/dashboard/daily-totals.service.ts';
import { sendEventReminders } from '../modules/events/event-reminders.service.ts';
import { deleteOldGuardianData } from '../modules/events/guardian-data.service.ts';
import { deleteOldNotices } from '../modules/notifications/notifications.service.ts';
import {
  eraseDueAccounts,
  forgetQuotedUnverifiedAccounts,
} from '../modules/privacy/erasure.service.ts';
import { flagReferrersOfIdleFriends } from '../modules/referrals/referral-signals.service.ts';
import { sendDueReminders, type RemindersContext } from '../modules/reminders/reminders.service.ts';
import { deleteFinishedSeasonJobs } from '../modules/seasons/season-jobs.service.ts';
import { topUpAiTriviaPool, type TriviaContext } from '../modules/trivia/ai-trivia.service.ts';
import {
  noticeSeasonEnding,
  noticeSeasonResults,
} from '../modules/seasons/season-notices.service.ts';

export interface DailyLoopReport {
  seasonEndingNotices: number;
  seasonResultNotices: number;
  reminderMails: number;
  eventReminderMails: number;
  expiredIdempotencyKeys: number;
  /** Notices deleted, read or unread, past their time (`*_NOTICES_KEPT_DAYS`). */
  oldNotices: number;
  /**
   * Verification, password-reset, e-mail change and Google login codes deleted a day after they
   * expired (a used code is deleted when it is used).
   */
  expiredCodes: number;
  /** Rate-limit counters deleted, of windows that ended more than a day ago. */
  oldRateLimitCounters: number;
  /** Season jobs done or failed, deleted after FINISHED_SEASON_JOBS_KEPT_DAYS. */
  finishedSeasonJobs: number;
  /** Accounts whose deletion's grace period ended, their personal data erased. */
  erasedAccounts: number;
  /**
   * Referrers flagged for review because many friends who joined with their code never played
   * (docs/game-rules.md, Fair play): once per referrer and count.
   */
  idleReferralFlags: number;
  /** Finished game days whose dashboard totals were written (daily_totals). */
  dailyTotalsDays: number;
  /** Players' days of play (activity_days) deleted after ACTIVITY_DAYS_KEPT_DAYS. */
  oldActivityDays: number;
  /**
   * Accounts that never verified their address, deleted with all they held
   * UNVERIFIED_ACCOUNTS_KEPT_DAYS after they were made (never an admin's).
   */
  unverifiedAccounts: number;
  /** Guardians' consent details deleted GUARDIAN_DATA_KEPT_DAYS after their event started. */
  oldGuardianData: number;
  /** New facts stored in the AI trivia pool, within the hour's AI budget. */
  aiTriviaStored: number;
}

/**
 * The game's scheduled work: season-ending warnings, season results, reminder mails, the
 * reminders of tomorrow's planting events, forgetting what is past its time (idempotency
 * keys, old notices, expired codes, old rate-limit counters, finished season jobs, old days of
 * play, accounts never verified, guardians' details of past events: docs/game-rules.md, What is
 * kept), writing the dashboard's totals of finished days,
 * flagging referrers whose friends never play (docs/game-rules.md, Fair play), and
 * topping up the AI trivia pool (last, as it waits on the AI; however often it runs, never past
 * the pool's target size nor the hour's AI budget). Each
 * part is once-only by the database (unique notices, one reminder per player and day, one
 * event reminder per RSVP, one total per day and metric, one flag per referrer and count of
 * idle friends) or deletes only what is past its
 * time, so a run repeated, or run by two instances at once, changes nothing more. Deletions
 * go in batches of at most 10,000 rows a statement (db/delete-in-batches.ts). A part that
 * fails is logged and the others still run.
 */
export async function runDailyLoop(
  ctx: RemindersContext,
  aiTrivia?: TriviaContext,
): Promise<DailyLoopReport> {
  const attempt = async (name: string, work: () => Promise<number>) => {
    try {
      return await work();
    } catch (error) {
      ctx.logger.error({ err: error }, `scheduled work "${name}" failed`);
      return 0;
    }
  };
  const report = {
    seasonEndingNotices: await attempt('season ending notices', () => noticeSeasonEnding(ctx)),
    seasonResultNotices: await attempt('season results', () => noticeSeasonResults(ctx)),
    reminderMails: await attempt('reminder mails', () => sendDueReminders(ctx)),
    eventReminderMails: await attempt('event reminders', () => sendEventReminders(ctx)),
    expiredIdempotencyKeys: await attempt('expired idempotency keys', () =>
      deleteExpiredIdempotencyKeys(ctx),
    ),
    oldNotices: await attempt('old notices', () => deleteOldNotices(ctx)),
    expiredCodes: await attempt('expired codes', () => deleteExpiredCodes(ctx)),
    oldRateLimitCounters: await attempt('old rate-limit counters', () =>
      deleteOldRateLimitCounters(ctx.db, ctx.clock.now()),
    ),
    finishedSeasonJobs: await attempt('finished season jobs', () => deleteFinishedSeasonJobs(ctx)),
    erasedAccounts: await attempt('account erasures', () => eraseDueAccounts(ctx)),
    idleReferralFlags: await attempt('idle referral flags', () => flagReferrersOfIdleFriends(ctx)),
    dailyTotalsDays: await attempt('daily totals', () => rollUpDailyTotals(ctx)),
    oldActivityDays: await attempt('old activity days', () => deleteOldActivityDays(ctx)),
    // After the day's totals: a day rolled up in this run counts the sign-ups it had.
    // Those others' records quote are taken out of them first (as an erasure does).
    unverifiedAccounts: await attempt(
      'old unverified accounts',
      async () =>
        (await forgetQuotedUnverifiedAccounts(ctx)) + (await deleteOldUnverifiedAccounts(ctx)),
    ),
    oldGuardianData: await attempt('old guardian data', () => deleteOldGuardianData(ctx)),
    aiTriviaStored: aiTrivia
      ? await attempt('AI trivia pool', () => topUpAiTriviaPool(aiTrivia))
      : 0,
  };
  // Its transactions have committed: what keeps standings for reuse reads them again.
  standingsChanged();
  return report;
}
