import { AppError } from '../../lib/app-error.ts';
import type { EventRow } from './events.repository.ts';

// The refusals every part of the module gives: the events, their RSVPs, check-ins and real trees.

export const eventNotFound = () => new AppError('NOT_FOUND', 'There is no event with this id.');

/** Why an event takes no more changes, said for a person. */
export function notOpen(event: EventRow): AppError {
  return new AppError(
    'EVENT_NOT_OPEN',
    event.status === 'CANCELLED'
      ? `${event.name} was cancelled.`
      : `${event.name} is closed: its trees are planted.`,
  );
}

/** A field of the input refused by a rule its schema cannot check, answered as validation is. */
export function invalidField(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', `${field}: ${message}`, {
    issues: [{ field, message }],
  });
}
