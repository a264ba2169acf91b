import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { seasonInput, type Season, type SeasonInput } from '@punla/contract';
import { schemaErrors } from '#shared/form-validation.ts';
import { NameField } from '#shared/forms/text-fields.tsx';
import { schemaTextLimitProps } from '#shared/forms/text-limit.tsx';
import { describeGameTimeZone, fromGameLocalInput, toGameLocalInput } from '#shared/game-time.ts';
import { fieldLabels as labels, SaveActions, ServerError } from '#shared/ui/admin-form.tsx';
import { GameButton } from '#shared/ui/game-button.tsx';
import classes from '#shared/ui/admin.module.css';

export interface SeasonFormValues {
  name: string;
  /** `datetime-local` values on the game's clock ("2026-09-01T00:00"). */
  start: string;
  end: string;
}

export const START_MISSING_TEXT = 'Choose when the season starts.';
export const END_MISSING_TEXT = 'Choose when the season ends.';

/** The form's values as the contract's seasonInput: ISO 8601 with the game zone's offset. */
export function toSeasonInput(values: SeasonFormValues) {
  return {
    name: values.name,
    startDate: fromGameLocalInput(values.start),
    endDate: fromGameLocalInput(values.end),
  };
}

export function seasonFormErrors(values: SeasonFormValues): Record<string, string> {
  const input = toSeasonInput(values);
  const errors = schemaErrors(seasonInput, input);
  const shown: Record<string, string> = {};
  if (errors.name) shown.name = errors.name;
  if (!input.startDate) shown.start = START_MISSING_TEXT;
  else if (errors.startDate) shown.start = errors.startDate;
  if (!input.endDate) shown.end = END_MISSING_TEXT;
  else if (errors.endDate) shown.end = errors.endDate;
  return shown;
}

export function seasonFormValues(season: Season | undefined, suggested?: SeasonFormValues) {
  if (!season) return suggested ?? { name: '', start: '', end: '' };
  return {
    name: season.name,
    start: toGameLocalInput(season.startDate),
    end: toGameLocalInput(season.endDate),
  };
}

interface SeasonFormProps {
  season?: Season;
  /** Values offered for a new season (the day after the last one ends). */
  suggested?: SeasonFormValues;
  saving: boolean;
  /** The server's refusal (an overlap), shown above the buttons. */
  serverError: string | null;
  onSave: (input: SeasonInput) => void;
  onCancel: () => void;
}

/** Creates or edits a season; its dates are read on the game's clock. */
export function SeasonForm({
  season,
  suggested,
  saving,
  serverError,
  onSave,
  onCancel,
}: SeasonFormProps) {
  const form = useForm<SeasonFormValues>({
    mode: 'controlled',
    initialValues: seasonFormValues(season, suggested),
    validate: seasonFormErrors,
  });
  const submit = form.onSubmit((values) => onSave(seasonInput.parse(toSeasonInput(values))));

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      <NameField
        placeholder="e.g. Season 2"
        classNames={labels}
        {...form.getInputProps('name')}
        {...schemaTextLimitProps(seasonInput, 'name', form.values.name)}
      />
      <div className={classes.formGrid}>
        <TextInput
          label="Starts"
          type="datetime-local"
          description={describeGameTimeZone()}
          classNames={labels}
          {...form.getInputProps('start')}
        />
        <TextInput
          label="Ends"
          type="datetime-local"
          description="The season ends at this moment"
          classNames={labels}
          {...form.getInputProps('end')}
        />
      </div>
      <ServerError message={serverError} />
      <SaveActions saving={saving} size="sm" label={season ? 'Save changes' : 'Create season'}>
        <GameButton color="yellow" size="sm" onClick={onCancel}>
          Cancel
        </GameButton>
      </SaveActions>
    </form>
  );
}
