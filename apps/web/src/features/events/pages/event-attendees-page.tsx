import { Link, useParams } from 'react-router';
import { IconArrowLeft, IconQrcode } from '@tabler/icons-react';
import { recordIdFrom } from '#shared/ui/admin-form-page.tsx';
import { paths } from '#shared/paths.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { Panel } from '#shared/ui/panel.tsx';
import { ErrorNote, QueryState } from '#shared/ui/query-state.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useEvent } from '../api/get-event.ts';
import { useAttendees } from '../api/list-attendees.ts';
import { AttendeeList } from '../components/attendee-list.tsx';
import { CloseEventForm } from '../components/close-event-form.tsx';
import { ExportAttendeesButton } from '../components/export-attendees-button.tsx';
import { eventWhen } from '../components/event-text.ts';
import { SurvivalForm } from '../components/survival-form.tsx';
import classes from '../components/admin-events.module.css';

/** Admin: one event's RSVPs and check-ins, its closing, and its trees' survival checks. */
export function EventAttendeesPage() {
  const id = recordIdFrom(useParams().id);
  const valid = id !== undefined && Number.isInteger(id);
  const eventId = valid ? id : 0;
  const event = useEvent(eventId, valid);
  const attendees = useAttendees(eventId, valid);

  if (!valid) return <ErrorNote alert={false}>There is no event with this id.</ErrorNote>;
  return (
    <div className={adminClasses.page}>
      <Link to={paths.admin.manageEventList} className={adminClasses.backLink}>
        <IconArrowLeft size={16} stroke={2.6} style={{ verticalAlign: '-2px' }} /> Back to the list
      </Link>
      <QueryState query={event} loadingLabel="Loading the event" loadingShape="panel">
        {(current) => {
          const checkedIn = attendees.data?.filter((row) => row.checkedInAt).length ?? 0;
          const started = Date.parse(current.startsAt) <= Date.now();
          return (
            <div className={classes.stack}>
              <Panel title={current.name} lead={`${eventWhen(current)} · ${current.placeName}`}>
                {current.status === 'SCHEDULED' && (
                  <GameButton
                    to={paths.admin.eventCheckIn(current.id)}
                    leftSection={<IconQrcode size={18} stroke={2.4} />}
                  >
                    Open the check-in desk
                  </GameButton>
                )}
                {current.status === 'CANCELLED' && (
                  <p className={classes.summary}>This event was cancelled.</p>
                )}
                {current.status === 'CLOSED' && (
                  <p className={classes.summary}>
                    Closed: {current.treesPlanted} trees planted
                    {current.species ? ` (${current.species.name})` : ''}.
                  </p>
                )}
              </Panel>
              <Panel title="Attendees">
                <QueryState query={attendees} loadingLabel="Loading the attendees">
                  {(rows) => <AttendeeList attendees={rows} />}
                </QueryState>
                <div className={classes.panelActions}>
                  <ExportAttendeesButton eventId={current.id} />
                </div>
              </Panel>
              {current.status === 'SCHEDULED' && (
                <Panel title="Close the event">
                  {started ? (
                    <CloseEventForm event={current} checkedIn={checkedIn} />
                  ) : (
                    <p className={classes.summary}>
                      Close the event once it has started and its trees are in the ground.
                    </p>
                  )}
                </Panel>
              )}
              {current.status === 'CLOSED' && (
                <Panel title="Survival checks">
                  <SurvivalForm event={current} />
                </Panel>
              )}
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}

export default EventAttendeesPage;
