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
