import type { Attendee } from '@punla/contract';
import { formatGameDateTime, formatGameTime } from '#shared/game-time.ts';
import classes from './admin-events.module.css';

/** The RSVPs of an event: seated players in RSVP order, then the waitlist in order. */
export function AttendeeList({ attendees }: { attendees: Attendee[] }) {
  const seated = attendees.filter((row) => row.status === 'CONFIRMED');
  const waiting = attendees.filter((row) => row.status === 'WAITLISTED');
  const present = seated.filter((row) => row.checkedInAt).length;
  return (
    <>
      <p className={classes.counts}>
        {present} of {seated.length} checked in · {waiting.length} on the waitlist
      </p>
      {attendees.length === 0 ? (
        <p className={classes.emptyNote}>No one has RSVP’d yet.</p>
      ) : (
        <table className={classes.table}>
          <caption className={classes.caption}>RSVPs</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Status</th>
              <th scope="col">Checked in</th>
            </tr>
          </thead>
          <tbody>
            {[...seated, ...waiting].map((row) => (
              <tr key={row.userId}>
                <th scope="row">{row.username}</th>
                <td>
                  {row.status === 'CONFIRMED' ? 'Seat' : `Waitlist #${row.position ?? '?'}`}
                  <span className={classes.muted}> · RSVP {formatGameDateTime(row.rsvpAt)}</span>
                </td>
                <td>{row.checkedInAt ? formatGameTime(row.checkedInAt) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
