import type { AuditPage, AuditQuery } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { readDbOf, type AppContext } from '../../lib/context.ts';
import { nextGameDayStart, zonedMidnight } from '../../lib/game-day.ts';
import { countAuditRows, listAuditRows, type AuditFilter } from './audit.repository.ts';
import { toAuditEntry } from './audit.view.ts';

/** The start of a game day written YYYY-MM-DD, in the game's time zone. */
function dayStart(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zonedMidnight(year, month, date, timeZone);
}

/**
 * The entries a query asks for: `from` and `to` are game days, both included. An entry read
 * a moment late harms no one, so the log is read from the replica when there is one.
 */
export function auditFilterOf(ctx: AppContext, query: AuditQuery): AuditFilter {
  if (query.from && query.to && query.from > query.to) {
    throw new AppError('VALIDATION_FAILED', 'from is a day on or before to.');
  }
  return {
    actorId: query.actor,
    action: query.action,
    targetType: query.targetType,
    targetId: query.targetId,
    from: query.from ? dayStart(query.from, ctx.timeZone) : undefined,
    until: query.to ? nextGameDayStart(dayStart(query.to, ctx.timeZone), ctx.timeZone) : undefined,
  };
}

export async function listAuditEntries(ctx: AppContext, query: AuditQuery): Promise<AuditPage> {
  const filter = auditFilterOf(ctx, query);
  const db = readDbOf(ctx);
  const page = { limit: query.size, offset: (query.page - 1) * query.size };
  const [rows, total] = await Promise.all([
    listAuditRows(db, filter, page),
    countAuditRows(db, filter),
  ]);
  return { items: rows.map(toAuditEntry), page: query.page, size: query.size, total };
}
