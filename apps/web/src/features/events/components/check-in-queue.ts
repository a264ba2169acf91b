import { countOf } from '@punla/contract';
import { ApiError } from '#shared/api-client.ts';

/**
 * Check-ins scanned while the site has no signal wait on the admin's device, in its storage,
 * until they can be sent. The server checks each ticket in once, so sending one twice is
 * harmless; the queue still keeps each code once.
 */
export interface QueuedCheckIn {
  code: string;
  /** When it was scanned: the server counts the check-in at that time. */
  scannedAt: string;
}

export const queueKey = (eventId: number) => `punla.check-in-queue.${eventId}`;

/** A code as typed or scanned, as the server reads it: upper case, no spaces or dashes. */
export const normalizeCode = (code: string) => code.toUpperCase().replace(/[\s-]+/g, '');

export function readQueue(storage: Storage, eventId: number): QueuedCheckIn[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(queueKey(eventId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is QueuedCheckIn =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as QueuedCheckIn).code === 'string' &&
        typeof (item as QueuedCheckIn).scannedAt === 'string',
    );
  } catch {
    return [];
  }
}

export function writeQueue(storage: Storage, eventId: number, queue: QueuedCheckIn[]) {
  if (queue.length === 0) storage.removeItem(queueKey(eventId));
  else storage.setItem(queueKey(eventId), JSON.stringify(queue));
}

/** The queue with this scan added, unless the same code already waits there. */
export function enqueue(queue: QueuedCheckIn[], scan: QueuedCheckIn): QueuedCheckIn[] {
  const code = normalizeCode(scan.code);
  if (queue.some((item) => item.code === code)) return queue;
  return [...queue, { code, scannedAt: scan.scannedAt }];
}

/**
 * What a failed check-in means for its code:
 * - `stop`: the request reached no server (no signal), the session ended (401: the admin logs
 *   in again and the codes are still there) or the server asks to slow down (429). The code
 *   and every later one wait on the device.
 * - `retry`: the server, or a proxy on the way, could not answer now (408, 5xx). This code
 *   waits; the later ones are still tried, so one troubled code never holds up the rest.
 * - `final`: the server refused the ticket itself (404 unknown, 409 already checked in): the
 *   code leaves the queue with the server's reason.
 */
export function failureKind(error: unknown): 'stop' | 'retry' | 'final' {
  if (!(error instanceof ApiError)) return 'stop';
  if (error.status === 401 || error.status === 429) return 'stop';
  if (error.status === 408 || error.status >= 500) return 'retry';
  return 'final';
}

/** Whether a failed check-in waits on the device to be sent again (it is not refused). */
export const shouldWait = (error: unknown) => failureKind(error) !== 'final';

/** Whether the failure was the device's (no signal) rather than the server's. */
export const noSignal = (error: unknown) => !(error instanceof ApiError);

export type SendOutcome =
  | { code: string; kind: 'checked-in'; username: string }
  | { code: string; kind: 'refused'; message: string };

/**
 * Sends the queue in order. A code the server answered (checked in, or refused: already
 * checked in, unknown) leaves the queue; a code the server could not take now stays; at the
 * first request that must stop (no signal, the session ended, too many requests), it and the
 * rest stay for later. Returns what happened, what still waits, and whether sending stopped
 * for lack of signal.
 */
export async function sendQueue(
  queue: QueuedCheckIn[],
  send: (item: QueuedCheckIn) => Promise<{ username: string }>,
  describe: (error: unknown) => string,
): Promise<{ outcomes: SendOutcome[]; left: QueuedCheckIn[]; noSignal: boolean }> {
  const outcomes: SendOutcome[] = [];
  const kept: QueuedCheckIn[] = [];
  for (const [index, item] of queue.entries()) {
    try {
      const result = await send(item);
      outcomes.push({ code: item.code, kind: 'checked-in', username: result.username });
    } catch (error) {
      const kind = failureKind(error);
      if (kind === 'stop') {
        return { outcomes, left: [...kept, ...queue.slice(index)], noSignal: noSignal(error) };
      }
      if (kind === 'retry') kept.push(item);
      else outcomes.push({ code: item.code, kind: 'refused', message: describe(error) });
    }
  }
  return { outcomes, left: kept, noSignal: false };
}

/**
 * The queue as it is now (scans may have been saved while it was being sent) without the
 * codes the server has answered.
 */
export function withoutAnswered(queue: QueuedCheckIn[], outcomes: SendOutcome[]) {
  const answered = new Set(outcomes.map((outcome) => outcome.code));
  return queue.filter((item) => !answered.has(item.code));
}

/**
 * What sending the queue did, in words: "Sent 3 saved check-ins. Checked in: maria_santos,
 * juan. Not checked in: ABCDEFGHJK: maria was already checked in at 9:02 AM."
 */
export function sentText(outcomes: SendOutcome[], waiting: number): string {
  const checked = outcomes.flatMap((outcome) =>
    outcome.kind === 'checked-in' ? [outcome.username] : [],
  );
  const refused = outcomes.flatMap((outcome) =>
    outcome.kind === 'refused' ? [`${outcome.code}: ${outcome.message}`] : [],
  );
  return [
    `Sent ${countOf(outcomes.length, 'saved check-in')}.`,
    checked.length > 0 ? `Checked in: ${checked.join(', ')}.` : '',
    refused.length > 0 ? `Not checked in: ${refused.join(' ')}` : '',
    waiting > 0 ? `${waiting} still waiting to be sent.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
