import type { EventTicket, GuardianInput, RsvpInput, RsvpResult } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, type Actor, type AppContext } from '../../lib/context.ts';
import { addNotice } from '../../lib/ledgers/notices.ts';
import { findBirthYear, isMinorAt } from '../accounts/age.service.ts';
import { refuseIfSuspendedNow } from '../accounts/suspension.service.ts';
import { getPlayerStanding } from '../eligibility/eligibility.service.ts';
import { eventCalendar } from './event-calendar.ts';
import { eventNotFound, notOpen } from './event-refusals.ts';
import { asksForEligibility, missingRequirements } from './event-requirements.ts';
import type { EventsContext } from './events.context.ts';
import { formatEventTime, promotedMail, promotedNotice, rsvpMail } from './events.notices.ts';
import { actsForThemselves } from './events.policy.ts';
import {
  deleteRsvp,
  findContact,
  findRsvp,
  insertRsvp,
  lockEvent,
  findEventRecord,
  listSeatContacts,
  listUpcomingRsvpEventIds,
  promoteWaitlisted,
  upsertGuardian,
  type EventRow,
} from './events.repository.ts';
import { newTicketCode } from './ticket-code.ts';

// A player's RSVP to an event: a seat or a place on the waitlist, its cancellation, the
// waitlist moving up, and the ticket.

/**
 * Seats the waitlist, in order, while seats are free (after a cancel, a larger capacity, or a
 * seated player's account deleted). Call with the event locked. Each seated player gets a
 * notice here; the caller queues their mails in the same transaction (`mailSeated`).
 */
export async function seatWaitlisted(ctx: AppContext, event: EventRow): Promise<string[]> {
  const free = event.capacity - event.seatsTaken;
  const seated = await promoteWaitlisted(ctx.db, event.id, free, ctx.clock.now());
  for (const seat of seated) {
    await addNotice(ctx.db, promotedNotice(event, seat, ctx.clock.now()));
  }
  return seated.map((row) => row.userId);
}

/**
 * Queues the mails of the players seated from the waitlist, in the caller's transaction (the
 * one that seated them): they go once it commits, and the mail queue tries again what the
 * mail server refuses.
 */
export async function mailSeated(ctx: EventsContext, event: EventRow, seated: string[]) {
  if (seated.length === 0) return;
  const contacts = await listSeatContacts(ctx.db, event.id, seated);
  await ctx.outbox.put(
    ctx,
    ...contacts.map((contact) =>
      promotedMail({
        to: contact.email,
        username: contact.username,
        event,
        ticketCode: contact.ticketCode,
        calendar: eventCalendar({ ...event, cancelled: false }, ctx.publicUrl),
        timeZone: ctx.timeZone,
        publicUrl: ctx.publicUrl,
      }),
    ),
  );
}

function onlyThePlayer(actor: Actor, userId: string, what: string) {
  if (!actsForThemselves(actor, userId)) {
    throw new AppError('FORBIDDEN', `Only the player can ${what}.`);
  }
}

const GUARDIAN_FIELDS = [
  'guardian.name',
  'guardian.relationship',
  'guardian.phone',
  'guardian.consent',
] as const;

/**
 * The guardian's consent a minor's RSVP needs (docs/game-rules.md, Age and a guardian's
 * consent): a player whose birth year is unknown is asked it first, a minor (under 18 in the
 * year the event starts) must bring a guardian, and an adult's guardian is not kept. Returns
 * the guardian to store with the RSVP, if any.
 */
function guardianToKeep(
  ctx: EventsContext,
  event: EventRow,
  birthYear: number | null,
  input: RsvpInput,
): GuardianInput | undefined {
  if (birthYear === null) {
    const message =
      "Tell us the year you were born first (Profile): players under 18 need a parent's or guardian's consent to join a real planting event.";
    throw new AppError('GUARDIAN_REQUIRED', message, {
      issues: [{ field: 'birthYear', message }],
    });
  }
  if (!isMinorAt(ctx, birthYear, event.startsAt)) return undefined;
  if (!input.guardian) {
    throw new AppError(
      'GUARDIAN_REQUIRED',
      "A player under 18 needs a parent's or guardian's consent: guardian.name, guardian.relationship, guardian.phone and guardian.consent.",
      {
        issues: GUARDIAN_FIELDS.map((field) => ({
          field,
          message: "A parent's or guardian's consent is needed for a player under 18.",
        })),
      },
    );
  }
  return input.guardian;
}

function keepGuardian(
  ctx: EventsContext,
  eventId: number,
  userId: string,
  guardian: GuardianInput,
) {
  return upsertGuardian(ctx.db, {
    eventId,
    userId,
    name: guardian.name,
    relationship: guardian.relationship,
    phone: guardian.phone,
    consentedAt: ctx.clock.now(),
  });
}

/**
 * RSVPs the player to an event: a seat while seats remain, otherwise a place on the waitlist.
 * Everything happens under the event's row lock, so RSVPs to one event are decided one after
 * another in the order they took the lock: 50 at once for 5 seats give 5 seats and a waitlist
 * of 45 in that order. The database's CHECK on the seats would refuse an over-filled event
 * even if this code were wrong.
 *
 * A minor's RSVP, seat or waitlist, keeps the guardian's consent in the same transaction; a
 * minor who RSVPs again with a guardian replaces the consent on file and is answered with the
 * RSVP as it stands.
 */
export async function rsvpToEvent(
  ctx: EventsContext,
  actor: Actor,
  eventId: number,
  userId: string,
  input: RsvpInput = {},
): Promise<RsvpResult> {
  onlyThePlayer(actor, userId, 'RSVP to an event');
  const standing = await getPlayerStanding(ctx, userId);
  const birthYear = (await findBirthYear(ctx, userId)) ?? null;
  return inTransaction(ctx, async (tx) => {
    const current = await lockEvent(tx.db, eventId);
    if (!current) throw eventNotFound();
    // After the event, as a closing locks it before its planters' rows: a suspension at this
    // moment either comes first (refused here) or waits and then gives the seat up.
    await refuseIfSuspendedNow(tx, userId, 'This account is suspended: it cannot RSVP.');
    if (current.status !== 'SCHEDULED') throw notOpen(current);
    const now = tx.clock.now();
    if (now.getTime() > current.rsvpDeadline.getTime()) {
      throw new AppError(
        'RSVP_CLOSED',
        `RSVPs for ${current.name} closed on ${formatEventTime(current.rsvpDeadline, tx.timeZone)}.`,
      );
    }
    const existing = await findRsvp(tx.db, eventId, userId);
    if (existing && input.guardian && isMinorAt(tx, birthYear, current.startsAt)) {
      await keepGuardian(tx, eventId, userId, input.guardian);
      return { status: existing.rsvp.status, position: existing.position } satisfies RsvpResult;
    }
    if (existing) {
      throw new AppError(
        'ALREADY_RSVPED',
        existing.rsvp.status === 'CONFIRMED'
          ? `You already have a seat at ${current.name}.`
          : `You are already on the waitlist of ${current.name} (number ${existing.position}).`,
      );
    }
    // An event with requirements waits for a fair-play review of the player (a flag is open)
    // or stays closed to them (it was confirmed): a refusal in calm words.
    if (asksForEligibility(current) && standing.review.refusal) {
      throw new AppError('ACCOUNT_UNDER_REVIEW', standing.review.refusal);
    }
    const missing = missingRequirements(current, standing);
    if (missing.length > 0) {
      throw new AppError(
        'REQUIREMENTS_NOT_MET',
        `You do not meet the requirements of ${current.name} yet. ${missing.join(' ')}`,
        { missing },
      );
    }
    const guardian = guardianToKeep(tx, current, birthYear, input);
    // Seats freed without a cancel (a seated player's account deleted) go to the waitlist
    // first: a new RSVP never jumps the queue.
    const seatedNow = await seatWaitlisted(tx, current);
    const seatsTaken = current.seatsTaken + seatedNow.length;
    const status = seatsTaken < current.capacity ? 'CONFIRMED' : 'WAITLISTED';
    const ticketCode = newTicketCode();
    const row = await insertRsvp(tx.db, { eventId, userId, status, ticketCode, at: now });
    if (!row) throw new AppError('ALREADY_RSVPED', `You already RSVP'd to ${current.name}.`);
    if (guardian) await keepGuardian(tx, eventId, userId, guardian);
    const position =
      status === 'WAITLISTED' ? ((await findRsvp(tx.db, eventId, userId))?.position ?? null) : null;
    const event = { ...current, seatsTaken };
    const result = { status, position } satisfies RsvpResult;
    await mailSeated(tx, event, seatedNow);
    const contact = await findContact(tx.db, userId);
    if (contact) {
      await tx.outbox.put(
        tx,
        rsvpMail({
          to: contact.email,
          username: contact.username,
          event,
          position,
          ticketCode: status === 'CONFIRMED' ? ticketCode : null,
          calendar: eventCalendar({ ...event, cancelled: false }, tx.publicUrl),
          timeZone: tx.timeZone,
          publicUrl: tx.publicUrl,
        }),
      );
    }
    return result;
  });
}

/**
 * Cancels the player's RSVP until the event starts. A seat freed goes to the first on the
 * waitlist in the same transaction, under the event's lock, so cancels and promotions at
 * once never seat more players than there are seats.
 */
export async function cancelRsvp(
  ctx: EventsContext,
  actor: Actor,
  eventId: number,
  userId: string,
): Promise<void> {
  onlyThePlayer(actor, userId, 'cancel their RSVP');
  await inTransaction(ctx, async (tx) => {
    const current = await lockEvent(tx.db, eventId);
    if (!current) throw eventNotFound();
    if (current.status !== 'SCHEDULED') throw notOpen(current);
    if (tx.clock.now().getTime() >= current.startsAt.getTime()) {
      throw new AppError(
        'EVENT_NOT_OPEN',
        `${current.name} has started, so RSVPs can no longer be cancelled.`,
      );
    }
    // A checked-in player has used the seat: the RSVP stays, so the real tree still comes.
    // Check-ins lock the event too, so none can land between this read and the delete.
    const held = await findRsvp(tx.db, eventId, userId);
    if (held?.rsvp.checkedInAt) {
      throw new AppError(
        'ALREADY_CHECKED_IN',
        `You are checked in at ${current.name}, so your RSVP can no longer be cancelled.`,
      );
    }
    const removed = await deleteRsvp(tx.db, eventId, userId);
    if (!removed) throw new AppError('NOT_FOUND', `You have no RSVP for ${current.name}.`);
    await seatAfterLeaving(tx, current, removed);
  });
}

/**
 * After an RSVP was deleted (the event locked): a seat it freed goes to the first on the
 * waitlist, who gets their notice and mail.
 */
async function seatAfterLeaving(
  ctx: EventsContext,
  event: EventRow,
  removed: { status: 'CONFIRMED' | 'WAITLISTED' },
): Promise<void> {
  const seatsTaken = event.seatsTaken - (removed.status === 'CONFIRMED' ? 1 : 0);
  const freed = { ...event, seatsTaken };
  await mailSeated(ctx, freed, await seatWaitlisted(ctx, freed));
}

/**
 * Gives up the player's seats and waitlist places at the events not started yet, as their own
 * cancels would: each event locked in turn (by id), a freed seat goes to the waitlist, whose
 * seated players get their notice and mail. A checked-in RSVP, and the RSVPs of events that
 * started, stay. For an account an admin suspends (use-cases/suspend-player.ts); call inside
 * its transaction. Returns the ids of the events left.
 */
export async function releaseUpcomingRsvps(ctx: EventsContext, userId: string): Promise<number[]> {
  const now = ctx.clock.now();
  const released: number[] = [];
  for (const eventId of await listUpcomingRsvpEventIds(ctx.db, userId, now)) {
    const current = await lockEvent(ctx.db, eventId);
    if (!current || current.status !== 'SCHEDULED') continue;
    if (now.getTime() >= current.startsAt.getTime()) continue;
    const held = await findRsvp(ctx.db, eventId, userId);
    if (!held || held.rsvp.checkedInAt) continue;
    const removed = await deleteRsvp(ctx.db, eventId, userId);
    if (!removed) continue;
    await seatAfterLeaving(ctx, current, removed);
    released.push(eventId);
  }
  return released;
}

/** The player's ticket: the short code of a confirmed seat (the web draws it as a QR code). */
export async function getTicket(
  ctx: EventsContext,
  actor: Actor,
  eventId: number,
  userId: string,
): Promise<EventTicket> {
  onlyThePlayer(actor, userId, 'see their ticket');
  const record = await findEventRecord(ctx.db, eventId);
  if (!record) throw eventNotFound();
  if (record.event.status === 'CANCELLED') throw notOpen(record.event);
  const rsvp = await findRsvp(ctx.db, eventId, userId);
  if (rsvp?.rsvp.status !== 'CONFIRMED') {
    throw new AppError(
      'NOT_FOUND',
      rsvp
        ? `You are on the waitlist of ${record.event.name}: a ticket comes with a seat.`
        : `You have no seat at ${record.event.name}, so no ticket.`,
    );
  }
  return { code: rsvp.rsvp.ticketCode };
}
