import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { getErrorStatus, getErrorText, getFieldErrors } from './error-text.ts';

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

describe('field errors', () => {
  const refused = (status: number, body: unknown) => new ApiError(status, 'Refused', body);

  it("reads a 400's issues, field by field, the first message of each", () => {
    const error = refused(400, {
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: 'startsAt: The start is in the future.',
      details: {
        issues: [
          { field: 'startsAt', message: 'The start is in the future.' },
          { field: 'startsAt', message: 'A second word on the same field.' },
          { field: '', message: 'Not about one field.' },
          { field: 'capacity' },
        ],
      },
    });
    expect(getFieldErrors(error)).toEqual({ startsAt: 'The start is in the future.' });
  });

  it('places an error without issues under the field its code names', () => {
    const error = refused(409, {
      code: 'CAPACITY_TOO_SMALL',
      message: '3 players have a seat, so the capacity cannot go below 3.',
    });
    expect(getFieldErrors(error, { CAPACITY_TOO_SMALL: 'capacity' })).toEqual({
      capacity: '3 players have a seat, so the capacity cannot go below 3.',
    });
    expect(getFieldErrors(error)).toEqual({});
  });

  it('is empty for what is not an answer of the server', () => {
    expect(getFieldErrors(new TypeError('Failed to fetch'))).toEqual({});
    expect(getFieldErrors(refused(400, 'plain text'))).toEqual({});
    expect(getFieldErrors(null)).toEqual({});
  });
});
