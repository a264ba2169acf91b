import { inGameDays, SEASON_ENDING_NOTICE_DAYS, SEASON_RESULTS_WITHIN_DAYS } from '@punla/contract';
import { ranOnce, stepWithProgress } from '../../lib/app-settings.ts';
import { gameDaysBetween } from '../../lib/game-day.ts';
import type { AppContext } from '../../lib/context.ts';
import { noticeLinks } from '../../lib/ledgers/notices.ts';
import { currentSeason } from './seasons.service.ts';
import {
  countRankedPlayers,
  findSeasonsEndedBetween,
  noticeFinalRanks,
  noticeGrowingTreeOwners,
  type RankCursor,
} from './seasons.repository.ts';

const DAY = 86_400_000;

/**
 * Players a batch of notices walks: each batch is its own statement (or transaction), so a
 * million players are a hundred short writes, not one that holds its locks for minutes.
 */
export const NOTICE_BATCH = 10_000;

function endText(endAt: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(endAt);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(endAt);
  return `${date} at ${time}`;
}

/**
 * Warns players with a growing tree that the season ends: the nearest warning whose time has
 * come (7 days, then 1 day before, SEASON_ENDING_NOTICE_DAYS), each once per player and
 * season. Run by the scheduled job; safe to run any number of times, on any instance.
 */
export async function noticeSeasonEnding(ctx: AppContext): Promise<number> {
  const season = await currentSeason(ctx);
  if (!season) return 0;
  const now = ctx.clock.now();
  const left = season.endAt.getTime() - now.getTime();
  const warning = [...SEASON_ENDING_NOTICE_DAYS]
    .sort((a, b) => a - b)
    .find((days) => left <= days * DAY);
  if (warning === undefined) return 0;
  // A season ending at midnight ends with the day before it: "today" on that day.
  const when = inGameDays(gameDaysBetween(now, new Date(season.endAt.getTime() - 1), ctx.timeZone));
  const notice = {
    ref: `${season.id}:${warning}`,
    title: `${season.name} ends ${when}`,
    body: `${season.name} ends on ${endText(season.endAt, ctx.timeZone)}. A tree still growing then goes dormant: it stays in your forest but stops growing and earning XP. Care for it until then.`,
    link: noticeLinks.myTree,
    at: now,
  };
  let written = 0;
  for (let after: string | null = null; ;) {
    const batch = await noticeGrowingTreeOwners(ctx.db, notice, { after, limit: NOTICE_BATCH });
    written += batch.written;
    if (batch.walked < NOTICE_BATCH || batch.last === null) return written;
    after = batch.last;
  }
}

interface ResultsProgress {
  /** Counted once, on the first batch: every notice says "of N players". */
  players: number | null;
  after: RankCursor | null;
  done: boolean;
}

/**
 * Tells every ranked player of each season that ended in the last SEASON_RESULTS_WITHIN_DAYS
 * where they finished, a batch of NOTICE_BATCH players a transaction, each moving the walk's
 * progress with its notices: a run stopped half-way goes on from there, and a season walked to
 * the end is not walked again. A season that ended long before (as on the first start of this
 * version) is not announced at all.
 */
export async function noticeSeasonResults(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - SEASON_RESULTS_WITHIN_DAYS * DAY);
  let written = 0;
  for (const season of await findSeasonsEndedBetween(ctx.db, since, now)) {
    // Announced in one go by an earlier version.
    if (await ranOnce(ctx.db, `season-results:${season.id}`)) continue;
    const start: ResultsProgress = { players: null, after: null, done: false };
    for (let done = false; !done;) {
      done = await stepWithProgress(
        ctx.db,
        `season-results:${season.id}`,
        start,
        async (tx, progress) => {
          if (progress.done) return { progress, result: true };
          const players = progress.players ?? (await countRankedPlayers(tx, season.id));
          const batch = await noticeFinalRanks(
            tx,
            {
              id: season.id,
              name: season.name,
              link: noticeLinks.previousSeason,
              at: now,
              players,
            },
            { after: progress.after, limit: NOTICE_BATCH },
          );
          written += batch.written;
          const finished = batch.walked < NOTICE_BATCH;
          return {
            progress: { players, after: batch.last ?? progress.after, done: finished },
            result: finished,
          };
        },
      );
    }
  }
  return written;
}
