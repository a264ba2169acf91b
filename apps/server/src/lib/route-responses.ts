import { z } from 'zod';
import { errorBody } from '@punla/contract';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * The error answers a route documents: the four every guarded route can give (bad input, no
 * session, not allowed, not found) and the extra ones it names, all in the one error shape.
 */
export function errorResponses(...extra: ErrorStatus[]): Record<ErrorStatus, typeof errorBody> {
  const statuses: ErrorStatus[] = [400, 401, 403, 404, ...extra];
  return Object.fromEntries(statuses.map((status) => [status, errorBody])) as Record<
    ErrorStatus,
    typeof errorBody
  >;
}

/** The answer of a delete: 204 with no body. */
export const deletedResponse = z.null().describe('Deleted');
