import { useState } from 'react';
import { NativeSelect, SegmentedControl, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  itemKinds,
  marketplaceItemInput,
  type MarketplaceItem,
  type MarketplaceItemInput,
} from '@punla/contract';
import { schemaErrors } from '../../../shared/form-validation.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { ItemImagePicker } from './item-image-picker.tsx';
import classes from './manage-marketplace.module.css';

type ItemKind = MarketplaceItem['kind'];

export interface ItemFormValues {
  name: string;
  description: string;
  kind: ItemKind;
  /** The chosen species' id as text; '' for none. */
  speciesId: string;
  /** Number fields hold the text typed. */
  quantityPerPurchase: string;
  price: string;
  /** Empty means unlimited. */
  stock: string;
  active: boolean;
}

export const kindLabels: Record<ItemKind, string> = {
  SEEDLING: 'Seedling',
  WATER: 'Water',
  FERTILIZER: 'Fertilizer',
};

const emptyValues: ItemFormValues = {
  name: '',
  description: '',
  kind: 'SEEDLING',
  speciesId: '',
  quantityPerPurchase: '1',
  price: '',
  stock: '',
  active: true,
};

function valuesOf(item: MarketplaceItem | undefined): ItemFormValues {
  if (!item) return emptyValues;
  return {
    name: item.name,
    description: item.description,
    kind: item.kind,
    speciesId: item.speciesId === null ? '' : String(item.speciesId),
    quantityPerPurchase: String(item.quantityPerPurchase),
    price: String(item.price),
    stock: item.stock === null ? '' : String(item.stock),
    active: item.active,
  };
}

/** An empty number field is missing, not 0 (the schema would read '' as 0). */
const numberOrMissing = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));

/** The form's values as the contract's marketplaceItemInput reads them. */
export function toItemInput(values: ItemFormValues) {
  return {
    name: values.name,
    description: values.description,
    kind: values.kind,
    // Only a seedling has a species; for water and fertilizer any earlier choice is dropped.
    speciesId:
      values.kind === 'SEEDLING' && values.speciesId !== '' ? Number(values.speciesId) : null,
    quantityPerPurchase: numberOrMissing(values.quantityPerPurchase),
    price: numberOrMissing(values.price),
    stock: values.stock.trim() === '' ? null : Number(values.stock.trim()),
    active: values.active,
  };
}

export interface SpeciesChoice {
  id: number;
  name: string;
}

interface MarketplaceItemFormProps {
  item?: MarketplaceItem;
  species: SpeciesChoice[];
  speciesLoading: boolean;
  saving: boolean;
  onSave: (input: MarketplaceItemInput, image: File | null) => void;
}

/** Creates or edits a marketplace item, with the contract's rules and their messages. */
export function MarketplaceItemForm({
  item,
  species,
  speciesLoading,
  saving,
  onSave,
}: MarketplaceItemFormProps) {
  const [image, setImage] = useState<File | null>(null);
  const form = useForm<ItemFormValues>({
    mode: 'controlled',
    initialValues: valuesOf(item),
    validate: (values) => schemaErrors(marketplaceItemInput, toItemInput(values)),
  });
  const submit = form.onSubmit(
    (values) => onSave(marketplaceItemInput.parse(toItemInput(values)), image),
    // The first field to fix may be far up the form (the species): take the player there.
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) document.querySelector<HTMLElement>(`[data-path="${first}"]`)?.focus();
    },
  );
  const labels = { label: classes.label };
  const { kind } = form.values;
  const chosenSpecies = species.find((choice) => String(choice.id) === form.values.speciesId);

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      <div className={classes.field}>
        <span className={classes.label} id="item-kind-label">
          Kind
        </span>
        <SegmentedControl
          aria-labelledby="item-kind-label"
          fullWidth
          radius="md"
          size="md"
          color="leaf"
          data={itemKinds.map((value) => ({ value, label: kindLabels[value] }))}
          {...form.getInputProps('kind')}
        />
      </div>
      {kind === 'SEEDLING' && (
        <NativeSelect
          label="Species"
          description="The tree whose seedlings this item sells"
          classNames={labels}
          size="md"
          radius="md"
          disabled={speciesLoading}
          data={[
            { value: '', label: speciesLoading ? 'Loading the species…' : 'Choose a species' },
            ...species.map((choice) => ({ value: String(choice.id), label: choice.name })),
          ]}
          {...form.getInputProps('speciesId')}
        />
      )}
      <div className={classes.formGrid}>
        <TextInput label="Name" classNames={labels} {...form.getInputProps('name')} />
        <TextInput
          label="Pack size"
          description={
            kind === 'SEEDLING' ? 'Seedlings in one purchase' : 'Units in one purchase, e.g. 5'
          }
          classNames={labels}
          inputMode="numeric"
          {...form.getInputProps('quantityPerPurchase')}
        />
      </div>
      <Textarea
        label="Description"
        classNames={labels}
        autosize
        minRows={2}
        maxRows={6}
        size="md"
        radius="md"
        {...form.getInputProps('description')}
      />
      <div className={classes.formGrid}>
        <TextInput
          label="Price (coins)"
          description="For one pack"
          classNames={labels}
          inputMode="numeric"
          {...form.getInputProps('price')}
        />
        <TextInput
          label="Stock"
          description="Packs left to sell; leave empty for unlimited"
          placeholder="Unlimited"
          classNames={labels}
          inputMode="numeric"
          {...form.getInputProps('stock')}
        />
      </div>
      <Switch
        size="md"
        color="leaf"
        label="For sale"
        description="Players see and buy only items that are for sale"
        classNames={{ label: classes.switchLabel }}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
      <ItemImagePicker
        value={image}
        onChange={setImage}
        item={{
          kind,
          imageUrl: item?.imageUrl ?? null,
          name: form.values.name || 'Item',
          speciesName: chosenSpecies?.name ?? item?.speciesName ?? null,
        }}
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
