import { GUARDIAN_DATA_KEPT_DAYS } from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { deleteGuardianRowsOfEventsBefore } from './guardian-data.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Forgets the guardian's consent details (name, relationship, phone) given with a minor's RSVP
 * GUARDIAN_DATA_KEPT_DAYS after the event started (docs/game-rules.md, What is kept): the
 * organisers needed them for the day itself and a while after it. The RSVP and its check-in
 * stay. Returns how many went.
 */
export function deleteOldGuardianData(ctx: AppContext): Promise<number> {
  const startedBefore = new Date(ctx.clock.now().getTime() - GUARDIAN_DATA_KEPT_DAYS * DAY_MS);
  return deleteGuardianRowsOfEventsBefore(ctx.db, startedBefore);
}
