import {
  CHECK_IN_OPENS_HOURS_BEFORE,
  countOf,
  type PlantingEvent,
  type RsvpResult,
  type SurvivalCheck,
} from '@punla/contract';
import { formatGameDate, formatGameDateTime, formatGameTime } from '#shared/game-time.ts';

/** "Sat · Jun 6, 2026, 8:00 AM – 12:00 PM" on the game's clock (the end's day when it differs). */
export function eventWhen(event: Pick<PlantingEvent, 'startsAt' | 'endsAt'>): string {
  const sameDay = formatGameDate(event.startsAt) === formatGameDate(event.endsAt);
  const end = sameDay ? formatGameTime(event.endsAt) : formatGameDateTime(event.endsAt);
  return `${formatGameDateTime(event.startsAt)} – ${end}`;
}

/** "3 of 20 seats left", "1 of 20 seats left" or "Full · 4 on the waitlist". */
export function seatsText(event: Pick<PlantingEvent, 'seatsLeft' | 'capacity' | 'waitlist'>) {
  if (event.seatsLeft > 0) {
    return `${event.seatsLeft} of ${countOf(event.capacity, 'seat')} left`;
  }
  return event.waitlist > 0 ? `Full · ${event.waitlist} on the waitlist` : 'Full';
}

/** What the player's RSVP means, for the card's badge; null without one. */
export function rsvpText(rsvp: PlantingEvent['rsvp']): string | null {
  if (!rsvp) return null;
  if (rsvp.checkedInAt) return 'Checked in';
  if (rsvp.status === 'CONFIRMED') return "You're going";
  return `On the waitlist: #${rsvp.position ?? '?'}`;
}

/** Above the requirements an event still asks of the player, wherever its RSVP is offered. */
export const RSVP_MISSING_TITLE = 'Before you can RSVP:';

/** "RSVPs closed on Jun 5, 2026, 8:00 AM." */
export const rsvpClosedText = (event: Pick<PlantingEvent, 'rsvpDeadline'>) =>
  `RSVPs closed on ${formatGameDateTime(event.rsvpDeadline)}.`;

/** What an RSVP came to, for the toast: a seat, or a place on the waitlist. */
export function rsvpDoneText(eventName: string, result: RsvpResult): string {
  return result.status === 'CONFIRMED'
    ? `You're going to ${eventName}! Your ticket is ready.`
    : `${eventName} is full: you're number ${result.position} on the waitlist. We'll mail you if a seat frees up.`;
}

/** The event's requirements in words: "Sapling tree this season · 300 season XP". */
export function requirementsText(event: Pick<PlantingEvent, 'minStage' | 'minSeasonXp'>) {
  const parts: string[] = [];
  if (event.minStage !== null) parts.push(`a ${event.minStage} tree this season`);
  if (event.minSeasonXp > 0) parts.push(`${event.minSeasonXp} season XP`);
  return parts.length === 0 ? 'Open to every verified player' : `Needs ${parts.join(' and ')}`;
}

/** "38 of 40 trees alive at the check on Jan 15, 2027". */
export function survivalText(check: SurvivalCheck): string {
  return `${check.surviving} of ${countOf(check.treesPlanted, 'tree')} alive at the check on ${formatGameDate(`${check.checkedAt}T12:00:00Z`)}`;
}

/** "ABCDE FGHJK": a ticket's code in two groups, easy to read out and type. */
export function groupedCode(code: string): string {
  return code.replace(/(.{5})(?=.)/g, '$1 ');
}

/** Whether RSVPs are still taken (the server decides; the screen only says so). */
export function rsvpOpen(event: Pick<PlantingEvent, 'status' | 'rsvpDeadline'>, now = Date.now()) {
  return event.status === 'SCHEDULED' && Date.parse(event.rsvpDeadline) >= now;
}

/** When the check-in desk starts taking an event's tickets, in ms (the server decides). */
export const checkInOpensAt = (event: Pick<PlantingEvent, 'startsAt'>) =>
  Date.parse(event.startsAt) - CHECK_IN_OPENS_HOURS_BEFORE * 60 * 60 * 1000;

/**
 * The check-in window of a scheduled event, for the desk before the first scan: "Check-in opens
 * on Jun 5, 2026, 8:00 AM, 24 hours before the start, and stays open until you close the
 * event." or, once open, "Check-in is open until you close the event."
 */
export function checkInWindowText(event: Pick<PlantingEvent, 'startsAt'>, now = Date.now()) {
  const opensAt = checkInOpensAt(event);
  if (now >= opensAt) return 'Check-in is open until you close the event.';
  return `Check-in opens on ${formatGameDateTime(new Date(opensAt))}, ${CHECK_IN_OPENS_HOURS_BEFORE} hours before the start, and stays open until you close the event.`;
}
