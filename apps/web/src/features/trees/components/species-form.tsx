import { SegmentedControl, Switch, TextInput } from '@mantine/core';
import {
  RARITIES,
  treeSpeciesInput,
  type Rarity,
  type TreeSpecies,
  type TreeSpeciesInput,
} from '@punla/contract';
import { DescriptionField, NameField, NumberField } from '#shared/forms/text-fields.tsx';
import {
  numberOrMissing,
  SaveActions,
  usePictureForm,
  type PictureFormProps,
} from '#shared/ui/admin-form.tsx';
import { ImageField } from '#shared/ui/image-field.tsx';
import { TreePicture } from '#shared/ui/tree-picture.tsx';
import classes from '#shared/ui/admin.module.css';

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

/** The form's values as the contract's treeSpeciesInput reads them. */
export function toSpeciesInput(values: SpeciesFormValues) {
  return {
    ...values,
    co2KgPerYear: numberOrMissing(values.co2KgPerYear),
    price: numberOrMissing(values.price),
  };
}

interface SpeciesFormProps extends PictureFormProps<TreeSpeciesInput> {
  species?: TreeSpecies;
}

/** Creates or edits a species, with the contract's rules and their messages. */
export function SpeciesForm({ species, saving, onSave }: SpeciesFormProps) {
  const { form, field, submit, image, setImage } = usePictureForm({
    initialValues: valuesOf(species),
    schema: treeSpeciesInput,
    toInput: toSpeciesInput,
    onSave,
  });

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      <div className={classes.formGrid}>
        <NameField {...field('name')} />
        <TextInput
          label="Scientific name"
          {...field('scientificName')}
          classNames={{ label: classes.label, input: classes.italic }}
        />
      </div>
      <DescriptionField {...field('description')} />
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
        <NumberField
          label="CO₂ per year (kg)"
          description="What a mature tree absorbs in a year"
          {...field('co2KgPerYear')}
        />
        <NumberField
          label="Price (coins)"
          description="Price of a seedling in the marketplace"
          {...field('price')}
        />
      </div>
      <ImageField
        value={image}
        onChange={setImage}
        currentUrl={species?.imageUrl ?? null}
        preview={(savedUrl) => (
          <TreePicture
            imageUrl={savedUrl}
            scientificName={form.values.scientificName || 'Unknown'}
            stage={5}
            backdrop
            alt={species?.imageUrl ? 'The current picture' : 'The drawing used without a picture'}
          />
        )}
      />
      <SaveActions saving={saving} />
    </form>
  );
}
