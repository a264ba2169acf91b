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

/** What tells one mailed code from the other: the words around the same code and link. */
interface CodeMailWords {
  subject: string;
  /** "verification code", "password reset code". */
  codeName: string;
  /** The link's words in the HTML part. */
  linkText: string;
  /** The closing lines, after the link. */
  closing: string[];
}

/** A mailed 6-digit code, valid for the codes' lifetime, with a link that takes it in one tap. */
function codeMail(input: CodeMailInput, words: CodeMailWords): MailMessage {
  const { to, username, code, link } = input;
  const valid = `It is valid for ${VERIFICATION_CODE_TTL_MINUTES} minutes.`;
  const text = [
    `Hi ${username},`,
    '',
    `Your Punla ${words.codeName} is ${code}.`,
    `${valid} You can also open this link:`,
    link,
    '',
    ...words.closing,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(username)},</p>`,
    `<p>Your Punla ${words.codeName} is <strong style="font-size:20px;letter-spacing:4px">${code}</strong>.</p>`,
    `<p>${valid} You can also <a href="${escapeHtml(link)}">${words.linkText}</a>.</p>`,
    ...words.closing.map((line) => `<p>${line}</p>`),
  ].join('\n');
  const sendBefore = input.expiresAt.toISOString();
  return { to, subject: words.subject, text, html, sendBefore, code };
}

/** The 6-digit verification code, with a link that verifies in one tap. */
export function verificationMail(input: CodeMailInput): MailMessage {
  return codeMail(input, {
    subject: 'Your Punla verification code',
    codeName: 'verification code',
    linkText: 'verify your account with this link',
    closing: ['If you did not sign up for Punla, ignore this mail.'],
  });
}

/** The password reset code, with a link to the page that sets the new password. */
export function passwordResetMail(input: CodeMailInput): MailMessage {
  return codeMail(input, {
    subject: 'Reset your Punla password',
    codeName: 'password reset code',
    linkText: 'choose a new password with this link',
    closing: [
      'Choosing a new password logs you out on every device.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
  });
}
