import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PlantingEvent } from '@punla/contract';
import { paths } from '#shared/paths.ts';
import { toast } from '#shared/toast.ts';
import { AdminFormPage, useRecordId, useSaveThenList } from '#shared/ui/admin-form-page.tsx';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { GameButton } from '#shared/ui/game-button.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useCancelEvent } from '../api/cancel-event.ts';
import { useEvent } from '../api/get-event.ts';
import { useSaveEvent } from '../api/save-event.ts';
import { EventForm } from '../components/event-form.tsx';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const EVENT_SAVED_TEXT = 'Event saved.';
export const EVENT_CANCELLED_TEXT = 'Event cancelled. Every player who RSVP’d has been told.';

function CancelEvent({ event }: { event: PlantingEvent }) {
  const [asking, setAsking] = useState(false);
  const cancel = useSingleFlight(useCancelEvent());
  const navigate = useNavigate();
  const rsvps = event.capacity - event.seatsLeft + event.waitlist;
  return (
    <div className={adminClasses.dangerZone}>
      <GameButton color="red" onClick={() => setAsking(true)}>
        Cancel this event
      </GameButton>
      <ConfirmDialog
        opened={asking}
        title={`Cancel ${event.name}?`}
        message={`${rsvps === 1 ? 'The 1 player' : `All ${rsvps} players`} who RSVP'd get a notice and a mail, and their tickets stop working. This cannot be undone.`}
        confirmLabel="Cancel the event"
        confirmIcon={null}
        cancelLabel="Keep it"
        loading={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(event.id, {
            onSuccess: () => {
              toast.success(EVENT_CANCELLED_TEXT);
              void navigate(paths.admin.manageEventList);
            },
          })
        }
        onClose={() => setAsking(false)}
      />
    </div>
  );
}

/** Admin: a new planting event (no id) or a scheduled one (its id). */
export function ManageEventFormPage() {
  const { id, editing, valid, load, queryId } = useRecordId();
  const eventQuery = useEvent(queryId, load);
  const save = useSingleFlight(useSaveEvent());
  const saveThenList = useSaveThenList(save, EVENT_SAVED_TEXT, paths.admin.manageEventList);

  return (
    <AdminFormPage<PlantingEvent>
      listPath={paths.admin.manageEventList}
      title={editing ? `Edit ${eventQuery.data?.name ?? 'event'}` : 'New planting event'}
      lead={
        editing
          ? 'Players who RSVP’d see the changes. More seats seat the waitlist in order.'
          : 'Players who meet the requirements RSVP from Event Eligibility, and get a ticket.'
      }
      record={{ editing, valid, query: eventQuery }}
      invalidText="There is no event with this id."
      loadingLabel="Loading the event"
    >
      {(event) => (
        <>
          <EventForm
            key={event?.id ?? 'new'}
            event={event}
            saving={save.isPending}
            saveError={save.error}
            onSave={(input) => saveThenList({ id, input })}
          />
          {event?.status === 'SCHEDULED' && <CancelEvent event={event} />}
        </>
      )}
    </AdminFormPage>
  );
}

export default ManageEventFormPage;
