import { useCallback, type ReactNode } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { LocationMapPicker, pickedCoordinates, pinPosition } from '#shared/map/map-picker.tsx';
import classes from '#shared/ui/admin.module.css';

type CoordinateName = 'latitude' | 'longitude';

interface CoordinatesFieldProps {
  /** The latitude and longitude as typed. */
  values: Record<CoordinateName, string>;
  /** A coordinate input's props from the form: its value, change and error. */
  field: (name: CoordinateName) => TextInputProps;
  /** Fills in a coordinate (the form's setFieldValue): a pick on the map fills both. */
  setFieldValue: (name: CoordinateName, value: string) => void;
  /** Example values shown in the empty inputs. */
  placeholders: Record<CoordinateName, string>;
  /** Said between the inputs and the map. */
  hint?: ReactNode;
}

/**
 * A place on the map: latitude and longitude side by side, and a map below them where a click
 * or a dragged pin fills both and typing moves the pin.
 */
export function CoordinatesField({
  values,
  field,
  setFieldValue,
  placeholders,
  hint,
}: CoordinatesFieldProps) {
  const pick = useCallback(
    (lat: number, lng: number) => {
      const picked = pickedCoordinates(lat, lng);
      setFieldValue('latitude', picked.latitude);
      setFieldValue('longitude', picked.longitude);
    },
    [setFieldValue],
  );

  return (
    <>
      <div className={classes.formGrid}>
        <TextInput
          label="Latitude"
          placeholder={placeholders.latitude}
          inputMode="decimal"
          {...field('latitude')}
        />
        <TextInput
          label="Longitude"
          placeholder={placeholders.longitude}
          inputMode="decimal"
          {...field('longitude')}
        />
      </div>
      {hint}
      <LocationMapPicker position={pinPosition(values.latitude, values.longitude)} onPick={pick} />
    </>
  );
}
