import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@punla/contract';
import { databaseError, referencesUsers, type DatabaseErrorInfo } from '../db/errors.ts';
import { AppError } from '../lib/app-error.ts';

const statusNames: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function body(statusCode: number, message: string, code?: ErrorCode, details?: unknown): ErrorBody {
  return {
    statusCode,
    error: statusNames[statusCode] ?? 'Error',
    ...(code ? { code } : {}),
    message,
    ...(details === undefined ? {} : { details }),
  };
}

interface FieldIssue {
  field: string;
  message: string;
}

/** One sentence a person can act on: it names the field and says what is wrong with it. */
function describeValidation(issues: FieldIssue[]): string {
  return issues
    .map((issue) => (issue.field ? `${issue.field}: ${issue.message}` : issue.message))
    .join(' ');
}

function toFieldIssues(
  context: string | undefined,
  validation: {
    instancePath: string;
    message?: string;
    keyword: string;
    params: Record<string, unknown>;
  }[],
): FieldIssue[] {
  return validation.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys') {
      const keys = (issue.params.keys as string[] | undefined) ?? [];
      const names = keys.map((key) => `"${key}"`).join(', ');
      return {
        field,
        message: `Unknown field${keys.length === 1 ? '' : 's'} ${names} in the ${context ?? 'request'}.`,
      };
    }
    if (issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '')) {
      return { field, message: 'This field is required.' };
    }
    return { field, message: issue.message ?? 'This value is not valid.' };
  });
}

/**
 * What a 5xx leaves in the log. A failed query's error carries the SQL and every parameter
 * (password hashes, codes, e-mail addresses), in its message and stack too, so a database
 * error is logged by its SQLSTATE, constraint, table and column only.
 */
function loggable(error: Error, database: DatabaseErrorInfo | undefined): Record<string, unknown> {
  if (database) return { database, type: error.name };
  // A query that failed for another reason (the connection dropped): only the driver's error,
  // which names the reason, not the query.
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current === 'object' && 'params' in current) {
      const causes: string[] = [];
      for (let cause = (current as { cause?: unknown }).cause; cause;) {
        const { name, code, message } = cause as {
          name?: unknown;
          code?: unknown;
          message?: unknown;
        };
        // A driver error that carries the query carries its values in the message too.
        const said =
          'params' in (cause as object) || 'query' in (cause as object) ? undefined : message;
        causes.push([name, code, said].filter((part) => typeof part === 'string').join(': '));
        cause = (cause as { cause?: unknown }).cause;
      }
      return { type: error.name, query: 'failed', causes };
    }
  }
  return { err: error };
}

/** The answer to a database error the request's input caused, or undefined if it is a fault. */
function inputDatabaseError(info: DatabaseErrorInfo): ErrorBody | undefined {
  if (info.code === '23503' && info.foreignKeyAction === 'insert') {
    return referencesUsers(info)
      ? body(404, 'There is no account with this id.', 'NOT_FOUND')
      : body(404, 'Something this request refers to does not exist.', 'NOT_FOUND');
  }
  if (info.code === '23503') {
    return body(409, 'It is still in use, so it cannot be removed.');
  }
  if (info.code === '23505') {
    return body(409, 'That was done already, or at the same moment. Reload and try again.');
  }
  // Two transactions that each waited for the other (a deadlock), or a serialization
  // failure: PostgreSQL rolled this one back whole, and sending it again is safe.
  if (info.code === '40P01' || info.code === '40001') {
    return body(409, 'Someone else changed this at the same moment. Please try again.');
  }
  if (info.code.startsWith('22')) {
    return body(
      400,
      'A value in the request cannot be stored: a number out of range, a date that does not exist or a character that is not allowed.',
      'VALIDATION_FAILED',
    );
  }
  return undefined;
}

/** What busboy throws on a multipart body that ends early or is malformed. */
const BROKEN_MULTIPART =
  /multipart|boundary|unexpected end of (form|file)|malformed part header|part terminated early/i;

/**
 * The one place errors become responses: `{ statusCode, error, code, message, details? }`.
 * Messages of 5xx errors are replaced, so no internals or stack traces leave the server.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A limit says when to come back, in the header clients and proxies read as well.
      const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)
        ?.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.status(error.statusCode).send({
        ...body(error.statusCode, error.message, error.code, error.details),
        ...error.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = toFieldIssues(error.validationContext, error.validation);
      return reply
        .status(400)
        .send(body(400, describeValidation(issues), 'VALIDATION_FAILED', { issues }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return reply
        .status(500)
        .send(body(500, 'Something went wrong on our side. Please try again.', 'INTERNAL'));
    }
    const database = databaseError(error);
    if (database) {
      const answer = inputDatabaseError(database);
      if (answer) {
        request.log.warn({ database }, 'the database refused the request');
        return reply.status(answer.statusCode).send(answer);
      }
    }
    if (
      error.statusCode === undefined &&
      request.isMultipart() &&
      BROKEN_MULTIPART.test(error.message)
    ) {
      return reply
        .status(400)
        .send(
          body(
            400,
            'The form is not valid multipart/form-data: it ended early or a part is malformed.',
            'VALIDATION_FAILED',
          ),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(loggable(error, database), 'request failed');
      return reply
        .status(500)
        .send(body(500, 'Something went wrong on our side. Please try again.', 'INTERNAL'));
    }
    const known: Record<string, [ErrorCode, string]> = {
      FST_ERR_CTP_INVALID_JSON_BODY: ['VALIDATION_FAILED', 'The request body is not valid JSON.'],
      FST_ERR_CTP_EMPTY_JSON_BODY: [
        'VALIDATION_FAILED',
        'The request body is empty; send a JSON object.',
      ],
      FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The request body is too large.'],
      FST_REQ_FILE_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The image is larger than 2 MB.'],
      FST_FILES_LIMIT: ['VALIDATION_FAILED', 'Send one image at most.'],
      FST_FIELDS_LIMIT: ['VALIDATION_FAILED', 'The form has too many fields.'],
      FST_INVALID_MULTIPART_CONTENT_TYPE: [
        'VALIDATION_FAILED',
        'The form is not valid multipart/form-data.',
      ],
      FST_ERR_CTP_INVALID_MEDIA_TYPE: [
        'VALIDATION_FAILED',
        'Send the request body as JSON (Content-Type: application/json).',
      ],
    };
    const mapped = error.code ? known[error.code] : undefined;
    if (mapped) return reply.status(status).send(body(status, mapped[1], mapped[0]));
    if (error.name === 'SyntaxError') {
      return reply
        .status(400)
        .send(body(400, 'The request body is not valid JSON.', 'VALIDATION_FAILED'));
    }
    return reply
      .status(status)
      .send(body(status, error.message || 'The request could not be handled.'));
  });
}

export function apiNotFound(method: string, url: string): ErrorBody {
  const path = url.split('?')[0];
  return body(404, `There is no API endpoint ${method} ${path}.`, 'NOT_FOUND');
}
