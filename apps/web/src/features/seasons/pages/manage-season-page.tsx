import { useRef, useState } from 'react';
import { Loader, Modal } from '@mantine/core';
import { IconCalendarPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { FIRST_SEASON_MONTHS, type Season, type SeasonInput } from '@punla/contract';
import { getErrorStatus, getErrorText } from '../../../shared/error-text.ts';
import { toGameLocalInput } from '../../../shared/game-time.ts';
import { toast } from '../../../shared/toast.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { Panel } from '../../../shared/ui/panel.tsx';
import { useDeleteSeason } from '../api/delete-season.ts';
import { useSeasons } from '../api/list-seasons.ts';
import { useSaveSeason } from '../api/save-season.ts';
import { RolloverActions } from '../components/rollover-actions.tsx';
import { daysLeftLabel, SeasonCard } from '../components/season-card.tsx';
import { SeasonForm, type SeasonFormValues } from '../components/season-form.tsx';
import classes from '../components/seasons.module.css';

export const SEASON_CREATED_TEXT = 'Season created.';
export const SEASON_SAVED_TEXT = 'Season saved.';
export const SEASON_DELETED_TEXT = 'Season deleted.';

/** "2026-09-01T00:00" plus some months, same day and time. */
function addMonths(local: string, months: number): string {
  const [date = '', time = '00:00'] = local.split('T');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const index = month - 1 + months;
  const nextYear = year + Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${nextYear}-${pad(nextMonth)}-${pad(day)}T${time}`;
}

/** A new season starts when the last one ends and runs as long as the first one did. */
export function suggestedSeason(seasons: Season[]): SeasonFormValues | undefined {
  if (seasons.length === 0) return undefined;
  const last = seasons.reduce((latest, season) =>
    new Date(season.endDate) > new Date(latest.endDate) ? season : latest,
  );
  const start = toGameLocalInput(last.endDate);
  return {
    name: `Season ${seasons.length + 1}`,
    start,
    end: addMonths(start, FIRST_SEASON_MONTHS),
  };
}

/** The latest season on top: the current and upcoming ones are what admins change. */
const newestFirst = (seasons: Season[]) =>
  [...seasons].sort((a, b) => new Date(b.startDate).getTime() - new Date(a.startDate).getTime());

type Editing = { mode: 'new' } | { mode: 'edit'; season: Season } | null;

/** Admin: the seasons (create, edit, delete) and the two rollover actions. */
export function ManageSeasonPage() {
  const seasons = useSeasons();
  const save = useSaveSeason();
  const remove = useDeleteSeason();
  const [editing, setEditing] = useState<Editing>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Season | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const open = (next: Editing) => {
    setServerError(null);
    save.reset();
    setEditing(next);
    requestAnimationFrame(() => formRef.current?.scrollIntoView({ behavior: 'smooth' }));
  };

  const onSave = (input: SeasonInput) => {
    const id = editing?.mode === 'edit' ? editing.season.id : undefined;
    setServerError(null);
    save.mutate(
      { id, input },
      {
        onSuccess: () => {
          toast.success(id === undefined ? SEASON_CREATED_TEXT : SEASON_SAVED_TEXT);
          setEditing(null);
        },
        onError: (error) => {
          setServerError(getErrorText(error));
          toast.error(getErrorText(error), getErrorStatus(error));
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    remove.mutate(pendingDelete.id, {
      onSuccess: () => {
        toast.success(SEASON_DELETED_TEXT);
        if (editing?.mode === 'edit' && editing.season.id === pendingDelete.id) setEditing(null);
      },
      onError: (error) => toast.error(getErrorText(error), getErrorStatus(error)),
      onSettled: () => setPendingDelete(null),
    });
  };

  const current = seasons.data?.find((season) => season.current) ?? null;

  let list;
  if (seasons.isPending) {
    list = (
      <div className={classes.center} role="status" aria-label="Loading the seasons">
        <Loader color="leaf" type="dots" size="lg" />
      </div>
    );
  } else if (seasons.isError) {
    list = (
      <div className={classes.empty} role="alert">
        <p>{getErrorText(seasons.error)}</p>
        <GameButton
          color="yellow"
          onClick={() => void seasons.refetch()}
          leftSection={<IconRefresh size={20} stroke={2.4} />}
        >
          Try again
        </GameButton>
      </div>
    );
  } else if (seasons.data.length === 0) {
    list = (
      <div className={classes.empty}>
        <p>No seasons yet. Create the first one so the leaderboard can start.</p>
      </div>
    );
  } else {
    list = (
      <ul className={classes.list} aria-label="Seasons">
        {newestFirst(seasons.data).map((season) => (
          <SeasonCard
            key={season.id}
            season={season}
            editing={editing?.mode === 'edit' && editing.season.id === season.id}
            onEdit={() => open({ mode: 'edit', season })}
            onDelete={() => setPendingDelete(season)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className={classes.page}>
      <div className={classes.toolbar}>
        <div>
          <h2 className={classes.toolbarTitle}>Seasons</h2>
          <p className={classes.toolbarLead}>
            {current
              ? `${current.name} is running · ${daysLeftLabel(current.daysLeft) ?? ''}`
              : 'No season is running now'}
          </p>
        </div>
        <GameButton
          color="green"
          onClick={() => open({ mode: 'new' })}
          leftSection={<IconCalendarPlus size={20} stroke={2.4} />}
        >
          New season
        </GameButton>
      </div>

      {editing && (
        <div ref={formRef}>
          <Panel
            title={editing.mode === 'edit' ? `Edit ${editing.season.name}` : 'New season'}
            lead="Seasons cannot overlap. Times are Philippine time (UTC+08:00)."
          >
            <SeasonForm
              key={editing.mode === 'edit' ? editing.season.id : 'new'}
              season={editing.mode === 'edit' ? editing.season : undefined}
              suggested={editing.mode === 'new' ? suggestedSeason(seasons.data ?? []) : undefined}
              saving={save.isPending}
              serverError={serverError}
              onSave={onSave}
              onCancel={() => setEditing(null)}
            />
          </Panel>
        </div>
      )}

      {list}

      <RolloverActions currentSeason={current?.name ?? null} />

      <Modal
        opened={pendingDelete !== null}
        onClose={() => setPendingDelete(null)}
        title={pendingDelete ? `Delete ${pendingDelete.name}?` : 'Delete'}
        centered
        radius="lg"
        styles={{ title: { fontWeight: 900, fontSize: '1.2rem', color: 'var(--punla-forest)' } }}
      >
        <p className={classes.modalText}>
          {pendingDelete?.name} will be removed. This cannot be undone. A season in which players
          have earned XP cannot be deleted.
        </p>
        <div className={classes.modalActions}>
          <GameButton color="yellow" size="sm" onClick={() => setPendingDelete(null)}>
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

export default ManageSeasonPage;
