import { IconCalendarEvent, IconTrees } from '@tabler/icons-react';
import type { Location } from '@punla/contract';
import { paths } from '#shared/paths.ts';
import { AdminList, AdminRow, AdminToolbar } from '#shared/ui/admin-list.tsx';
import { ConfirmDialog, useConfirmDelete } from '#shared/ui/confirm-dialog.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useDeleteLocation } from '../api/delete-location.ts';
import { useLocations } from '../api/list-locations.ts';
import {
  formatActivityDate,
  formatCoordinates,
  formatTreesPlanted,
} from '../components/location-format.ts';
import { LocationPhoto } from '../components/location-photo.tsx';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const LOCATION_DELETED_TEXT = 'Location deleted.';

function LocationRow({ location, onDelete }: { location: Location; onDelete: () => void }) {
  return (
    <AdminRow
      thumb={<LocationPhoto imageUrl={location.imageUrl} alt="" />}
      thumbSize="large"
      name={location.name}
      to={paths.admin.manageLocation(location.id)}
      onDelete={onDelete}
    >
      <strong className={adminClasses.rowTitle}>{location.name}</strong>
      <div className={adminClasses.chips}>
        <span>
          <IconCalendarEvent size={16} stroke={2.4} aria-hidden="true" />
          {formatActivityDate(location.activityDate)}
        </span>
        <span>
          <IconTrees size={16} stroke={2.4} color="#3f8a22" aria-hidden="true" />
          {formatTreesPlanted(location.treesPlanted)}
        </span>
      </div>
      <span className={adminClasses.rowNote}>
        {formatCoordinates(location.latitude, location.longitude)}
      </span>
    </AdminRow>
  );
}

/** Admin: every planting location, with edit, delete and new. */
export function ManageLocationListPage() {
  const list = useLocations();
  const remove = useConfirmDelete<Location>(
    useSingleFlight(useDeleteLocation()),
    LOCATION_DELETED_TEXT,
  );
  const { pending } = remove;
  const count = list.data?.length ?? 0;

  return (
    <div className={adminClasses.page}>
      <AdminToolbar
        title="Planting locations"
        lead={
          list.data
            ? `${count} ${count === 1 ? 'activity' : 'activities'} on the map`
            : 'The real planting activities players see on the map'
        }
        newLink={{ to: paths.admin.manageLocation(), label: 'New location' }}
      />
      <AdminList
        query={list}
        label="Planting locations"
        loadingLabel="Loading the locations"
        emptyTitle="No locations yet"
        emptyText="Add the first planting activity for players to see."
        emptyAction={{ to: paths.admin.manageLocation(), label: 'New location' }}
      >
        {(location) => <LocationRow location={location} onDelete={() => remove.ask(location)} />}
      </AdminList>
      <ConfirmDialog
        {...remove.dialog}
        title={pending ? `Delete ${pending.name}?` : 'Delete'}
        message={`${pending?.name ?? ''} and its photo will be removed from the map. This cannot be undone.`}
      />
    </div>
  );
}

export default ManageLocationListPage;
