import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * What the request log may hold. A log is read by more people and kept longer than the
 * database, so nothing in it may let a reader act as a player: the paths that carry a
 * one-time code (the verification and password-reset links, the Google login code) and the
 * query values of the Google callback are replaced before a line is written, and the headers
 * that carry a session never reach it.
 */

export const REDACTED = '[redacted]';

/**
 * Path segments after which everything is a secret: an e-mail address and a code
 * (`verify-email/{email}/{code}`, the web pages `verify-account/…` and `reset-password/…`) or a
 * one-time login code (`google-callback/{code}`). The web app's router ignores case, so the
 * log does too.
 */
const SECRET_PATH = /\/(verify-email|verify-account|reset-password|google-callback)\/[^?#]*/gi;

/** Query parameters whose values are secrets wherever they appear (OAuth's code and state). */
const SECRET_QUERY = new Set([
  'code',
  'state',
  'token',
  'access_token',
  'id_token',
  'password',
  'newpassword',
]);

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: compare the name as it was sent.
      }
      return SECRET_QUERY.has(name.trim().toLowerCase())
        ? `${pair.slice(0, equals)}=${REDACTED}`
        : pair;
    })
    .join('&');
}

/** The request's path and query as the log may show them. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathPart = queryAt < 0 ? url : url.slice(0, queryAt);
  const queryPart = queryAt < 0 ? undefined : url.slice(queryAt + 1);
  const path = pathPart.replace(
    SECRET_PATH,
    (_match, segment: string) => `/${segment}/${REDACTED}`,
  );
  return queryPart === undefined ? path : `${path}?${redactQuery(queryPart)}`;
}

/** Fastify's own request fields, with the address redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOption = FastifyServerOptions['logger'];
type LoggerObject = Exclude<LoggerOption, boolean | undefined>;

/** Headers that carry a session or a login; kept out of every line that logs them. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/**
 * The app's logger options: the configured level, or the caller's own options (a test's
 * stream), always with the redacted request serializer and header redaction. `false` stays
 * off.
 */
export function requestLogOptions(logger: LoggerOption, level: string): LoggerOption {
  if (logger === false) return false;
  const base: LoggerObject = logger && logger !== true ? logger : { level };
  const serializers = (base as { serializers?: Record<string, unknown> }).serializers;
  return {
    redact: REDACT_PATHS,
    ...base,
    serializers: { ...serializers, req: serializeRequest },
  } as LoggerObject;
}
