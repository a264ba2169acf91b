import { FIRST_SEASON_MONTHS, type Season, type SeasonInput } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { runOnce } from '../../lib/app-settings.ts';
import type { AppContext } from '../../lib/context.ts';
import { gameDay, zonedMidnight } from '../../lib/game-day.ts';
import {
  deleteSeasonRow,
  findOverlapping,
  findPreviousSeason,
  findSeason,
  findSeasonAt,
  insertSeason,
  listSeasonRows,
  recordGiftsForNextPlayers,
  countGiftablePlayers,
  seasonsWithXp,
  updateSeason,
  type SeasonRow,
} from './seasons.repository.ts';

export type { SeasonRow } from './seasons.repository.ts';

const DAY = 24 * 60 * 60 * 1000;

function toSeason(row: SeasonRow, now: Date, withXp: Set<number>): Season {
  const current = row.startAt.getTime() <= now.getTime() && row.endAt.getTime() > now.getTime();
  return {
    id: row.id,
    name: row.name,
    startDate: row.startAt.toISOString(),
    endDate: row.endAt.toISOString(),
    current,
    daysLeft: current ? Math.ceil((row.endAt.getTime() - now.getTime()) / DAY) : null,
    hasXp: withXp.has(row.id),
  };
}

export async function listSeasons(ctx: AppContext): Promise<Season[]> {
  const [rows, withXp] = await Promise.all([listSeasonRows(ctx.db), seasonsWithXp(ctx.db)]);
  const now = ctx.clock.now();
  return rows.map((row) => toSeason(row, now, withXp));
}

/** The season running now, if one is. */
/** One season as the admins' list shows it. */
export async function getSeason(ctx: AppContext, id: number): Promise<Season> {
  const found = (await listSeasons(ctx)).find((season) => season.id === id);
  if (!found) throw new AppError('NOT_FOUND', 'There is no season with this id.');
  return found;
}

export function currentSeason(ctx: AppContext): Promise<SeasonRow | undefined> {
  return findSeasonAt(ctx.db, ctx.clock.now());
}

/** The latest season that has ended, if any. */
export function previousSeason(ctx: AppContext): Promise<SeasonRow | undefined> {
  return findPreviousSeason(ctx.db, ctx.clock.now());
}

export function seasonById(ctx: AppContext, id: number): Promise<SeasonRow | undefined> {
  return findSeason(ctx.db, id);
}

export async function getCurrentSeason(ctx: AppContext): Promise<SeasonRow> {
  const season = await currentSeason(ctx);
  if (!season) {
    throw new AppError(
      'NO_CURRENT_SEASON',
      'No season is running now. An admin can create one in Manage seasons.',
    );
  }
  return season;
}

function isExclusionViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === '23P01') return true;
  }
  return false;
}

/** A season's days in the game's time zone: its first day and its last (the end is exclusive). */
function days(ctx: AppContext, season: SeasonRow): string {
  return `${gameDay(season.startAt, ctx.timeZone)} to ${gameDay(new Date(season.endAt.getTime() - 1), ctx.timeZone)}`;
}

/** Creates or edits a season; an overlap with another is refused, naming that season. */
export async function saveSeason(
  ctx: AppContext,
  id: number | null,
  input: SeasonInput,
): Promise<Season> {
  const start = new Date(input.startDate);
  const end = new Date(input.endDate);
  if (id !== null && !(await findSeason(ctx.db, id)))
    throw new AppError('NOT_FOUND', 'There is no season with this id.');
  const overlapping = await findOverlapping(ctx.db, start, end, id);
  const overlapError = (other: SeasonRow | undefined) =>
    new AppError(
      'SEASON_OVERLAP',
      other
        ? `This season overlaps "${other.name}" (${days(ctx, other)}). Seasons cannot overlap.`
        : 'This season overlaps another one. Seasons cannot overlap.',
    );
  if (overlapping) throw overlapError(overlapping);
  const now = ctx.clock.now();
  const values = { name: input.name, startAt: start, endAt: end };
  try {
    const row =
      id === null
        ? await insertSeason(ctx.db, values, now)
        : await updateSeason(ctx.db, id, values, now);
    if (!row) throw new AppError('NOT_FOUND', 'There is no season with this id.');
    return toSeason(row, now, await seasonsWithXp(ctx.db));
  } catch (error) {
    // The exclusion constraint decides when two admins save at the same moment.
    if (isExclusionViolation(error)) throw overlapError(undefined);
    throw error;
  }
}

export async function deleteSeason(ctx: AppContext, id: number): Promise<void> {
  if (!(await findSeason(ctx.db, id)))
    throw new AppError('NOT_FOUND', 'There is no season with this id.');
  if ((await seasonsWithXp(ctx.db)).has(id)) {
    throw new AppError(
      'SEASON_HAS_XP',
      'Players have earned XP in this season, so it cannot be deleted.',
    );
  }
  await deleteSeasonRow(ctx.db, id);
}

/**
 * A fresh install gets a first season around today, so the leaderboard works from the first
 * start: from the first day of this month (in the game's time zone) for three months.
 */
export async function ensureFirstSeason(ctx: AppContext): Promise<void> {
  await runOnce(ctx.db, 'first-season', async (tx) => {
    const existing = await listSeasonRows(tx);
    if (existing.length > 0) return;
    const now = ctx.clock.now();
    const [year, month] = gameDay(now, ctx.timeZone).split('-').map(Number) as [number, number];
    const start = zonedMidnight(year, month, 1, ctx.timeZone);
    const endMonth = month + FIRST_SEASON_MONTHS;
    const end = zonedMidnight(
      year + Math.floor((endMonth - 1) / 12),
      ((endMonth - 1) % 12) + 1,
      1,
      ctx.timeZone,
    );
    await insertSeason(tx, { name: 'Season 1', startAt: start, endAt: end }, now);
  });
}

/**
 * Records the season's free seedling for the next batch of verified players, inside the
 * caller's transaction, and returns those given one now: the gift row (season, player) is the
 * record, so a second run finds only players who had none. The seedling itself is
 * use-cases/season-rollover.ts's to give.
 */
export function recordSeasonGifts(
  ctx: AppContext,
  batch: { seasonId: number; at: Date; after: string | null; limit: number },
) {
  return recordGiftsForNextPlayers(ctx.db, batch);
}

/** How many players a free-seedling run will walk. */
export function countPlayersToGift(ctx: AppContext): Promise<number> {
  return countGiftablePlayers(ctx.db);
}
