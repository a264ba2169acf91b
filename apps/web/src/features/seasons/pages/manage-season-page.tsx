import { useRef, useState } from 'react';
import { IconCalendarPlus } from '@tabler/icons-react';
import type { Season } from '@punla/contract';
import { AdminList, AdminToolbar } from '#shared/ui/admin-list.tsx';
import { ConfirmDialog, useConfirmDelete } from '#shared/ui/confirm-dialog.tsx';
import { GameButton } from '#shared/ui/game-button.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useDeleteSeason } from '../api/delete-season.ts';
import { useSeasons } from '../api/list-seasons.ts';
import { RolloverActions } from '../components/rollover-actions.tsx';
import { daysLeftLabel, SeasonCard } from '../components/season-card.tsx';
import { SeasonEditor } from '../components/season-editor.tsx';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const SEASON_DELETED_TEXT = 'Season deleted.';

/** The form open: a new season or one to edit; `opening` counts the times it was opened. */
type Editing = { season?: Season; opening: number } | null;

/** Admin: the seasons (create, edit, delete) and the two rollover actions. */
export function ManageSeasonPage() {
  const seasons = useSeasons();
  const [editing, setEditing] = useState<Editing>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const isEdited = (season: Season) => editing?.season?.id === season.id;
  const remove = useConfirmDelete<Season>(
    useSingleFlight(useDeleteSeason()),
    SEASON_DELETED_TEXT,
    (season) => {
      if (isEdited(season)) setEditing(null);
    },
  );
  const { pending } = remove;

  const open = (season?: Season) => {
    setEditing({ season, opening: (editing?.opening ?? 0) + 1 });
    requestAnimationFrame(() => formRef.current?.scrollIntoView({ behavior: 'smooth' }));
  };

  const current = seasons.data?.find((season) => season.current) ?? null;
  return (
    <div className={adminClasses.page}>
      <AdminToolbar
        title="Seasons"
        lead={
          current
            ? `${current.name} is running · ${daysLeftLabel(current.daysLeft) ?? ''}`
            : 'No season is running now'
        }
      >
        <GameButton
          color="green"
          onClick={() => open()}
          leftSection={<IconCalendarPlus size={20} stroke={2.4} />}
        >
          New season
        </GameButton>
      </AdminToolbar>

      {editing && (
        <div ref={formRef}>
          <SeasonEditor
            key={editing.season?.id ?? 'new'}
            season={editing.season}
            seasons={seasons.data ?? []}
            opening={editing.opening}
            onDone={() => setEditing(null)}
          />
        </div>
      )}

      <AdminList
        query={seasons}
        label="Seasons"
        loadingLabel="Loading the seasons"
        emptyText="No seasons yet. Create the first one so the leaderboard can start."
        layout="cards"
      >
        {(season) => (
          <SeasonCard
            season={season}
            editing={isEdited(season)}
            onEdit={() => open(season)}
            onDelete={() => remove.ask(season)}
          />
        )}
      </AdminList>

      <RolloverActions currentSeason={current?.name ?? null} />

      <ConfirmDialog
        {...remove.dialog}
        title={pending ? `Delete ${pending.name}?` : 'Delete'}
        message={`${pending?.name ?? ''} will be removed. This cannot be undone. A season in which players have earned XP cannot be deleted.`}
      />
    </div>
  );
}

export default ManageSeasonPage;
