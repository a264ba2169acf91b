import {
  CHECK_IN_OPENS_HOURS_BEFORE,
  type Attendee,
  type CheckInInput,
  type CheckInResult,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, type AppContext } from '../../lib/context.ts';
import { isMinorAt, yearOf } from '../accounts/age.service.ts';
import { refuseIfSuspendedNow } from '../accounts/suspension.service.ts';
import { eventNotFound, notOpen } from './event-refusals.ts';
import { formatScreenTime } from './events.notices.ts';
import {
  checkInTicket,
  findEventRecord,
  findTicket,
  listAttendeeRows,
  lockEvent,
  type EventRow,
} from './events.repository.ts';
import { speciesName } from './events.service.ts';
import { toAttendee } from './events.view.ts';
import { rewardPlanters } from './real-trees.service.ts';
import { normalizeTicketCode } from './ticket-code.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The event's RSVPs, each with whether the player is a minor there and their guardian. */
export async function listAttendees(ctx: AppContext, eventId: number): Promise<Attendee[]> {
  const record = await findEventRecord(ctx.db, eventId);
  if (!record) throw eventNotFound();
  const rows = await listAttendeeRows(ctx.db, eventId);
  const eventYear = yearOf(ctx, record.event.startsAt);
  return rows.map((row) => toAttendee(row, eventYear));
}

/**
 * When a check-in counts: now, or the scan's time for one kept on a device without signal. A
 * device's clock may be off: a scan time in the future, or before check-in opened, is not
 * believed, and the check-in counts as now.
 */
function checkInTime(now: Date, input: CheckInInput, opensAt: Date): Date {
  if (input.scannedAt === undefined) return now;
  const scannedAt = new Date(input.scannedAt);
  if (scannedAt.getTime() > now.getTime() || scannedAt.getTime() < opensAt.getTime()) return now;
  return scannedAt;
}

/**
 * Whether a check-in may still be taken: while the event is scheduled, or after it was closed
 * for a ticket scanned before the close on a device without signal (its real tree is then
 * given at once, as if it had arrived in time).
 */
function takesCheckIn(event: EventRow, at: Date): boolean {
  if (event.status === 'SCHEDULED') return true;
  return event.status === 'CLOSED' && event.closedAt !== null && at < event.closedAt;
}

/**
 * Checks a ticket in at the site: once per ticket (a conditional update in the database), from
 * 24 hours before the start until the event is closed. The event row is locked first, so a
 * check-in and the close never cross: a check-in the close did not see is refused, or (scanned
 * before the close) rewarded with its real tree in its own transaction.
 */
export async function checkIn(
  ctx: AppContext,
  eventId: number,
  input: CheckInInput,
): Promise<CheckInResult> {
  return inTransaction(ctx, async (tx) => {
    const event = await lockEvent(tx.db, eventId);
    if (!event) throw eventNotFound();
    const now = tx.clock.now();
    const opensAt = new Date(event.startsAt.getTime() - CHECK_IN_OPENS_HOURS_BEFORE * HOUR_MS);
    const at = checkInTime(now, input, opensAt);
    if (!takesCheckIn(event, at)) throw notOpen(event);
    if (now.getTime() < opensAt.getTime()) {
      throw new AppError(
        'EVENT_NOT_STARTED',
        `Check-in for ${event.name} opens on ${formatScreenTime(opensAt, tx.timeZone)}.`,
      );
    }
    const code = normalizeTicketCode(input.code);
    const ticket = await findTicket(tx.db, code);
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
    // A suspended player's seat at an event that had started stays, but not a real tree.
    await refuseIfSuspendedNow(
      tx,
      ticket.userId,
      `${ticket.username}'s account is suspended, so the ticket is not valid. An admin can lift the suspension from Players.`,
    );
    const checked = await checkInTicket(tx.db, eventId, code, at);
    if (!checked?.checkedInAt) {
      const when = ticket.checkedInAt
        ? ` at ${formatScreenTime(ticket.checkedInAt, tx.timeZone)}`
        : '';
      throw new AppError('ALREADY_CHECKED_IN', `${ticket.username} was already checked in${when}.`);
    }
    if (event.status === 'CLOSED' && event.treesPlanted !== null) {
      await rewardPlanters(tx, {
        event,
        speciesId: event.speciesId,
        species: await speciesName(tx, event.speciesId),
        treesPlanted: event.treesPlanted,
        at: now,
      });
    }
    return {
      userId: ticket.userId,
      username: ticket.username,
      checkedInAt: checked.checkedInAt.toISOString(),
      minor: isMinorAt(tx, ticket.birthYear, event.startsAt),
      guardianOnFile: ticket.guardianOnFile,
    };
  });
}
