import type { Location } from '@punla/contract';
import { paths } from '#shared/paths.ts';
import { AdminFormPage, useRecordId, useSaveThenList } from '#shared/ui/admin-form-page.tsx';
import { useLocation } from '../api/get-location.ts';
import { useSaveLocation } from '../api/save-location.ts';
import { LocationForm } from '../components/location-form.tsx';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const LOCATION_SAVED_TEXT = 'Location saved.';
export const NO_SUCH_LOCATION_TEXT = 'There is no location with this id.';

/** Admin: a new planting location (no id) or an existing one (its id). */
export function ManageLocationFormPage() {
  const { id, editing, valid, load, queryId } = useRecordId();
  const locationQuery = useLocation(queryId, load);
  const save = useSingleFlight(useSaveLocation());
  const saveThenList = useSaveThenList(save, LOCATION_SAVED_TEXT, paths.admin.manageLocationList);

  return (
    <AdminFormPage<Location>
      listPath={paths.admin.manageLocationList}
      title={editing ? `Edit ${locationQuery.data?.name ?? 'location'}` : 'New location'}
      lead={
        editing
          ? 'Change what players read about this planting activity.'
          : 'Add a real planting activity. Players see it on the Previous Activities map.'
      }
      record={{ editing, valid, query: locationQuery }}
      invalidText={NO_SUCH_LOCATION_TEXT}
      loadingLabel="Loading the location"
    >
      {(location) => (
        <LocationForm
          key={location?.id ?? 'new'}
          location={location}
          saving={save.isPending}
          onSave={(input, image) => saveThenList({ id, input, image })}
        />
      )}
    </AdminFormPage>
  );
}

export default ManageLocationFormPage;
