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
          { mailTo: message.to, subject: message.subject },
          `Mail not sent (SMTP_URL is not set). To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`,
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
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
