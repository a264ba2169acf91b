import { errorStatus, type ErrorCode } from '@punla/contract';

/** An error meant for the caller: its message is shown to a person as it is. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** Fields the answer carries beside the message (DELETION_PENDING's `erasesAt`, `keepToken`). */
    readonly extra?: { erasesAt?: string; keepToken?: string },
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
  }
}
