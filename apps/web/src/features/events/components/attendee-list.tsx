import type { Attendee } from '@punla/contract';
import { formatGameDateTime, formatGameTime } from '#shared/game-time.ts';
import classes from './admin-events.module.css';

export const NO_CONSENT_ON_FILE_TEXT = 'No consent on file';

/** A minor's guardian as the admin needs them at the site: who, how related, how to call. */
function GuardianCell({ attendee }: { attendee: Attendee }) {
  if (!attendee.minor) return <>—</>;
  const { guardian } = attendee;
  if (!guardian) return <span className={classes.muted}>{NO_CONSENT_ON_FILE_TEXT}</span>;
  return (
    <>
      {guardian.name} ({guardian.relationship}) ·{' '}
      <a href={`tel:${guardian.phone}`}>{guardian.phone}</a>
      <span className={classes.muted}>
        {' '}
        · consent given {formatGameDateTime(guardian.consentedAt)}
      </span>
    </>
  );
}

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
              <th scope="col">Guardian</th>
            </tr>
          </thead>
          <tbody>
            {[...seated, ...waiting].map((row) => (
              <tr key={row.userId}>
                <th scope="row">
                  {row.username}
                  {row.minor && <span className={classes.minorTag}>Minor</span>}
                </th>
                <td>
                  {row.status === 'CONFIRMED' ? 'Seat' : `Waitlist #${row.position ?? '?'}`}
                  <span className={classes.muted}> · RSVP {formatGameDateTime(row.rsvpAt)}</span>
                </td>
                <td>{row.checkedInAt ? formatGameTime(row.checkedInAt) : '—'}</td>
                <td>
                  <GuardianCell attendee={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
