import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { getErrorStatus, getErrorText } from './error-text.ts';

describe('error text', () => {
  it('shows a non-empty string body as it is', () => {
    expect(getErrorText(new ApiError(400, 'Bad Request', 'The code has expired.'))).toBe(
      'The code has expired.',
    );
  });

  it("shows an object body's non-empty message", () => {
    const body = {
      statusCode: 409,
      error: 'Conflict',
      code: 'EMAIL_TAKEN',
      message: 'E-mail taken.',
    };
    expect(getErrorText(new ApiError(409, 'Conflict', body))).toBe('E-mail taken.');
  });

  it('falls back to the status text', () => {
    expect(getErrorText(new ApiError(502, 'Bad Gateway', { message: '' }))).toBe('Bad Gateway');
    expect(getErrorText(new ApiError(503, 'Service Unavailable', '   '))).toBe(
      'Service Unavailable',
    );
    expect(getErrorText(new ApiError(500, 'Internal Server Error', null))).toBe(
      'Internal Server Error',
    );
  });

  it('falls back to the status code without a status text', () => {
    expect(getErrorText(new ApiError(418, '', { message: 42 }))).toBe('418');
  });

  it('says "An unexpected error occurred." without a response', () => {
    expect(getErrorText(new TypeError('Failed to fetch'))).toBe('An unexpected error occurred.');
    expect(getErrorText(undefined)).toBe('An unexpected error occurred.');
  });

  it('gives the status code only for answered calls', () => {
    expect(getErrorStatus(new ApiError(429, 'Too Many Requests', null))).toBe(429);
    expect(getErrorStatus(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
