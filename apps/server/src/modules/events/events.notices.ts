import { DATE_TIME_OPTIONS, REAL_PLANTER_BADGE, REAL_PLANTER_REWARD } from '@punla/contract';
import { noticeLinks, type NoticeDraft } from '../../lib/ledgers/notices.ts';
import { escapeHtml, type MailMessage } from '../../lib/mail.ts';

// What the events module tells players outside its answers: the inbox notices (written in the
// transaction that makes the change) and the mails (sent after it commits), in words.

/** What a mail or a notice about an event says of it. */
export interface MailedEvent {
  name: string;
  startsAt: Date;
  placeName: string;
}

/** "Saturday, 21 March 2026 at 8:00 AM" on the game's clock, with the zone named. */
export function formatEventTime(instant: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(instant);
  return `${text} (${timeZone} time)`;
}

/**
 * "Jun 5, 2026, 8:00 AM": an instant in the game's zone as the screens write it, for messages a
 * screen shows beside its own dates (the check-in desk).
 */
export function formatScreenTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, ...DATE_TIME_OPTIONS }).format(instant);
}

/** Who a mail about an event goes to, and what it needs to say where and when. */
interface EventMailInput {
  to: string;
  username: string;
  event: MailedEvent;
  timeZone: string;
  publicUrl: string;
}

/** The same, with the event's calendar file to attach. */
interface CalendarMailInput extends EventMailInput {
  calendar: string;
}

/** A mail's own words; every one leads to the events page (tickets and RSVPs are there). */
interface Wording {
  subject: string;
  lines: string[];
  action: string;
}

function mail(input: EventMailInput, words: Wording): MailMessage {
  const link = `${input.publicUrl}${noticeLinks.events}`;
  const text = [`Hi ${input.username},`, '', ...words.lines, '', `${words.action}: ${link}`].join(
    '\n',
  );
  const html = [
    `<p>Hi ${escapeHtml(input.username)},</p>`,
    ...words.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>`,
  ].join('\n');
  return { to: input.to, subject: words.subject, text, html };
}

/** The mail with the event's calendar file attached (the uid keeps one entry per event). */
const calendarMail = (input: CalendarMailInput, words: Wording): MailMessage => ({
  ...mail(input, words),
  attachments: [
    { filename: 'punla-event.ics', content: input.calendar, contentType: 'text/calendar' },
  ],
});

const when = (event: MailedEvent, timeZone: string) =>
  `${formatEventTime(event.startsAt, timeZone)} at ${event.placeName}`;

/**
 * The ticket's code in the mail to its holder: at a site without signal the app may not open,
 * and the check-in desk can type the code from the mail.
 */
const ticketLine = (code: string) =>
  `Your ticket code is ${code.replace(/(.{5})(?=.)/g, '$1 ')}. Keep this mail: if your phone has no signal at the site, show this code and the check-in desk types it in.`;

/** The answer to an RSVP: a seat (with the calendar file) or a place on the waitlist. */
export function rsvpMail(
  input: CalendarMailInput & {
    position: number | null;
    /** The ticket's code, with a seat. */
    ticketCode: string | null;
  },
): MailMessage {
  const { event, position } = input;
  const words: Wording =
    position === null
      ? {
          subject: `You're going: ${event.name}`,
          lines: [
            `Your seat at ${event.name} is confirmed: ${when(event, input.timeZone)}.`,
            'Your ticket is in Punla under Event Eligibility: show its QR code at the check-in on the day. The calendar file with this mail adds the event to your calendar.',
            ...(input.ticketCode ? [ticketLine(input.ticketCode)] : []),
          ],
          action: 'See your ticket',
        }
      : {
          subject: `You're on the waitlist: ${event.name}`,
          lines: [
            `${event.name} is full, so you are number ${position} on its waitlist: ${when(event, input.timeZone)}.`,
            'When a seat frees up, the first player on the waitlist gets it, and we will tell you by mail. The calendar file with this mail keeps the date in your calendar.',
          ],
          action: 'See the event',
        };
  return calendarMail(input, words);
}

export function promotedMail(input: CalendarMailInput & { ticketCode: string }): MailMessage {
  const { event } = input;
  return calendarMail(input, {
    subject: `A seat is yours: ${event.name}`,
    lines: [
      `A seat freed up at ${event.name}, and it is yours: ${when(event, input.timeZone)}.`,
      'Your ticket is in Punla under Event Eligibility. If you cannot come, cancel there so the next player gets the seat.',
      ticketLine(input.ticketCode),
    ],
    action: 'See your ticket',
  });
}

/** A new time or place for an event the player RSVP'd to, with the updated calendar file. */
export function changedMail(input: CalendarMailInput): MailMessage {
  const { event } = input;
  return calendarMail(input, {
    subject: `New time or place: ${event.name}`,
    lines: [
      `${event.name} has changed. It is now ${when(event, input.timeZone)}.`,
      'Your RSVP stays as it was. The calendar file with this mail updates the event in your calendar. If you can no longer come, cancel your RSVP under Event Eligibility so the next player on the waitlist can take your place.',
    ],
    action: 'See the event',
  });
}

export function cancelledMail(input: EventMailInput): MailMessage {
  const { event } = input;
  return mail(input, {
    subject: `Cancelled: ${event.name}`,
    lines: [
      `We are sorry: ${event.name}, planned for ${when(event, input.timeZone)}, is cancelled. Your RSVP and ticket are void.`,
      'Other planting events are listed under Event Eligibility.',
    ],
    action: 'See upcoming events',
  });
}

export function eventReminderMail(input: EventMailInput & { ticketCode: string }): MailMessage {
  const { event } = input;
  return mail(input, {
    subject: `Tomorrow: ${event.name}`,
    lines: [
      `${event.name} is tomorrow: ${when(event, input.timeZone)}.`,
      'Bring your phone with your ticket open for the check-in, water, and clothes for work outdoors. If you cannot come, cancel your RSVP so a player on the waitlist gets your seat.',
      ticketLine(input.ticketCode),
    ],
    action: 'Open your ticket',
  });
}

/** The event an inbox notice is about. */
interface NoticedEvent extends MailedEvent {
  id: number;
}

/** A seat given from the waitlist: one notice per RSVP (`seq`), as a player may be seated again. */
export function promotedNotice(
  event: NoticedEvent,
  seat: { userId: string; seq: number },
  at: Date,
): NoticeDraft {
  return {
    userId: seat.userId,
    kind: 'EVENT_PROMOTED',
    ref: `${event.id}:${seat.seq}`,
    title: `A seat is yours: ${event.name}`,
    body: `A seat freed up at ${event.name} and it is yours. Your ticket is on the Event Eligibility page.`,
    link: noticeLinks.events,
    at,
  };
}

/** A new time or place: one notice per edit, the edit's time telling one change from the next. */
export function changedNotice(
  event: NoticedEvent & { updatedAt: Date },
  userId: string,
  timeZone: string,
): NoticeDraft {
  return {
    userId,
    kind: 'EVENT_CHANGED',
    ref: `${event.id}:${event.updatedAt.getTime()}`,
    title: `New time or place: ${event.name}`,
    body: `${event.name} is now ${formatEventTime(event.startsAt, timeZone)} at ${event.placeName}. Your RSVP stays as it was.`,
    link: noticeLinks.events,
    at: event.updatedAt,
  };
}

export function cancelledNotice(event: NoticedEvent, userId: string, at: Date): NoticeDraft {
  return {
    userId,
    kind: 'EVENT_CANCELLED',
    ref: `${event.id}`,
    title: `Cancelled: ${event.name}`,
    body: `${event.name} is cancelled, and your RSVP with it. Other planting events are on the Event Eligibility page.`,
    link: noticeLinks.events,
    at,
  };
}

/** The thanks for a real tree, with what it brought (XP and the badge). */
export function realTreeNotice(
  event: NoticedEvent,
  userId: string,
  planted: { species: string | null; treesPlanted: number },
  at: Date,
): NoticeDraft {
  const tree = planted.species ? `${planted.species} trees` : 'trees';
  return {
    userId,
    kind: 'REAL_TREE',
    ref: `${event.id}`,
    title: `Your real tree at ${event.placeName}`,
    body: `Thank you for planting at ${event.name}: ${planted.treesPlanted} real ${tree} went into the ground. Your real tree is on your profile, with ${REAL_PLANTER_REWARD.xp} XP and the "${REAL_PLANTER_BADGE.name}" badge.`,
    link: noticeLinks.realTrees,
    at,
  };
}
