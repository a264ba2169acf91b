import type { ReportStatus, ReportType } from '@punla/contract';
import { noticeLinks, type NoticeDraft } from '../../lib/ledgers/notices.ts';
import { escapeHtml, type MailMessage } from '../../lib/mail.ts';

// What the reports module tells a player outside its answers: the admins' reply, as an inbox
// notice (written in the transaction that stores the reply) and, for a player who gets the
// game's mail, as a mail queued in the same transaction.

/** The report a reply answers, as its notice and mail name it. */
export interface RepliedReport {
  id: number;
  userId: string;
  type: ReportType;
  message: string;
  status: ReportStatus;
  createdAt: Date;
}

const NOUN: Record<ReportType, string> = { BUG: 'bug report', SUGGESTION: 'suggestion' };

/** Where the report stands, in a sentence the player reads under the reply. */
const STATUS_SENTENCE: Record<ReportStatus, string> = {
  NEW: 'It is waiting for the team to look at it.',
  IN_PROGRESS: 'The team is working on it.',
  RESOLVED: 'It is resolved.',
  WONT_FIX: 'The team has decided not to change this.',
};

/** How long a notice quotes the reply: the rest is on the Report / Suggest page. */
const NOTICE_QUOTE_LENGTH = 160;
/** How much of the player's own words the mail quotes back. */
const MAIL_QUOTE_LENGTH = 300;

/** The text cut at a word near `length`, with an ellipsis when cut. */
function excerpt(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** "Jun 5, 2026": the day the report was sent, on the game's clock. */
function dayOf(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(instant);
}

const titleOf = (report: RepliedReport) => `The Punla team answered your ${NOUN[report.type]}`;

/** One notice per reply: the reply's time tells one answer from the next. */
export function reportReplyNotice(
  report: RepliedReport,
  reply: { text: string; at: Date },
  timeZone: string,
): NoticeDraft {
  return {
    userId: report.userId,
    kind: 'REPORT_REPLY',
    ref: `${report.id}:${reply.at.getTime()}`,
    title: titleOf(report),
    body: `About your ${NOUN[report.type]} of ${dayOf(report.createdAt, timeZone)}: “${excerpt(reply.text, NOTICE_QUOTE_LENGTH)}” ${STATUS_SENTENCE[report.status]}`,
    link: noticeLinks.reports,
    at: reply.at,
  };
}

/** The reply in full, with the player's own words quoted back and where to read it again. */
export function reportReplyMail(input: {
  to: string;
  username: string;
  report: RepliedReport;
  reply: string;
  timeZone: string;
  publicUrl: string;
}): MailMessage {
  const { report, reply } = input;
  const page = `${input.publicUrl}${noticeLinks.reports}`;
  const profile = `${input.publicUrl}${noticeLinks.profile}`;
  const opening = `The Punla team answered your ${NOUN[report.type]} of ${dayOf(report.createdAt, input.timeZone)}:`;
  const quoted = excerpt(report.message, MAIL_QUOTE_LENGTH);
  const status = STATUS_SENTENCE[report.status];
  const footer = 'You get this mail because you turned on e-mail reminders in Punla.';
  const text = [
    `Hi ${input.username},`,
    '',
    opening,
    '',
    reply,
    '',
    status,
    '',
    'You wrote:',
    `> ${quoted}`,
    '',
    `See your reports: ${page}`,
    '',
    `${footer} You can turn them off in your Profile: ${profile}`,
  ].join('\n');
  const paragraphs = (value: string) =>
    value
      .split(/\n{2,}/)
      .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
      .join('\n');
  const html = [
    `<p>Hi ${escapeHtml(input.username)},</p>`,
    `<p>${escapeHtml(opening)}</p>`,
    `<blockquote style="margin:0 0 1em;padding-left:12px;border-left:4px solid #387d1f">${paragraphs(reply)}</blockquote>`,
    `<p>${escapeHtml(status)}</p>`,
    `<p style="color:#555">You wrote: “${escapeHtml(quoted)}”</p>`,
    `<p><a href="${escapeHtml(page)}">See your reports</a></p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(footer)} <a href="${escapeHtml(profile)}">Turn them off in your Profile</a>.</p>`,
  ].join('\n');
  return { to: input.to, subject: titleOf(report), text, html };
}
