import { Link, useNavigate, useParams } from 'react-router';
import { Loader } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { LocationInput } from '@punla/contract';
import { getErrorStatus, getErrorText } from '../../../shared/error-text.ts';
import { paths } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { Panel } from '../../../shared/ui/panel.tsx';
import { useLocation } from '../api/get-location.ts';
import { useSaveLocation } from '../api/save-location.ts';
import { LocationForm } from '../components/location-form.tsx';
import classes from '../components/locations.module.css';

export const LOCATION_SAVED_TEXT = 'Location saved.';
export const NO_SUCH_LOCATION_TEXT = 'There is no location with this id.';

/** The id in the address: none for a new location, NaN when it is not a valid id. */
function locationIdFrom(param: string | undefined): number | undefined {
  if (param === undefined || param === '') return undefined;
  return /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : Number.NaN;
}

/** Admin: a new planting location (no id) or an existing one (its id). */
export function ManageLocationFormPage() {
  const { id: param } = useParams();
  const id = locationIdFrom(param);
  const editing = id !== undefined;
  const valid = id === undefined || Number.isInteger(id);
  const locationQuery = useLocation(id ?? 0, editing && valid);
  const save = useSaveLocation();
  const navigate = useNavigate();

  const onSave = (input: LocationInput, image: File | null) =>
    save.mutate(
      { id, input, image },
      {
        onSuccess: () => {
          toast.success(LOCATION_SAVED_TEXT);
          void navigate(paths.admin.manageLocationList);
        },
        onError: (error) => toast.error(getErrorText(error), getErrorStatus(error)),
      },
    );

  let body;
  if (!valid) {
    body = <p className={classes.formError}>{NO_SUCH_LOCATION_TEXT}</p>;
  } else if (editing && locationQuery.isPending) {
    body = (
      <div className={classes.center} role="status" aria-label="Loading the location">
        <Loader color="leaf" type="dots" size="lg" />
      </div>
    );
  } else if (editing && locationQuery.isError) {
    body = (
      <p className={classes.formError} role="alert">
        {getErrorText(locationQuery.error)}
      </p>
    );
  } else {
    body = (
      <LocationForm
        key={locationQuery.data?.id ?? 'new'}
        location={editing ? locationQuery.data : undefined}
        saving={save.isPending}
        onSave={onSave}
      />
    );
  }

  return (
    <div className={classes.page}>
      <Link to={paths.admin.manageLocationList} className={classes.backLink}>
        <IconArrowLeft size={16} stroke={2.6} style={{ verticalAlign: '-2px' }} /> Back to the list
      </Link>
      <Panel
        title={editing ? `Edit ${locationQuery.data?.name ?? 'location'}` : 'New location'}
        lead={
          editing
            ? 'Change what players read about this planting activity.'
            : 'Add a real planting activity. Players see it on the Previous Activities map.'
        }
      >
        {body}
      </Panel>
    </div>
  );
}

export default ManageLocationFormPage;
