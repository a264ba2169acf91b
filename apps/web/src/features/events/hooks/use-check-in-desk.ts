import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorText } from '#shared/error-text.ts';
import { checkInTicket } from '../api/check-in.ts';
import {
  enqueue,
  noSignal,
  normalizeCode,
  readQueue,
  shouldWait,
  sendQueue,
  sentText,
  withoutAnswered,
  writeQueue,
  type QueuedCheckIn,
} from '../components/check-in-queue.ts';

export interface DeskResult {
  /** ok: checked in; refused: the server said no; kept: saved on the device for later. */
  tone: 'ok' | 'refused' | 'kept';
  text: string;
  /** For a minor checked in: whether a guardian's consent is on file. */
  note?: string;
}

export const MINOR_WITH_CONSENT_TEXT = 'Minor, guardian consent on file';
/** A minor whose guardian's data was already removed (or never given). */
export const MINOR_TEXT = 'Minor';

export const NO_CODE_TEXT = 'Type or scan a ticket code.';

/** "Saved on this device — will be sent when the signal returns (2 waiting)." */
export const keptText = (waiting: number) =>
  `Saved on this device — will be sent when the signal returns (${waiting} waiting).`;

/** The server, not the signal, could not take a check-in now (a busy or restarting server). */
export const serverBusyText = (waiting: number) =>
  `The server could not take it now. Saved on this device — it is sent again shortly (${waiting} waiting).`;

/** How often check-ins the server could not take are tried again while the desk is open. */
export const RETRY_MS = 30_000;

/**
 * The check-in desk of one event: checks a code in at once when there is signal, else keeps it
 * in the device's queue, and sends the queue when the signal returns (the `online` event) or
 * when asked. The queue lives in localStorage, so a reload or a flat battery loses nothing.
 */
export function useCheckInDesk(eventId: number) {
  const [queue, setQueue] = useState<QueuedCheckIn[]>(() => readQueue(localStorage, eventId));
  const [result, setResult] = useState<DeskResult | null>(null);
  const [sending, setSending] = useState(false);
  // A ref, not the state: the `online` event and "Send now" may come in the same moment.
  const flushing = useRef(false);

  const saveQueue = useCallback(
    (next: QueuedCheckIn[]) => {
      writeQueue(localStorage, eventId, next);
      setQueue(next);
    },
    [eventId],
  );

  const flush = useCallback(async () => {
    const waiting = readQueue(localStorage, eventId);
    if (waiting.length === 0 || flushing.current) return;
    flushing.current = true;
    setSending(true);
    try {
      const sent = await sendQueue(waiting, (item) => checkInTicket(eventId, item), getErrorText);
      const { outcomes } = sent;
      // Read again: a scan saved while these were on their way stays in the queue.
      const left = withoutAnswered(readQueue(localStorage, eventId), outcomes);
      saveQueue(left);
      if (outcomes.length > 0) {
        const refused = outcomes.some((outcome) => outcome.kind === 'refused');
        setResult({
          tone: left.length > 0 ? 'kept' : refused ? 'refused' : 'ok',
          text: sentText(outcomes, left.length),
        });
      } else {
        setResult({
          tone: 'kept',
          text: sent.noSignal
            ? `Still no signal. ${keptText(left.length)}`
            : serverBusyText(left.length),
        });
      }
    } finally {
      flushing.current = false;
      setSending(false);
    }
  }, [eventId, saveQueue]);

  // Saved check-ins go out when the signal returns, and when the desk opens with signal.
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);
  useEffect(() => {
    const online = () => void flushRef.current();
    window.addEventListener('online', online);
    if (navigator.onLine) online();
    return () => window.removeEventListener('online', online);
  }, []);
  // With signal, codes the server could not take are tried again now and then: no `online`
  // event would come for them.
  const waitingCount = queue.length;
  useEffect(() => {
    if (waitingCount === 0) return;
    const timer = setInterval(() => {
      if (navigator.onLine) void flushRef.current();
    }, RETRY_MS);
    return () => clearInterval(timer);
  }, [waitingCount]);

  /** Checks a typed or scanned code in; true when it is done with (checked in or saved). */
  const checkIn = useCallback(
    async (raw: string): Promise<boolean> => {
      const code = normalizeCode(raw);
      if (!code) {
        setResult({ tone: 'refused', text: NO_CODE_TEXT });
        return false;
      }
      const keep = (signalLost: boolean) => {
        const before = readQueue(localStorage, eventId);
        const next = enqueue(before, { code, scannedAt: new Date().toISOString() });
        saveQueue(next);
        const waitText = signalLost ? keptText(next.length) : serverBusyText(next.length);
        setResult({
          tone: 'kept',
          text:
            next === before
              ? `Ticket ${code} is already saved on this device. ${waitText}`
              : waitText,
        });
        return true;
      };
      if (!navigator.onLine) return keep(true);
      try {
        const checked = await checkInTicket(eventId, { code });
        setResult({
          tone: 'ok',
          text: `Checked in: ${checked.username}`,
          ...(checked.minor
            ? { note: checked.guardianOnFile ? MINOR_WITH_CONSENT_TEXT : MINOR_TEXT }
            : {}),
        });
        return true;
      } catch (error) {
        if (shouldWait(error)) return keep(noSignal(error));
        setResult({ tone: 'refused', text: getErrorText(error) });
        return false;
      }
    },
    [eventId, saveQueue],
  );

  return { queue, result, sending, checkIn, flush };
}
