import { useState } from 'react';
import { SegmentedControl, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  RARITIES,
  treeSpeciesInput,
  type Rarity,
  type TreeSpecies,
  type TreeSpeciesInput,
} from '@punla/contract';
import { schemaErrors } from '../../../shared/form-validation.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { ImagePicker } from './image-picker.tsx';
import classes from './trees.module.css';

export interface SpeciesFormValues {
  name: string;
  scientificName: string;
  description: string;
  rarity: Rarity;
  native: boolean;
  /** Number fields hold the text typed. */
  co2KgPerYear: string;
  price: string;
}

const emptyValues: SpeciesFormValues = {
  name: '',
  scientificName: '',
  description: '',
  rarity: 'common',
  native: true,
  co2KgPerYear: '',
  price: '',
};

function valuesOf(species: TreeSpecies | undefined): SpeciesFormValues {
  if (!species) return emptyValues;
  const { name, scientificName, description, rarity, native, co2KgPerYear, price } = species;
  return {
    name,
    scientificName,
    description,
    rarity,
    native,
    co2KgPerYear: String(co2KgPerYear),
    price: String(price),
  };
}

/** An empty number field is missing, not 0 (the schema would read '' as 0). */
const numberOrMissing = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));

/** The form's values as the contract's treeSpeciesInput reads them. */
export function toSpeciesInput(values: SpeciesFormValues) {
  return {
    ...values,
    co2KgPerYear: numberOrMissing(values.co2KgPerYear),
    price: numberOrMissing(values.price),
  };
}

interface SpeciesFormProps {
  species?: TreeSpecies;
  saving: boolean;
  onSave: (input: TreeSpeciesInput, image: File | null) => void;
}

/** Creates or edits a species, with the contract's rules and their messages. */
export function SpeciesForm({ species, saving, onSave }: SpeciesFormProps) {
  const [image, setImage] = useState<File | null>(null);
  const form = useForm<SpeciesFormValues>({
    mode: 'controlled',
    initialValues: valuesOf(species),
    validate: (values) => schemaErrors(treeSpeciesInput, toSpeciesInput(values)),
  });
  const submit = form.onSubmit((values) =>
    onSave(treeSpeciesInput.parse(toSpeciesInput(values)), image),
  );
  const labels = { label: classes.label };

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      <div className={classes.formGrid}>
        <TextInput label="Name" classNames={labels} {...form.getInputProps('name')} />
        <TextInput
          label="Scientific name"
          classNames={{ ...labels, input: classes.italic }}
          {...form.getInputProps('scientificName')}
        />
      </div>
      <Textarea
        label="Description"
        classNames={labels}
        rows={4}
        resize="vertical"
        size="md"
        radius="md"
        {...form.getInputProps('description')}
      />
      <div className={classes.formGrid}>
        <div className={classes.field}>
          <span className={classes.label} id="rarity-label">
            Rarity
          </span>
          <SegmentedControl
            aria-labelledby="rarity-label"
            fullWidth
            radius="md"
            size="md"
            color="leaf"
            data={RARITIES.map((rarity) => ({
              value: rarity,
              label: rarity[0]!.toUpperCase() + rarity.slice(1),
            }))}
            {...form.getInputProps('rarity')}
          />
          {typeof form.errors.rarity === 'string' && (
            <span className={classes.fieldError}>{form.errors.rarity}</span>
          )}
        </div>
        <div className={classes.field}>
          <span className={classes.label}>Origin</span>
          <Switch
            size="md"
            color="leaf"
            label="Native to the Philippines"
            classNames={{ label: classes.switchLabel }}
            {...form.getInputProps('native', { type: 'checkbox' })}
          />
        </div>
      </div>
      <div className={classes.formGrid}>
        <TextInput
          label="CO₂ per year (kg)"
          description="What a mature tree absorbs in a year"
          classNames={labels}
          inputMode="numeric"
          {...form.getInputProps('co2KgPerYear')}
        />
        <TextInput
          label="Price (coins)"
          description="Price of a seedling in the marketplace"
          classNames={labels}
          inputMode="numeric"
          {...form.getInputProps('price')}
        />
      </div>
      <ImagePicker
        value={image}
        onChange={setImage}
        currentUrl={species?.imageUrl ?? null}
        scientificName={form.values.scientificName}
      />
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
