import { TextInput } from '@mantine/core';
import { locationInput, type Location, type LocationInput } from '@punla/contract';
import { CoordinatesField } from '#shared/forms/coordinates-field.tsx';
import { DescriptionField, NameField, NumberField } from '#shared/forms/text-fields.tsx';
import {
  numberOrMissing,
  SaveActions,
  usePictureForm,
  type PictureFormProps,
} from '#shared/ui/admin-form.tsx';
import { ImageField } from '#shared/ui/image-field.tsx';
import classes from '#shared/ui/admin.module.css';
import { LocationPhoto } from './location-photo.tsx';
import locationClasses from './locations.module.css';

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

/** The form's values as the contract's locationInput reads them. */
export function toLocationInput(values: LocationFormValues) {
  return {
    ...values,
    latitude: numberOrMissing(values.latitude),
    longitude: numberOrMissing(values.longitude),
    treesPlanted: numberOrMissing(values.treesPlanted),
  };
}

interface LocationFormProps extends PictureFormProps<LocationInput> {
  location?: Location;
}

/** Creates or edits a planting location, with the contract's rules and their messages. */
export function LocationForm({ location, saving, onSave }: LocationFormProps) {
  const { form, field, submit, image, setImage } = usePictureForm({
    initialValues: valuesOf(location),
    schema: locationInput,
    toInput: toLocationInput,
    onSave,
  });

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      <NameField placeholder="e.g. Mt. Makiling Forest Reserve" {...field('name')} />
      <DescriptionField
        placeholder="What happened at the activity, who joined, which species went in the ground."
        {...field('description')}
      />
      <CoordinatesField
        values={form.values}
        field={field}
        setFieldValue={form.setFieldValue}
        placeholders={{ latitude: 'e.g. 14.1350', longitude: 'e.g. 121.2080' }}
        hint={
          <p className={locationClasses.coordsHint}>
            Decimal degrees. The Philippines lie between about 4.5 and 21 north, 116 and 127 east.
          </p>
        }
      />
      <div className={classes.formGrid}>
        <TextInput label="Activity date" type="date" {...field('activityDate')} />
        <NumberField label="Trees planted" placeholder="e.g. 250" {...field('treesPlanted')} />
      </div>
      <ImageField
        value={image}
        onChange={setImage}
        currentUrl={location?.imageUrl ?? null}
        noun="photo"
        shape="wide"
        preview={(savedUrl) => <LocationPhoto imageUrl={savedUrl} alt="The current photo" />}
      />
      <SaveActions saving={saving} />
    </form>
  );
}
