import { useEffect } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ELIGIBILITY,
  eventInput,
  TREE_STAGES,
  type EventInput,
  type PlantingEvent,
} from '@punla/contract';
import { getFieldErrors } from '#shared/error-text.ts';
import { schemaErrors } from '#shared/form-validation.ts';
import { describeGameTimeZone, fromGameLocalInput, toGameLocalInput } from '#shared/game-time.ts';
import { CoordinatesField } from '#shared/forms/coordinates-field.tsx';
import { DescriptionField, NameField, NumberField } from '#shared/forms/text-fields.tsx';
import { schemaTextLimitProps } from '#shared/forms/text-limit.tsx';
import { fieldLabels, numberOrMissing, SaveActions } from '#shared/ui/admin-form.tsx';
import classes from '#shared/ui/admin.module.css';
import { useSpeciesOptions } from '../api/list-species-options.ts';

export interface EventFormValues {
  name: string;
  description: string;
  /** `datetime-local` values on the game's clock ("2026-09-01T08:00"). */
  startsAt: string;
  endsAt: string;
  rsvpDeadline: string;
  capacity: string;
  placeName: string;
  latitude: string;
  longitude: string;
  /** A species id, or '' for none. */
  speciesId: string;
  /** The game's eligibility rule, or requirements of the event's own. */
  requirements: 'GAME_RULE' | 'CUSTOM';
  /** A stage name, or 'NONE' when no tree is asked for. */
  minStage: string;
  minSeasonXp: string;
}

const GAME_STAGE = TREE_STAGES[ELIGIBILITY.minStage] ?? 'Sapling';
export const GAME_RULE_TEXT = `Game rule (${GAME_STAGE} tree this season, ${ELIGIBILITY.minSeasonXp} season XP)`;
const MISSING_TIME: Record<string, string> = {
  startsAt: 'Choose when the event starts.',
  endsAt: 'Choose when the event ends.',
  rsvpDeadline: 'Choose when RSVPs close.',
};

export function eventFormValues(event: PlantingEvent | undefined): EventFormValues {
  if (!event) {
    return {
      name: '',
      description: '',
      startsAt: '',
      endsAt: '',
      rsvpDeadline: '',
      capacity: '',
      placeName: '',
      latitude: '',
      longitude: '',
      speciesId: '',
      requirements: 'GAME_RULE',
      minStage: GAME_STAGE,
      minSeasonXp: String(ELIGIBILITY.minSeasonXp),
    };
  }
  const gameRule = event.minStage === GAME_STAGE && event.minSeasonXp === ELIGIBILITY.minSeasonXp;
  return {
    name: event.name,
    description: event.description,
    startsAt: toGameLocalInput(event.startsAt),
    endsAt: toGameLocalInput(event.endsAt),
    rsvpDeadline: toGameLocalInput(event.rsvpDeadline),
    capacity: String(event.capacity),
    placeName: event.placeName,
    latitude: String(event.latitude),
    longitude: String(event.longitude),
    speciesId: event.species ? String(event.species.id) : '',
    requirements: gameRule ? 'GAME_RULE' : 'CUSTOM',
    minStage: event.minStage ?? 'NONE',
    minSeasonXp: String(event.minSeasonXp),
  };
}

/** The form's values as the contract's eventInput: times in ISO 8601 with the zone's offset. */
export function toEventInput(values: EventFormValues) {
  const custom = values.requirements === 'CUSTOM';
  return {
    name: values.name,
    description: values.description,
    startsAt: fromGameLocalInput(values.startsAt),
    endsAt: fromGameLocalInput(values.endsAt),
    rsvpDeadline: fromGameLocalInput(values.rsvpDeadline),
    capacity: numberOrMissing(values.capacity),
    placeName: values.placeName,
    latitude: numberOrMissing(values.latitude),
    longitude: numberOrMissing(values.longitude),
    speciesId: values.speciesId ? Number(values.speciesId) : null,
    minStage: custom ? (values.minStage === 'NONE' ? null : values.minStage) : GAME_STAGE,
    minSeasonXp: custom ? numberOrMissing(values.minSeasonXp) : ELIGIBILITY.minSeasonXp,
  };
}

export function eventFormErrors(values: EventFormValues): Record<string, string> {
  const input = toEventInput(values);
  const errors = schemaErrors(eventInput, input);
  // The contract checks the order of the times only once every other field is right; the form
  // says it together with the rest, in the contract's words.
  const [start, end, deadline] = [input.startsAt, input.endsAt, input.rsvpDeadline].map(Date.parse);
  if (start !== undefined && end !== undefined && end <= start) {
    errors.endsAt ??= 'The event ends after it starts.';
  }
  if (start !== undefined && deadline !== undefined && deadline > start) {
    errors.rsvpDeadline ??= 'The RSVP deadline is no later than the start.';
  }
  for (const [field, text] of Object.entries(MISSING_TIME)) {
    if (!values[field as keyof EventFormValues]) errors[field] = text;
  }
  return errors;
}

interface EventFormProps {
  event?: PlantingEvent;
  saving: boolean;
  onSave: (input: EventInput) => void;
  /** The last save's failure: what the server says of a field is shown under it. */
  saveError?: unknown;
}

/** Refusals of the server that are about one field without naming it. */
const CODE_FIELDS = { CAPACITY_TOO_SMALL: 'capacity' };

const STAGE_CHOICES = [
  { value: 'NONE', label: 'No tree needed' },
  ...TREE_STAGES.map((stage) => ({ value: stage, label: `${stage} or beyond` })),
];

/** Creates or edits a planting event; its times are read on the game's clock. */
export function EventForm({ event, saving, onSave, saveError }: EventFormProps) {
  const species = useSpeciesOptions();
  const form = useForm<EventFormValues>({
    mode: 'controlled',
    initialValues: eventFormValues(event),
    validate: eventFormErrors,
  });
  const submit = form.onSubmit((values) => onSave(eventInput.parse(toEventInput(values))));
  const field = (path: keyof EventFormValues) => ({
    classNames: fieldLabels,
    ...form.getInputProps(path),
    ...schemaTextLimitProps(eventInput, path, form.values[path]),
  });
  const { setErrors } = form;
  useEffect(() => {
    const errors = getFieldErrors(saveError, CODE_FIELDS);
    if (Object.keys(errors).length > 0) setErrors(errors);
  }, [saveError, setErrors]);

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      <NameField placeholder="e.g. Planting at La Mesa Watershed" {...field('name')} />
      <DescriptionField
        placeholder="What players will do, what to bring, who leads the planting."
        {...field('description')}
      />
      <div className={classes.formGrid}>
        <TextInput
          label="Starts"
          type="datetime-local"
          description={describeGameTimeZone()}
          {...field('startsAt')}
        />
        <TextInput label="Ends" type="datetime-local" {...field('endsAt')} />
      </div>
      <div className={classes.formGrid}>
        <TextInput
          label="RSVP deadline"
          type="datetime-local"
          description="No RSVP after this moment"
          {...field('rsvpDeadline')}
        />
        <NumberField
          label="Seats"
          placeholder="e.g. 30"
          description="Players past this number join the waitlist"
          {...field('capacity')}
        />
      </div>
      <TextInput
        label="Place"
        placeholder="e.g. La Mesa Watershed, Quezon City"
        {...field('placeName')}
      />
      <CoordinatesField
        values={form.values}
        field={field}
        setFieldValue={form.setFieldValue}
        placeholders={{ latitude: 'e.g. 14.7167', longitude: 'e.g. 121.0833' }}
      />
      <NativeSelect
        label="Species"
        data={[{ value: '', label: 'Not decided yet' }, ...(species.data ?? [])]}
        {...field('speciesId')}
      />
      <NativeSelect
        label="Who may RSVP"
        data={[
          { value: 'GAME_RULE', label: GAME_RULE_TEXT },
          { value: 'CUSTOM', label: 'Lower requirements (a community event)' },
        ]}
        {...field('requirements')}
      />
      {form.values.requirements === 'CUSTOM' && (
        <div className={classes.formGrid}>
          <NativeSelect
            label="Tree planted this season"
            data={STAGE_CHOICES}
            {...field('minStage')}
          />
          <NumberField
            label="Season XP at least"
            description="0: any verified player"
            {...field('minSeasonXp')}
          />
        </div>
      )}
      <SaveActions saving={saving} label={event ? 'Save changes' : 'Create event'} />
    </form>
  );
}
