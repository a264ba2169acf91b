import { VERIFICATION_CODE_TTL_MINUTES } from '@punla/contract';
import { noticeLinks, type NoticeDraft } from '../../lib/ledgers/notices.ts';
import { escapeHtml, type MailMessage } from '../../lib/mail.ts';

/**
 * An address with most of it hidden, for a mail to the old address: `fa***@ex***.ph`. Enough
 * for the owner to know it, too little for anyone else reading the old mailbox to write to it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  const hide = (part: string) => `${part.slice(0, Math.min(2, part.length - 1))}***`;
  return `${hide(local)}@${hide(host)}${tld}`;
}

/** The code that proves the new address, mailed to it. It is typed on the Profile page. */
export function emailChangeCodeMail(input: {
  to: string;
  username: string;
  code: string;
  expiresAt: Date;
}): MailMessage {
  const { to, username, code } = input;
  const valid = `It is valid for ${VERIFICATION_CODE_TTL_MINUTES} minutes.`;
  const closing =
    'If you did not ask to use this address for Punla, ignore this mail: nothing changes.';
  const text = [
    `Hi ${username},`,
    '',
    `Your Punla e-mail change code is ${code}.`,
    `${valid} Type it on your Profile page to use this address for your account.`,
    '',
    closing,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(username)},</p>`,
    `<p>Your Punla e-mail change code is <strong style="font-size:20px;letter-spacing:4px">${code}</strong>.</p>`,
    `<p>${valid} Type it on your Profile page to use this address for your account.</p>`,
    `<p>${closing}</p>`,
  ].join('\n');
  return {
    to,
    subject: 'Your Punla e-mail change code',
    text,
    html,
    sendBefore: input.expiresAt.toISOString(),
    code,
  };
}

/** Tells the old address that the account moved, with no code or link in it. */
export function emailChangedMail(input: {
  to: string;
  username: string;
  newEmail: string;
  supportEmail: string;
}): MailMessage {
  const masked = maskEmail(input.newEmail);
  const changed = `Your Punla e-mail was changed to ${masked}.`;
  const notYou = `If this was not you, write to ${input.supportEmail}.`;
  const text = [`Hi ${input.username},`, '', changed, notYou].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(input.username)},</p>`,
    `<p>${escapeHtml(changed)}</p>`,
    `<p>${escapeHtml(notYou)}</p>`,
  ].join('\n');
  return { to: input.to, subject: 'Your Punla e-mail was changed', text, html };
}

/** The inbox notice of the change, in the transaction that makes it. */
export function emailChangedNotice(userId: string, newEmail: string, at: Date): NoticeDraft {
  return {
    userId,
    kind: 'EMAIL_CHANGED',
    ref: `${at.getTime()}`,
    title: 'Your e-mail was changed',
    body: `Your account now uses ${newEmail}. Mails from Punla go there from now on.`,
    link: noticeLinks.profile,
    at,
  };
}
