import { useState } from 'react';
import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { locationInput, type Location, type LocationInput } from '@punla/contract';
import { schemaErrors } from '../../../shared/form-validation.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import classes from './locations.module.css';

export interface LocationFormValues {
  name: string;
  description: string;
  /** Number fields hold the text typed. */
  latitude: string;
  longitude: string;
  /** "2026-03-21". */
  activityDate: string;
  treesPlanted: string;
}

const emptyValues: LocationFormValues = {
  name: '',
  description: '',
  latitude: '',
  longitude: '',
  activityDate: '',
  treesPlanted: '',
};

function valuesOf(location: Location | undefined): LocationFormValues {
  if (!location) return emptyValues;
  return {
    name: location.name,
    description: location.description,
    latitude: String(location.latitude),
    longitude: String(location.longitude),
    activityDate: location.activityDate.slice(0, 10),
    treesPlanted: String(location.treesPlanted),
  };
}

/** An empty number field is missing, not 0 (the schema would read '' as 0). */
const numberOrMissing = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));

/** The form's values as the contract's locationInput reads them. */
export function toLocationInput(values: LocationFormValues) {
  return {
    ...values,
    latitude: numberOrMissing(values.latitude),
    longitude: numberOrMissing(values.longitude),
    treesPlanted: numberOrMissing(values.treesPlanted),
  };
}

interface LocationFormProps {
  location?: Location;
  saving: boolean;
  onSave: (input: LocationInput, image: File | null) => void;
}

/** Creates or edits a planting location, with the contract's rules and their messages. */
export function LocationForm({ location, saving, onSave }: LocationFormProps) {
  const [image, setImage] = useState<File | null>(null);
  const form = useForm<LocationFormValues>({
    mode: 'controlled',
    initialValues: valuesOf(location),
    validate: (values) => schemaErrors(locationInput, toLocationInput(values)),
  });
  const submit = form.onSubmit((values) =>
    onSave(locationInput.parse(toLocationInput(values)), image),
  );
  const labels = { label: classes.label };

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      <TextInput
        label="Name"
        placeholder="e.g. Mt. Makiling Forest Reserve"
        classNames={labels}
        {...form.getInputProps('name')}
      />
      <Textarea
        label="Description"
        placeholder="What happened at the activity, who joined, which species went in the ground."
        classNames={labels}
        rows={4}
        resize="vertical"
        size="md"
        radius="md"
        {...form.getInputProps('description')}
      />
      <div className={classes.formGrid}>
        <TextInput
          label="Latitude"
          placeholder="e.g. 14.1350"
          classNames={labels}
          inputMode="decimal"
          {...form.getInputProps('latitude')}
        />
        <TextInput
          label="Longitude"
          placeholder="e.g. 121.2080"
          classNames={labels}
          inputMode="decimal"
          {...form.getInputProps('longitude')}
        />
      </div>
      <p className={classes.coordsHint}>
        Decimal degrees. The Philippines lie between about 4.5 and 21 north, 116 and 127 east.
      </p>
      <div className={classes.formGrid}>
        <TextInput
          label="Activity date"
          type="date"
          classNames={labels}
          {...form.getInputProps('activityDate')}
        />
        <TextInput
          label="Trees planted"
          placeholder="e.g. 250"
          classNames={labels}
          inputMode="numeric"
          {...form.getInputProps('treesPlanted')}
        />
      </div>
      <PhotoPicker value={image} onChange={setImage} currentUrl={location?.imageUrl ?? null} />
      <div className={classes.formActions}>
        <GameButton
          type="submit"
          color="green"
          loading={saving}
          leftSection={<IconDeviceFloppy size={20} stroke={2.4} />}
        >
          Save
        </GameButton>
      </div>
    </form>
  );
}
