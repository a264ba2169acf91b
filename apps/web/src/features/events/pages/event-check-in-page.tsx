import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { checkInInput, type PlantingEvent } from '@punla/contract';
import { maxLengthOf } from '#shared/forms/text-limit.tsx';
import {
  IconArrowLeft,
  IconCamera,
  IconCameraOff,
  IconClockHour4,
  IconSend,
} from '@tabler/icons-react';
import { formatGameTime } from '#shared/game-time.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';
import { paths } from '#shared/paths.ts';
import { recordIdFrom } from '#shared/ui/admin-form-page.tsx';
import { fieldLabels } from '#shared/ui/admin-form.tsx';
import { GameButton } from '#shared/ui/game-button.tsx';
import { Panel } from '#shared/ui/panel.tsx';
import { ErrorNote, QueryState } from '#shared/ui/query-state.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useEvent } from '../api/get-event.ts';
import type { QueuedCheckIn } from '../components/check-in-queue.ts';
import {
  checkInOpensAt,
  checkInWindowText,
  eventWhen,
  groupedCode,
} from '../components/event-text.ts';
import { useCheckInDesk } from '../hooks/use-check-in-desk.ts';
import classes from '../components/admin-events.module.css';

// The QR reader and its WebAssembly load with this page only, never with the other pages.
const loadScanner = () => import('../components/ticket-scanner.tsx');
const TicketScanner = lazy(loadScanner);

/** The check-ins saved on this device, with "Send now" for when the signal is back. */
function WaitingQueue({
  queue,
  sending,
  onSend,
}: {
  queue: QueuedCheckIn[];
  sending: boolean;
  onSend: () => void;
}) {
  return (
    <section className={classes.waiting} aria-labelledby="waiting-title">
      <h3 id="waiting-title" className={classes.waitingTitle}>
        Saved on this device ({queue.length} waiting)
      </h3>
      <ul className={classes.log}>
        {queue.map((item) => (
          <li key={item.code}>
            {groupedCode(item.code)}
            <span className={classes.muted}> · scanned {formatGameTime(item.scannedAt)}</span>
          </li>
        ))}
      </ul>
      <GameButton
        color="yellow"
        size="sm"
        loading={sending}
        leftSection={<IconSend size={18} />}
        onClick={onSend}
      >
        Send now
      </GameButton>
    </section>
  );
}

/** The longest wait a browser timer takes (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * When check-in opens, said before the first scan (and "open" from then on, without a reload).
 * The server decides: this only tells the admin what it will answer.
 */
function CheckInWindow({ event }: { event: PlantingEvent }) {
  const opensAt = checkInOpensAt(event);
  const [now, setNow] = useState(() => Date.now());
  const open = now >= opensAt;
  useEffect(() => {
    if (open || opensAt - now > MAX_TIMER_MS) return;
    const timer = window.setTimeout(() => setNow(Date.now()), opensAt - now);
    return () => window.clearTimeout(timer);
  }, [open, opensAt, now]);
  return (
    <p className={classes.window} data-open={open || undefined}>
      <IconClockHour4 size={18} stroke={2.4} aria-hidden="true" />
      <span>{checkInWindowText(event, now)}</span>
    </p>
  );
}

/**
 * Admin, at the site: checks tickets in by the phone's camera or by their typed code. Without
 * signal, check-ins wait on this device and are sent when the signal returns.
 */
export function EventCheckInPage() {
  const id = recordIdFrom(useParams().id);
  const valid = id !== undefined && Number.isInteger(id);
  const eventId = valid ? id : 0;
  const event = useEvent(eventId, valid);
  const desk = useCheckInDesk(eventId);
  const { checkIn } = desk;
  const [typed, setTyped] = useState('');
  const [camera, setCamera] = useState(false);
  const onScanned = useCallback((code: string) => void checkIn(code), [checkIn]);
  // A typed code goes once, however often Enter or the button is pressed while it is on its way.
  // (The desk shows every answer itself: `checkIn` never throws.)
  const typedCheckIn = useSingleFlight(useMutation({ mutationFn: checkIn }));
  useEffect(() => {
    // Loaded while there is signal, the camera still reads tickets once the signal is gone.
    loadScanner()
      .then((scanner) => scanner.preloadReader())
      .catch(() => {
        // No signal now: the camera loads the reader when it is turned on.
      });
  }, []);

  if (!valid) return <ErrorNote alert={false}>There is no event with this id.</ErrorNote>;
  return (
    <div className={adminClasses.page}>
      <Link to={paths.admin.eventAttendees(eventId)} className={adminClasses.backLink}>
        <IconArrowLeft size={16} stroke={2.6} style={{ verticalAlign: '-2px' }} /> Attendees
      </Link>
      <QueryState query={event} loadingLabel="Loading the event" loadingShape="panel">
        {(current) => (
          <Panel title={`Check-in: ${current.name}`} lead={eventWhen(current)}>
            <div className={classes.desk}>
              {current.status === 'SCHEDULED' && <CheckInWindow event={current} />}
              {current.status !== 'SCHEDULED' && (
                <p className={classes.result} data-tone="refused">
                  {current.status === 'CLOSED'
                    ? 'This event is closed: new check-ins are refused. Check-ins saved on this device before the close are still sent, and their players get their real trees.'
                    : 'This event was cancelled: its tickets no longer work.'}
                </p>
              )}
              <div role="status" aria-live="polite">
                {desk.result && (
                  <p className={classes.result} data-tone={desk.result.tone}>
                    {desk.result.text}
                    {desk.result.note && (
                      <span className={classes.resultNote}>{desk.result.note}</span>
                    )}
                  </p>
                )}
              </div>
              {camera && (
                <Suspense fallback={<p className={classes.summary}>Loading the scanner…</p>}>
                  <TicketScanner onCode={onScanned} />
                </Suspense>
              )}
              <GameButton
                color={camera ? 'yellow' : 'green'}
                leftSection={camera ? <IconCameraOff size={18} /> : <IconCamera size={18} />}
                onClick={() => setCamera((on) => !on)}
              >
                {camera ? 'Stop the camera' : 'Scan with the camera'}
              </GameButton>
              <form
                className={classes.codeRow}
                onSubmit={(form) => {
                  form.preventDefault();
                  typedCheckIn.mutate(typed, { onSuccess: (done) => done && setTyped('') });
                }}
              >
                <TextInput
                  label="Ticket code"
                  maxLength={maxLengthOf(checkInInput, 'code')}
                  description="Spaces, dashes and small letters are fine"
                  placeholder="e.g. ABCDE FGHJK"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  classNames={fieldLabels}
                  value={typed}
                  onChange={(change) => setTyped(change.currentTarget.value)}
                />
                <GameButton type="submit" color="blue" loading={typedCheckIn.isPending}>
                  Check in
                </GameButton>
              </form>
              {desk.queue.length > 0 && (
                <WaitingQueue
                  queue={desk.queue}
                  sending={desk.sending}
                  onSend={() => void desk.flush()}
                />
              )}
            </div>
          </Panel>
        )}
      </QueryState>
    </div>
  );
}

export default EventCheckInPage;
