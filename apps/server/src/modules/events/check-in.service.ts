import {
  CHECK_IN_OPENS_HOURS_BEFORE,
  type Attendee,
  type CheckInInput,
  type CheckInResult,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { formatEventTime } from './event-mails.ts';
import {
  checkInTicket,
  findEventRecord,
  findTicket,
  listAttendeeRows,
} from './events.repository.ts';
import { eventNotFound, notOpen } from './events.service.ts';
import { normalizeTicketCode } from './ticket-code.ts';

const HOUR_MS = 60 * 60 * 1000;

export async function listAttendees(ctx: AppContext, eventId: number): Promise<Attendee[]> {
  if (!(await findEventRecord(ctx.db, eventId))) throw eventNotFound();
  const rows = await listAttendeeRows(ctx.db, eventId);
  return rows.map((row) => ({
    ...row,
    rsvpAt: row.rsvpAt.toISOString(),
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
  }));
}

/** When a check-in counts: the scan's time for one kept on a device without signal. */
function checkInTime(ctx: AppContext, input: CheckInInput, opensAt: Date): Date {
  const now = ctx.clock.now();
  if (input.scannedAt === undefined) return now;
  const scannedAt = new Date(input.scannedAt);
  // A device's clock may be off: a time in the future, or before check-in opened, is not
  // believed, and the check-in counts as now.
  if (scannedAt.getTime() > now.getTime() || scannedAt.getTime() < opensAt.getTime()) return now;
  return scannedAt;
}

/**
 * Checks a ticket in at the site: once per ticket (a conditional update in the database),
 * from 24 hours before the start until the event is closed.
 */
export async function checkIn(
  ctx: AppContext,
  eventId: number,
  input: CheckInInput,
): Promise<CheckInResult> {
  const record = await findEventRecord(ctx.db, eventId);
  if (!record) throw eventNotFound();
  const { event } = record;
  if (event.status !== 'SCHEDULED') throw notOpen(event);
  const opensAt = new Date(event.startsAt.getTime() - CHECK_IN_OPENS_HOURS_BEFORE * HOUR_MS);
  if (ctx.clock.now().getTime() < opensAt.getTime()) {
    throw new AppError(
      'EVENT_NOT_STARTED',
      `Check-in for ${event.name} opens on ${formatEventTime(opensAt, ctx.timeZone)}.`,
    );
  }
  const code = normalizeTicketCode(input.code);
  const ticket = await findTicket(ctx.db, code);
  if (ticket?.eventId !== eventId) {
    throw new AppError(
      'NOT_FOUND',
      ticket
        ? `This ticket is for another event, not ${event.name}.`
        : `No ticket has the code ${code}. Check the code and try again.`,
    );
  }
  if (ticket.status !== 'CONFIRMED') {
    throw new AppError(
      'NOT_FOUND',
      `${ticket.username} is on the waitlist and has no seat, so the ticket is not valid.`,
    );
  }
  const checked = await checkInTicket(ctx.db, eventId, code, checkInTime(ctx, input, opensAt));
  if (!checked?.checkedInAt) {
    const earlier = (await findTicket(ctx.db, code))?.checkedInAt ?? ticket.checkedInAt;
    const when = earlier ? ` at ${formatEventTime(earlier, ctx.timeZone)}` : '';
    throw new AppError('ALREADY_CHECKED_IN', `${ticket.username} was already checked in${when}.`);
  }
  return {
    userId: ticket.userId,
    username: ticket.username,
    checkedInAt: checked.checkedInAt.toISOString(),
  };
}
