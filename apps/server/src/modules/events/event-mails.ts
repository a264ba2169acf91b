import { noticeLinks } from '../../lib/ledgers/notices.ts';
import { escapeHtml, type MailMessage } from '../../lib/mail.ts';

/** What a mail about an event says of it. */
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

interface Wording {
  subject: string;
  lines: string[];
  action: string;
  page: string;
}

function mail(to: string, username: string, words: Wording, publicUrl: string): MailMessage {
  const link = `${publicUrl}${words.page}`;
  const text = [`Hi ${username},`, '', ...words.lines, '', `${words.action}: ${link}`].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(username)},</p>`,
    ...words.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>`,
  ].join('\n');
  return { to, subject: words.subject, text, html };
}

/** The mail with the event's calendar file attached (the uid keeps one entry per event). */
const withCalendar = (message: MailMessage, calendar: string): MailMessage => ({
  ...message,
  attachments: [{ filename: 'punla-event.ics', content: calendar, contentType: 'text/calendar' }],
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
          page: noticeLinks.events,
        }
      : {
          subject: `You're on the waitlist: ${event.name}`,
          lines: [
            `${event.name} is full, so you are number ${position} on its waitlist: ${when(event, input.timeZone)}.`,
            'When a seat frees up, the first player on the waitlist gets it, and we will tell you by mail. The calendar file with this mail keeps the date in your calendar.',
          ],
          action: 'See the event',
          page: noticeLinks.events,
        };
  return withCalendar(mail(input.to, input.username, words, input.publicUrl), input.calendar);
}

export function promotedMail(input: CalendarMailInput & { ticketCode: string }): MailMessage {
  const { event } = input;
  return withCalendar(
    mail(
      input.to,
      input.username,
      {
        subject: `A seat is yours: ${event.name}`,
        lines: [
          `A seat freed up at ${event.name}, and it is yours: ${when(event, input.timeZone)}.`,
          'Your ticket is in Punla under Event Eligibility. If you cannot come, cancel there so the next player gets the seat.',
          ticketLine(input.ticketCode),
        ],
        action: 'See your ticket',
        page: noticeLinks.events,
      },
      input.publicUrl,
    ),
    input.calendar,
  );
}

/** A new time or place for an event the player RSVP'd to, with the updated calendar file. */
export function changedMail(input: CalendarMailInput): MailMessage {
  const { event } = input;
  return withCalendar(
    mail(
      input.to,
      input.username,
      {
        subject: `New time or place: ${event.name}`,
        lines: [
          `${event.name} has changed. It is now ${when(event, input.timeZone)}.`,
          'Your RSVP stays as it was. The calendar file with this mail updates the event in your calendar. If you can no longer come, cancel your RSVP under Event Eligibility so the next player on the waitlist can take your place.',
        ],
        action: 'See the event',
        page: noticeLinks.events,
      },
      input.publicUrl,
    ),
    input.calendar,
  );
}

export function cancelledMail(input: EventMailInput): MailMessage {
  const { event } = input;
  return mail(
    input.to,
    input.username,
    {
      subject: `Cancelled: ${event.name}`,
      lines: [
        `We are sorry: ${event.name}, planned for ${when(event, input.timeZone)}, is cancelled. Your RSVP and ticket are void.`,
        'Other planting events are listed under Event Eligibility.',
      ],
      action: 'See upcoming events',
      page: noticeLinks.events,
    },
    input.publicUrl,
  );
}

export function eventReminderMail(input: EventMailInput & { ticketCode: string }): MailMessage {
  const { event } = input;
  return mail(
    input.to,
    input.username,
    {
      subject: `Tomorrow: ${event.name}`,
      lines: [
        `${event.name} is tomorrow: ${when(event, input.timeZone)}.`,
        'Bring your phone with your ticket open for the check-in, water, and clothes for work outdoors. If you cannot come, cancel your RSVP so a player on the waitlist gets your seat.',
        ticketLine(input.ticketCode),
      ],
      action: 'Open your ticket',
      page: noticeLinks.events,
    },
    input.publicUrl,
  );
}
