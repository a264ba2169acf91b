import { ApiError } from './api-client.ts';

export const UNEXPECTED_ERROR_TEXT = 'An unexpected error occurred.';

/**
 * The text shown to a person for a failed call (docs/spec-notes.md §8): a non-empty string body as is; an
 * object body's non-empty `message`; otherwise the status text or the status code. Without a
 * response (the network failed): "An unexpected error occurred."
 */
export function getErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return UNEXPECTED_ERROR_TEXT;
  const { body } = error;
  if (typeof body === 'string' && body.trim() !== '') return body;
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return error.statusText || String(error.status);
}

/** The status code of a failed call, when the server answered. */
export function getErrorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * The field errors of a refused form (docs/api.md, Errors): a 400's `details.issues`, field →
 * message, so a form shows each under its field. `codeFields` places an error without issues
 * under a field by its code (`{ CAPACITY_TOO_SMALL: 'capacity' }`). Empty for anything else.
 */
export function getFieldErrors(
  error: unknown,
  codeFields: Record<string, string> = {},
): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  const { body } = error;
  const details = body && typeof body === 'object' && 'details' in body ? body.details : null;
  const issues =
    details && typeof details === 'object' && 'issues' in details ? details.issues : null;
  if (Array.isArray(issues)) {
    for (const issue of issues as unknown[]) {
      if (!issue || typeof issue !== 'object') continue;
      const { field, message } = issue as { field?: unknown; message?: unknown };
      if (typeof field === 'string' && field && typeof message === 'string' && !(field in errors)) {
        errors[field] = message;
      }
    }
  }
  const field = error.code ? codeFields[error.code] : undefined;
  if (field && !(field in errors)) errors[field] = getErrorText(error);
  return errors;
}
