import { useState } from 'react';
import { Loader, Modal } from '@mantine/core';
import {
  IconCalendarEvent,
  IconPencil,
  IconPlus,
  IconRefresh,
  IconTrash,
  IconTrees,
} from '@tabler/icons-react';
import type { Location } from '@punla/contract';
import { getErrorStatus, getErrorText } from '../../../shared/error-text.ts';
import { paths } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { useDeleteLocation } from '../api/delete-location.ts';
import { useLocations } from '../api/list-locations.ts';
import {
  formatActivityDate,
  formatCoordinates,
  formatTreesPlanted,
} from '../components/location-format.ts';
import { LocationPhoto } from '../components/location-photo.tsx';
import classes from '../components/locations.module.css';

export const LOCATION_DELETED_TEXT = 'Location deleted.';

function LocationRow({ location, onDelete }: { location: Location; onDelete: () => void }) {
  return (
    <li className={classes.row}>
      <LocationPhoto className={classes.rowPhoto} imageUrl={location.imageUrl} alt="" />
      <div className={classes.rowText}>
        <strong>{location.name}</strong>
        <div className={classes.rowMeta}>
          <span>
            <IconCalendarEvent size={16} stroke={2.4} aria-hidden="true" />
            {formatActivityDate(location.activityDate)}
          </span>
          <span>
            <IconTrees size={16} stroke={2.4} color="#3f8a22" aria-hidden="true" />
            {formatTreesPlanted(location.treesPlanted)}
          </span>
        </div>
        <span className={classes.rowCoords}>
          {formatCoordinates(location.latitude, location.longitude)}
        </span>
      </div>
      <div className={classes.actions}>
        <GameButton
          to={paths.admin.manageLocation(location.id)}
          color="blue"
          size="sm"
          leftSection={<IconPencil size={18} stroke={2.4} />}
          aria-label={`Edit ${location.name}`}
        >
          Edit
        </GameButton>
        <GameButton
          color="red"
          size="sm"
          leftSection={<IconTrash size={18} stroke={2.4} />}
          onClick={onDelete}
          aria-label={`Delete ${location.name}`}
        >
          Delete
        </GameButton>
      </div>
    </li>
  );
}

/** Admin: every planting location, with edit, delete and new. */
export function ManageLocationListPage() {
  const list = useLocations();
  const remove = useDeleteLocation();
  const [pending, setPending] = useState<Location | null>(null);

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => toast.success(LOCATION_DELETED_TEXT),
      onError: (error) => toast.error(getErrorText(error), getErrorStatus(error)),
      onSettled: () => setPending(null),
    });
  };

  return (
    <div className={classes.page}>
      <div className={classes.toolbar}>
        <div>
          <h2 className={classes.toolbarTitle}>Planting locations</h2>
          <p className={classes.toolbarLead}>
            {list.data
              ? `${list.data.length} ${list.data.length === 1 ? 'activity' : 'activities'} on the map`
              : 'The real planting activities players see on the map'}
          </p>
        </div>
        <GameButton
          to={paths.admin.manageLocation()}
          color="green"
          leftSection={<IconPlus size={20} stroke={2.6} />}
        >
          New location
        </GameButton>
      </div>

      {list.isPending ? (
        <div className={classes.center} role="status" aria-label="Loading the locations">
          <Loader color="leaf" type="dots" size="lg" />
        </div>
      ) : list.isError ? (
        <div className={classes.error} role="alert">
          <p>{getErrorText(list.error)}</p>
          <GameButton
            color="yellow"
            onClick={() => void list.refetch()}
            leftSection={<IconRefresh size={20} stroke={2.4} />}
          >
            Try again
          </GameButton>
        </div>
      ) : list.data.length === 0 ? (
        <div className={classes.empty}>
          <h3 className={classes.emptyTitle}>No locations yet</h3>
          <p className={classes.emptyText}>Add the first planting activity for players to see.</p>
        </div>
      ) : (
        <ul className={classes.rows} aria-label="Planting locations">
          {list.data.map((location) => (
            <LocationRow
              key={location.id}
              location={location}
              onDelete={() => setPending(location)}
            />
          ))}
        </ul>
      )}

      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending ? `Delete ${pending.name}?` : 'Delete'}
        centered
        radius="lg"
        styles={{ title: { fontWeight: 900, fontSize: '1.2rem', color: 'var(--punla-forest)' } }}
      >
        <p className={classes.modalText}>
          {pending?.name} and its photo will be removed from the map. This cannot be undone.
        </p>
        <div className={classes.modalActions}>
          <GameButton color="yellow" size="sm" onClick={() => setPending(null)}>
            Keep it
          </GameButton>
          <GameButton
            color="red"
            size="sm"
            loading={remove.isPending}
            onClick={confirmDelete}
            leftSection={<IconTrash size={18} stroke={2.4} />}
          >
            Delete
          </GameButton>
        </div>
      </Modal>
    </div>
  );
}

export default ManageLocationListPage;
