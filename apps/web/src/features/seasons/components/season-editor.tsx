import { useEffect, useState } from 'react';
import type { Season, SeasonInput } from '@punla/contract';
import { getErrorText } from '#shared/error-text.ts';
import { describeGameTimeZone } from '#shared/game-time.ts';
import { toast } from '#shared/toast.ts';
import { Panel } from '#shared/ui/panel.tsx';
import { useSaveSeason } from '../api/save-season.ts';
import { SeasonForm } from './season-form.tsx';
import { suggestedSeason } from './suggested-season.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const SEASON_CREATED_TEXT = 'Season created.';
export const SEASON_SAVED_TEXT = 'Season saved.';

interface SeasonEditorProps {
  /** The season edited; none for a new one. */
  season?: Season;
  /** Every season, for the dates offered to a new one. */
  seasons: Season[];
  /** Counts the times the editor was asked for: asking again clears the last refusal. */
  opening: number;
  onDone: () => void;
}

/** The form of a new season or of one season; the server's refusal (an overlap) shows in it. */
export function SeasonEditor({ season, seasons, opening, onDone }: SeasonEditorProps) {
  const save = useSingleFlight(useSaveSeason());
  const { reset } = save;
  const [serverError, setServerError] = useState<string | null>(null);

  // Opening the same form again keeps what was typed but starts the saving afresh.
  useEffect(() => {
    setServerError(null);
    reset();
  }, [opening, reset]);

  const onSave = (input: SeasonInput) => {
    setServerError(null);
    save.mutate(
      { id: season?.id, input },
      {
        onSuccess: () => {
          toast.success(season ? SEASON_SAVED_TEXT : SEASON_CREATED_TEXT);
          onDone();
        },
        onError: (error) => setServerError(getErrorText(error)),
      },
    );
  };

  return (
    <Panel
      title={season ? `Edit ${season.name}` : 'New season'}
      lead={`Seasons cannot overlap. Times are ${describeGameTimeZone()}.`}
    >
      <SeasonForm
        season={season}
        suggested={season ? undefined : suggestedSeason(seasons)}
        saving={save.isPending}
        serverError={serverError}
        onSave={onSave}
        onCancel={onDone}
      />
    </Panel>
  );
}
