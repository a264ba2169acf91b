import { inGameDays, SEASON_ENDING_NOTICE_DAYS, SEASON_RESULTS_WITHIN_DAYS } from '@punla/contract';
import { runOnce } from '../../lib/app-settings.ts';
import { gameDaysBetween } from '../../lib/game-day.ts';
import type { AppContext } from '../../lib/context.ts';
import { noticeLinks } from '../../lib/ledgers/notices.ts';
import { currentSeason } from './seasons.service.ts';
import {
  findSeasonsEndedBetween,
  noticeFinalRanks,
  noticeGrowingTreeOwners,
} from './seasons.repository.ts';

const DAY = 86_400_000;

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
  return noticeGrowingTreeOwners(ctx.db, {
    ref: `${season.id}:${warning}`,
    title: `${season.name} ends ${when}`,
    body: `${season.name} ends on ${endText(season.endAt, ctx.timeZone)}. A tree still growing then goes dormant: it stays in your forest but stops growing and earning XP. Care for it until then.`,
    link: noticeLinks.myTree,
    at: now,
  });
}

/**
 * Tells every ranked player of each season that ended in the last SEASON_RESULTS_WITHIN_DAYS
 * where they finished. A season is announced once (a marker row, written with its notices),
 * so later runs do not walk its players again; a season that ended long before (as on the
 * first start of this version) is not announced at all.
 */
export async function noticeSeasonResults(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - SEASON_RESULTS_WITHIN_DAYS * DAY);
  let written = 0;
  for (const season of await findSeasonsEndedBetween(ctx.db, since, now)) {
    await runOnce(ctx.db, `season-results:${season.id}`, async (tx) => {
      written += await noticeFinalRanks(tx, {
        id: season.id,
        name: season.name,
        link: noticeLinks.previousSeason,
        at: now,
      });
    });
  }
  return written;
}
