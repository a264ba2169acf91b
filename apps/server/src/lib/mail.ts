import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a reminder's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Files sent with the mail (an event's `.ics`). */
  attachments?: { filename: string; content: string; contentType: string }[];
  /**
   * When the mail is no use any more (ISO instant; a code's mail once the code has expired):
   * the mail queue does not send it after that. Not part of what is sent.
   */
  sendBefore?: string;
  /**
   * The code the mail carries (a verification or reset code), for the log that stands in for
   * SMTP when SMTP_URL is not set, where it is shown on a line of its own. Not part of what
   * is sent.
   */
  code?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each mail, with its links, goes to the log. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      async send(message) {
        logger.info(
          { mailTo: message.to, subject: message.subject, code: message.code },
          `Mail not sent (SMTP_URL is not set). To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`,
        );
      },
      close() {},
    };
  }
  // A few connections kept open and shared by every mail; a mail server that stops answering
  // fails the send within a minute, well before the queue would hand the mail to another try.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 4,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send({ sendBefore: _sendBefore, code: _code, ...message }) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    },
  };
}

/** Text made safe to put in a mail's HTML, in an element or an attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
