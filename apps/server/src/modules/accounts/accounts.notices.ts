import { VERIFICATION_CODE_TTL_MINUTES } from '@punla/contract';
import { escapeHtml, type MailMessage } from '../../lib/mail.ts';

interface CodeMailInput {
  to: string;
  username: string;
  code: string;
  /** The page that takes the code from the link (verification or reset). */
  link: string;
  /** When the code expires: the mail is not sent after it. */
  expiresAt: Date;
}

/** The 6-digit verification code, with a link that verifies in one tap. */
export function verificationMail(input: CodeMailInput): MailMessage {
  const { to, username, code, link } = input;
  const text = [
    `Hi ${username},`,
    '',
    `Your Punla verification code is ${code}.`,
    `It is valid for ${VERIFICATION_CODE_TTL_MINUTES} minutes. You can also open this link:`,
    link,
    '',
    'If you did not sign up for Punla, ignore this mail.',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(username)},</p>
<p>Your Punla verification code is <strong style="font-size:20px;letter-spacing:4px">${code}</strong>.</p>
<p>It is valid for ${VERIFICATION_CODE_TTL_MINUTES} minutes. You can also <a href="${escapeHtml(link)}">verify your account with this link</a>.</p>
<p>If you did not sign up for Punla, ignore this mail.</p>`;
  const sendBefore = input.expiresAt.toISOString();
  return { to, subject: 'Your Punla verification code', text, html, sendBefore };
}

/** The password reset code, with a link to the page that sets the new password. */
export function passwordResetMail(input: CodeMailInput): MailMessage {
  const { to, username, code, link } = input;
  const text = [
    `Hi ${username},`,
    '',
    `Your Punla password reset code is ${code}.`,
    `It is valid for ${VERIFICATION_CODE_TTL_MINUTES} minutes. You can also open this link:`,
    link,
    '',
    'Choosing a new password logs you out on every device.',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(username)},</p>
<p>Your Punla password reset code is <strong style="font-size:20px;letter-spacing:4px">${code}</strong>.</p>
<p>It is valid for ${VERIFICATION_CODE_TTL_MINUTES} minutes. You can also <a href="${escapeHtml(link)}">choose a new password with this link</a>.</p>
<p>Choosing a new password logs you out on every device.</p>
<p>If you did not ask for this, ignore this mail: your password stays as it is.</p>`;
  const sendBefore = input.expiresAt.toISOString();
  return { to, subject: 'Reset your Punla password', text, html, sendBefore };
}
