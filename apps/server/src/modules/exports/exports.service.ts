import type { AuditExportQuery, ExportKind } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction } from '../../lib/audit.ts';
import { readDbOf, type Actor, type AppContext } from '../../lib/context.ts';
import { gameDay, gameYear, zonedMidnight } from '../../lib/game-day.ts';
import {
  attendeeBatch,
  auditBatch,
  findEventName,
  findSeason,
  playerBatch,
  realTreeBatch,
  standingBatch,
  type AuditCursor,
  type RealTreeCursor,
  type StandingCursor,
} from './exports.repository.ts';
import {
  exportColumns,
  exportFilename,
  toAttendeeRecord,
  toAuditRecord,
  toPlayerRecord,
  toRealTreeRecord,
  toStandingRecord,
  type CsvColumn,
  type CsvRecord,
} from './exports.view.ts';

/*
 * The admins' CSV exports. Each checks its input first (an unknown event is 404, a season
 * still running 409) and records the export in the audit log (`export.<kind>`, target type
 * `export`): personal data leaving the game is on record, before any of it is read. Then it
 * hands back its rows as an async iterable that reads one batch of EXPORT_BATCH rows when the
 * file's writer asks for more (routes pipe it through a stream with back-pressure), so a file
 * of a million rows holds no more than a batch in memory. Each batch is a query of its own, on
 * the read replica when there is one: a row changed while a long file is written may show as it
 * was or as it became.
 */

/**
 * Rows read a statement. Small batches keep the server's memory low: a batch's rows live until
 * the file's writer has taken the last of them, and rows that outlive a few young-generation
 * collections move to the old generation, which V8 lets grow before it collects it. Measured by
 * `npm run bench:export-memory`: 1,000 rows a batch raised the server's peak by about 100 MB
 * whatever the file's size, 250 by about 50, for the same time (docs/api.md, Exports).
 */
export const EXPORT_BATCH = 250;

export interface CsvExport {
  filename: string;
  columns: CsvColumn[];
  records: AsyncIterable<CsvRecord>;
}

/** Who asks for the file, for its audit entry. */
export interface ExportRequester {
  actor: Actor;
  address: string;
}

/** The rows of a keyset walk: a batch, then the next one after its last row, to the end. */
async function* walk<R, C>(
  read: (after: C | null) => Promise<R[]>,
  cursorOf: (row: R) => C,
): AsyncGenerator<R> {
  let after: C | null = null;
  for (;;) {
    const rows = await read(after);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    after = cursorOf(last);
  }
}

async function* mapRows<R>(
  rows: AsyncIterable<R>,
  toRecord: (row: R, index: number) => CsvRecord,
): AsyncGenerator<CsvRecord> {
  let index = 0;
  for await (const row of rows) {
    yield toRecord(row, index);
    index += 1;
  }
}

async function recordExport(
  ctx: AppContext,
  who: ExportRequester,
  kind: ExportKind,
  targetId: string | number,
): Promise<void> {
  await recordAdminAction(ctx, {
    actorId: who.actor.id,
    action: `export.${kind}`,
    targetType: 'export',
    targetId,
    address: who.address,
  });
}

function csvExport(ctx: AppContext, kind: ExportKind, records: AsyncIterable<CsvRecord>) {
  return {
    filename: exportFilename(kind, ctx.clock.now(), ctx.timeZone),
    columns: exportColumns[kind],
    records,
  };
}

/** Every RSVP of the event: the seats in the order given, then the waitlist in its order. */
export async function exportAttendees(
  ctx: AppContext,
  who: ExportRequester,
  eventId: number,
): Promise<CsvExport> {
  const event = await findEventName(ctx.db, eventId);
  if (!event) throw new AppError('NOT_FOUND', 'There is no event with this id.');
  await recordExport(ctx, who, 'attendees', eventId);
  const eventYear = gameYear(event.startsAt, ctx.timeZone);
  const db = readDbOf(ctx);
  async function* records() {
    for (const status of ['CONFIRMED', 'WAITLISTED'] as const) {
      const rows = walk(
        (after: number | null) =>
          attendeeBatch(db, { eventId, status, afterSeq: after ?? 0, limit: EXPORT_BATCH }),
        (row) => row.seq,
      );
      yield* mapRows(rows, (row, index) => toAttendeeRecord(row, index + 1, eventYear));
    }
  }
  return csvExport(ctx, 'attendees', records());
}

/** Every real tree, by event, with the event's place and its latest survival check. */
export async function exportRealTrees(ctx: AppContext, who: ExportRequester): Promise<CsvExport> {
  await recordExport(ctx, who, 'real-trees', 'all');
  const db = readDbOf(ctx);
  const rows = walk(
    (after: RealTreeCursor | null) => realTreeBatch(db, after, EXPORT_BATCH),
    (row) => ({ eventId: row.eventId, userId: row.userId }),
  );
  return csvExport(
    ctx,
    'real-trees',
    mapRows(rows, (row) => toRealTreeRecord(row, ctx.timeZone)),
  );
}

/**
 * A season's final standings, ranked as the leaderboard ranks them. XP counts for the season
 * running when it is earned, so a season's standings are final once it has ended
 * (docs/decisions/009); until then the export is refused (409) rather than giving a standing
 * that changes by the second under a name that says final.
 */
export async function exportStandings(
  ctx: AppContext,
  who: ExportRequester,
  seasonId: number,
): Promise<CsvExport> {
  const season = await findSeason(ctx.db, seasonId);
  if (!season) throw new AppError('NOT_FOUND', 'There is no season with this id.');
  if (season.endAt.getTime() > ctx.clock.now().getTime()) {
    const lastDay = gameDay(new Date(season.endAt.getTime() - 1), ctx.timeZone);
    throw new AppError(
      'SEASON_NOT_ENDED',
      `${season.name} has not ended: its final standings can be exported after its last day, ${lastDay}. The leaderboard shows the standing now.`,
    );
  }
  await recordExport(ctx, who, 'standings', seasonId);
  const db = readDbOf(ctx);
  const rows = walk(
    (after: StandingCursor | null) =>
      standingBatch(db, { id: seasonId, endAt: season.endAt }, after, EXPORT_BATCH),
    (row) => ({ xp: row.xp, reachedAt: row.reachedAt, userId: row.userId }),
  );
  return csvExport(
    ctx,
    'standings',
    mapRows(rows, (row, index) => toStandingRecord(row, index + 1)),
  );
}

/** Every account, by id (the spreadsheet sorts them by their sign-up time if asked). */
export async function exportPlayers(ctx: AppContext, who: ExportRequester): Promise<CsvExport> {
  await recordExport(ctx, who, 'players', 'all');
  const db = readDbOf(ctx);
  const rows = walk(
    (after: string | null) => playerBatch(db, after, EXPORT_BATCH),
    (row) => row.id,
  );
  return csvExport(ctx, 'players', mapRows(rows, toPlayerRecord));
}

/** The instant a game day (YYYY-MM-DD) begins, in the game's time zone. */
function dayStart(day: string, timeZone: string, plusDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zonedMidnight(year, month, date + plusDays, timeZone);
}

/** The audit log's entries of the days `from` to `to` (the game's days, both included). */
export async function exportAudit(
  ctx: AppContext,
  who: ExportRequester,
  query: AuditExportQuery,
): Promise<CsvExport> {
  await recordExport(ctx, who, 'audit', `${query.from}..${query.to}`);
  const range = {
    from: dayStart(query.from, ctx.timeZone),
    until: dayStart(query.to, ctx.timeZone, 1),
  };
  const db = readDbOf(ctx);
  const rows = walk(
    (after: AuditCursor | null) => auditBatch(db, range, after, EXPORT_BATCH),
    (row) => ({ at: row.atText, id: row.id }),
  );
  return csvExport(ctx, 'audit', mapRows(rows, toAuditRecord));
}
