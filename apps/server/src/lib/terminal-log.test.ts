import { describe, expect, it } from 'vitest';
import { createTerminalFormatter, logOptionsFor, READY_MESSAGE } from './terminal-log.ts';

/** An output that keeps what is written to it. */
function output(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, hasColors: () => false, write: (text: string) => written.push(text), written };
}

const at = Date.UTC(2026, 2, 21, 4, 5, 6);
const line = (record: object) => JSON.stringify({ level: 30, time: at, pid: 1, ...record });

describe('the log for its output', () => {
  it('stays pino JSON when the output is not a terminal (a file, a pipe, CI)', () => {
    expect(logOptionsFor('info', output(false))).toEqual({ level: 'info' });
    expect(logOptionsFor('warn', { write: () => true })).toEqual({ level: 'warn' });
  });

  it('is written as readable lines to a terminal', () => {
    const terminal = output(true);
    const options = logOptionsFor('info', terminal);
    expect(options.level).toBe('info');
    const stream = (options as { stream: { write(line: string): void } }).stream;
    stream.write(`${line({ msg: 'database closed; goodbye' })}\n`);
    expect(terminal.written).toHaveLength(1);
    expect(terminal.written[0]).toMatch(/^\d\d:\d\d:\d\d INFO +database closed; goodbye\n$/);
  });
});

describe('a line formatted for a terminal', () => {
  const format = createTerminalFormatter({ colors: false, level: 'info' });

  it('sets the ready line apart', () => {
    const text = format(
      line({ msg: `${READY_MESSAGE} http://localhost:8080 (PostgreSQL server)` }),
    );
    expect(text?.split('\n')).toEqual([
      '',
      expect.stringMatching(
        /INFO +✓ Punla is ready at http:\/\/localhost:8080 \(PostgreSQL server\)$/,
      ),
      '',
    ]);
  });

  it('shows a mail written to the log with its code on a line of its own', () => {
    const text = format(
      line({
        mailTo: 'ana@example.org',
        subject: 'Your Punla verification code',
        code: '123456',
        msg: 'Mail not sent (SMTP_URL is not set). To: ana@example.org\nSubject: Your Punla verification code\n\nHi ana,\n\nYour Punla verification code is 123456.',
      }),
    );
    const lines = text?.split('\n') ?? [];
    expect(lines[0]).toMatch(/MAIL +To ana@example\.org: Your Punla verification code/);
    expect(lines).toContain(`${' '.repeat(15)}Your Punla verification code is 123456.`);
    expect(lines.at(-1)?.trim()).toBe('Code for ana@example.org: 123456');
  });

  it('gives a request one short line when it is answered: method, path, status, time', () => {
    const formatter = createTerminalFormatter({ colors: false, level: 'info' });
    const started = formatter(
      line({
        reqId: 'req-1',
        req: { method: 'POST', url: '/api/public/user/login' },
        msg: 'incoming request',
      }),
    );
    expect(started).toBeUndefined();
    const done = formatter(
      line({
        reqId: 'req-1',
        res: { statusCode: 401 },
        responseTime: 12.4,
        msg: 'request completed',
      }),
    );
    expect(done).toMatch(/HTTP +POST \/api\/public\/user\/login 401 12 ms$/);
  });

  it("leaves the web app's files out at info, and shows them at debug", () => {
    const requestFor = (level: string) => {
      const formatter = createTerminalFormatter({ colors: false, level });
      formatter(
        line({
          reqId: 'r',
          req: { method: 'GET', url: '/assets/app.js' },
          msg: 'incoming request',
        }),
      );
      return formatter(
        line({ reqId: 'r', res: { statusCode: 200 }, responseTime: 1, msg: 'request completed' }),
      );
    };
    expect(requestFor('info')).toBeUndefined();
    expect(requestFor('debug')).toMatch(/GET \/assets\/app\.js 200 1 ms$/);
  });

  it("shows an error's stack under its message, and other fields after it", () => {
    const text = format(
      line({
        level: 50,
        job: 'j-1',
        err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at work (x.ts:1:1)' },
        msg: 'scheduled work "reminders" failed',
      }),
    );
    expect(text?.split('\n')).toEqual([
      expect.stringMatching(/ERROR +scheduled work "reminders" failed job=j-1$/),
      `${' '.repeat(15)}Error: boom`,
      `${' '.repeat(15)}    at work (x.ts:1:1)`,
    ]);
  });

  it('passes a line that is not JSON through as it is', () => {
    expect(format('plain text\n')).toBe('plain text');
  });
});
