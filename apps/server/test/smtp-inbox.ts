import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** The whole message as received, headers included. */
  raw: string;
}

/**
 * A real SMTP server on a free local port that keeps what it receives. `refuse` makes it
 * answer the first that many messages with a temporary failure (451), as a busy mail server
 * does; `attempts` counts every message offered, refused or kept.
 */
export async function startSmtpInbox(options: { refuse?: number } = {}) {
  const mails: ReceivedMail[] = [];
  const state = { attempts: 0 };
  const taken = new Set<ReceivedMail>();
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.attempts += 1;
        if (state.attempts <= (options.refuse ?? 0)) {
          const to = session.envelope.rcptTo.map((rcpt) => `<${rcpt.address}>`).join(' ');
          const busy = Object.assign(new Error(`Try again later: ${to} is busy`), {
            responseCode: 451,
          });
          return callback(busy);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        for (const rcpt of session.envelope.rcptTo) {
          mails.push({
            to: rcpt.address.toLowerCase(),
            subject: subjectOf(raw),
            text: decodeQuotedPrintable(raw),
            raw,
          });
        }
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Messages offered so far, refused ones included. */
    attempts: () => state.attempts,
    /** The oldest mail to this address not yet taken, waiting for one if there is none. */
    async next(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((mail) => mail.to === to.toLowerCase() && !taken.has(mail));
        if (found) {
          taken.add(found);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived.`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code in a verification mail. */
export function codeFrom(mail: ReceivedMail): string {
  const match = /code is (\d{6})/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No code in mail: ${mail.text}`);
  return match[1];
}

function subjectOf(raw: string): string {
  return /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
}

/** Enough of quoted-printable for plain ASCII mails: soft line breaks and escaped bytes. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
