import { NativeSelect, SegmentedControl, Switch, TextInput } from '@mantine/core';
import {
  itemKinds,
  marketplaceItemInput,
  STREAK_SAVER,
  type MarketplaceItem,
  type MarketplaceItemInput,
} from '@punla/contract';
import { DescriptionField, NameField, NumberField } from '#shared/forms/text-fields.tsx';
import {
  numberOrMissing,
  SaveActions,
  usePictureForm,
  type PictureFormProps,
} from '#shared/ui/admin-form.tsx';
import { ImageField } from '#shared/ui/image-field.tsx';
import classes from '#shared/ui/admin.module.css';
import { ItemPicture } from './item-picture.tsx';

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
  STREAK_SAVER: 'Streak saver',
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

/** The form's values as the contract's marketplaceItemInput reads them. */
export function toItemInput(values: ItemFormValues) {
  return {
    name: values.name,
    description: values.description,
    kind: values.kind,
    // Only a seedling has a species; for water and fertilizer any earlier choice is dropped.
    speciesId:
      values.kind === 'SEEDLING' && values.speciesId !== '' ? Number(values.speciesId) : null,
    // A player holds at most one streak saver, so one comes with each purchase.
    quantityPerPurchase:
      values.kind === 'STREAK_SAVER' ? 1 : numberOrMissing(values.quantityPerPurchase),
    price: numberOrMissing(values.price),
    stock: values.stock.trim() === '' ? null : Number(values.stock.trim()),
    active: values.active,
  };
}

export interface SpeciesChoice {
  id: number;
  name: string;
}

interface MarketplaceItemFormProps extends PictureFormProps<MarketplaceItemInput> {
  item?: MarketplaceItem;
  species: SpeciesChoice[];
  speciesLoading: boolean;
}

/** Creates or edits a marketplace item, with the contract's rules and their messages. */
export function MarketplaceItemForm({
  item,
  species,
  speciesLoading,
  saving,
  onSave,
}: MarketplaceItemFormProps) {
  const { form, field, submit, image, setImage } = usePictureForm({
    initialValues: valuesOf(item),
    schema: marketplaceItemInput,
    toInput: toItemInput,
    onSave,
    // The first field to fix may be far up the form (the species): take the player there.
    onInvalid: (errors) => {
      const first = Object.keys(errors)[0];
      if (first) document.querySelector<HTMLElement>(`[data-path="${first}"]`)?.focus();
    },
  });
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
          size="md"
          radius="md"
          disabled={speciesLoading}
          data={[
            { value: '', label: speciesLoading ? 'Loading the species…' : 'Choose a species' },
            ...species.map((choice) => ({ value: String(choice.id), label: choice.name })),
          ]}
          {...field('speciesId')}
        />
      )}
      <div className={classes.formGrid}>
        <NameField {...field('name')} />
        {kind === 'STREAK_SAVER' ? (
          <TextInput
            label="Pack size"
            description={`Always 1: a player holds at most ${STREAK_SAVER.maxHeld}`}
            value="1"
            disabled
            readOnly
          />
        ) : (
          <NumberField
            label="Pack size"
            description={
              kind === 'SEEDLING' ? 'Seedlings in one purchase' : 'Units in one purchase, e.g. 5'
            }
            {...field('quantityPerPurchase')}
          />
        )}
      </div>
      <DescriptionField autosize minRows={2} maxRows={6} {...field('description')} />
      <div className={classes.formGrid}>
        <NumberField label="Price (coins)" description="For one pack" {...field('price')} />
        <NumberField
          label="Stock"
          description="Packs left to sell; leave empty for unlimited"
          placeholder="Unlimited"
          {...field('stock')}
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
      <ImageField
        value={image}
        onChange={setImage}
        currentUrl={item?.imageUrl ?? null}
        hint="PNG, JPEG or WebP, up to 2 MB. Without one, a drawing is shown."
        preview={(savedUrl) => (
          <ItemPicture
            item={{
              kind,
              imageUrl: savedUrl,
              name: form.values.name || 'Item',
              speciesName: chosenSpecies?.name ?? item?.speciesName ?? null,
            }}
          />
        )}
      />
      <SaveActions saving={saving} />
    </form>
  );
}
