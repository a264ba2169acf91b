import type { FastifyServerOptions } from 'fastify';

/**
 * The log as a person at a terminal reads it. Written to a terminal, each JSON line the logger
 * makes is turned into a short readable one (time, level, message); the line that says the
 * server is ready and the codes of mails written to the log (no SMTP_URL) stand out. Written
 * anywhere else (a file, a pipe, a service manager, CI), the log stays one JSON object a
 * line, unchanged, for the tools that read it.
 *
 * A few dozen lines of our own rather than pino-pretty: the request lines are shaped here
 * (one short line per answered API request, the web app's files left out at `info`), and
 * the formatting runs in the logger's own thread, in the built server's one file, with no
 * package and no worker thread added to every start.
 */

/** The start of the line that says the server is ready (start-server.ts writes it). */
export const READY_MESSAGE = 'Punla is ready at';

/** The subset of a writable stream the choice looks at (`process.stdout`). */
export interface LogOutput {
  isTTY?: boolean;
  hasColors?: () => boolean;
  write(text: string): unknown;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The logger's options for the output: JSON lines (pino's own format, to stdout) unless the
 * output is a terminal, where the lines are formatted by `createTerminalLogStream`.
 */
export function logOptionsFor(level: string, output: LogOutput): LoggerOptions {
  if (!output.isTTY) return { level };
  const colors = output.hasColors?.() ?? false;
  return { level, stream: createTerminalLogStream(output, { colors, level }) };
}

/** A stream for pino that writes each JSON line it is given as readable text. */
export function createTerminalLogStream(
  output: LogOutput,
  options: { colors: boolean; level: string },
): { write(line: string): void } {
  const format = createTerminalFormatter(options);
  return {
    write(line) {
      const text = format(line);
      if (text !== undefined) output.write(`${text}\n`);
    },
  };
}

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  mailTo?: string;
  subject?: string;
  code?: string;
  [field: string]: unknown;
}

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields shown in their own way, or not at all (the same on every line). */
const SHOWN_APART = new Set([
  'level',
  'time',
  'msg',
  'pid',
  'hostname',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
  'mailTo',
  'subject',
  'code',
]);

/** Requests begun and not yet answered, kept to name the request when its answer is logged. */
const MAX_OPEN_REQUESTS = 10_000;

/** Where a continued line starts: under the message, after the time and the level. */
const INDENT = ' '.repeat(15);

/**
 * Turns one JSON log line into readable text, or undefined for a line not shown (a request's
 * start: its end says it all). A line that is not JSON is passed through as it is.
 */
export function createTerminalFormatter(options: {
  colors: boolean;
  level: string;
}): (line: string) => string | undefined {
  const paint = (code: string) => (text: string) =>
    options.colors ? `\u001b[${code}m${text}\u001b[0m` : text;
  const dim = paint('2');
  const bold = paint('1');
  const ready = paint('1;32');
  const highlight = paint('1;33');
  const levelColour: Record<number, (text: string) => string> = {
    10: dim,
    20: dim,
    30: paint('32'),
    40: paint('33'),
    50: paint('31'),
    60: paint('1;31'),
  };
  const everyRequest = options.level === 'debug' || options.level === 'trace';
  const open = new Map<string, { method: string; url: string }>();

  const head = (record: LogRecord, label: string, colour = levelColour[record.level ?? 30]) => {
    const time = new Date(record.time ?? Date.now()).toTimeString().slice(0, 8);
    return `${dim(time)} ${(colour ?? dim)(label.padEnd(6))}`;
  };
  const continued = (text: string) => text.split('\n').join(`\n${INDENT}`);
  const fields = (record: LogRecord) => {
    const parts = Object.entries(record)
      .filter(([key, value]) => !SHOWN_APART.has(key) && value !== undefined)
      .map(([key, value]) => {
        const shown =
          typeof value === 'string' && !/\s/.test(value) ? value : JSON.stringify(value);
        return `${key}=${shown}`;
      });
    return parts.length > 0 ? ` ${dim(parts.join(' '))}` : '';
  };

  const request = (record: LogRecord): string | undefined => {
    if (record.msg === 'incoming request' && record.req && record.reqId !== undefined) {
      if (open.size >= MAX_OPEN_REQUESTS) open.delete(open.keys().next().value as string);
      open.set(record.reqId, { method: record.req.method ?? '?', url: record.req.url ?? '?' });
      return undefined;
    }
    const started = record.reqId === undefined ? undefined : open.get(record.reqId);
    if (record.reqId !== undefined) open.delete(record.reqId);
    const status = record.res?.statusCode ?? 0;
    const url = started?.url ?? '';
    // The web app's own files (scripts, styles, pictures): many per page, rarely of interest.
    if (!everyRequest && status < 400 && !url.startsWith('/api/')) return undefined;
    const ms = record.responseTime === undefined ? '' : ` ${Math.round(record.responseTime)} ms`;
    const method = started?.method ?? 'request';
    const statusText = status >= 500 ? paint('31')(String(status)) : String(status);
    return `${head(record, 'HTTP', dim)} ${dim(`${method} ${url}`)} ${statusText}${dim(ms)}`;
  };

  const mail = (record: LogRecord): string => {
    const message = record.msg ?? '';
    const bodyAt = message.indexOf('\n\n');
    const body = bodyAt < 0 ? '' : message.slice(bodyAt + 2);
    const lines = [
      `${head(record, 'MAIL', bold)} ${bold(`To ${record.mailTo}: ${record.subject ?? ''}`)} ${dim('(not sent: SMTP_URL is not set)')}`,
    ];
    if (body) lines.push(dim(`${INDENT}${continued(body.trimEnd())}`));
    if (record.code)
      lines.push(`${INDENT}${highlight(`Code for ${record.mailTo}: ${record.code}`)}`);
    return lines.join('\n');
  };

  return (line) => {
    let record: LogRecord;
    try {
      record = JSON.parse(line) as LogRecord;
    } catch {
      return line.replace(/\n$/, '');
    }
    if (typeof record !== 'object' || record === null) return line.replace(/\n$/, '');
    if (record.msg === 'incoming request' || record.msg === 'request completed') {
      return request(record);
    }
    if (record.mailTo !== undefined) return mail(record);
    const message = record.msg ?? '';
    if (message.startsWith(READY_MESSAGE)) {
      return `\n${head(record, 'INFO')} ${ready(`✓ ${message}`)}\n`;
    }
    let text = `${head(record, LEVELS[record.level ?? 30] ?? 'LOG')} ${continued(message)}${fields(record)}`;
    if (record.err) {
      const detail =
        record.err.stack ?? `${record.err.type ?? 'Error'}: ${record.err.message ?? ''}`;
      text += `\n${INDENT}${dim(continued(detail))}`;
    }
    return text;
  };
}
