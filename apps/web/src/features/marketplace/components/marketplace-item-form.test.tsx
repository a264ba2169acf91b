import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '#test/render.tsx';
import { itemOf } from '#test/economy-fixtures.tsx';
import { marketplaceItemBody } from '../api/save-marketplace-item.ts';
import { MarketplaceItemForm } from './marketplace-item-form.tsx';

const species = [
  { id: 1, name: 'Narra' },
  { id: 2, name: 'Yakal' },
];

const SEEDLING_NEEDS_SPECIES = 'A seedling item needs a species; other items have none.';

/** Types by pasting: one input event instead of one per letter. */
async function fill(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

function renderForm(onSave = vi.fn(), item?: ReturnType<typeof itemOf>) {
  renderWithProviders(
    <MarketplaceItemForm
      item={item}
      species={species}
      speciesLoading={false}
      saving={false}
      onSave={onSave}
    />,
  );
  return onSave;
}

describe('marketplace item form', { timeout: 20_000 }, () => {
  it("asks a seedling for its species, with the contract's message", async () => {
    const onSave = renderForm();
    await fill('Name', 'Narra seedling');
    await fill('Description', 'A young Narra tree.');
    await fill('Price (coins)', '50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SEEDLING_NEEDS_SPECIES)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.selectOptions(screen.getByLabelText('Species'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      name: 'Narra seedling',
      description: 'A young Narra tree.',
      kind: 'SEEDLING',
      speciesId: 1,
      quantityPerPurchase: 1,
      price: 50,
      stock: null,
      active: true,
    });
  });

  it('checks the other fields with the same rules as the server', async () => {
    const onSave = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Water' }));
    expect(screen.queryByLabelText('Species')).toBeNull();
    await fill('Name', 'W');
    await fill('Pack size', '0');
    await fill('Stock', '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A name has at least 2 characters.')).toBeTruthy();
    expect(screen.getByText('A description has at least 5 characters.')).toBeTruthy();
    expect(screen.getByText('The quantity per purchase is at least 1.')).toBeTruthy();
    expect(screen.getByText('The price is a number.')).toBeTruthy();
    expect(screen.getByText('The stock is at least 0.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('edits an item: its values filled in; an empty stock is unlimited; off sale', async () => {
    const onSave = renderForm(vi.fn(), itemOf({ stock: 12 }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Water ×5');
    await userEvent.clear(screen.getByLabelText('Stock'));
    await userEvent.click(screen.getByRole('switch', { name: /For sale/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      kind: 'WATER',
      speciesId: null,
      stock: null,
      active: false,
    });
  });

  it('sends a picture as multipart, with null fields as empty text', () => {
    const image = new File(['png'], 'water.png', { type: 'image/png' });
    const input = {
      name: 'Water ×5',
      description: 'Five waterings.',
      kind: 'WATER' as const,
      speciesId: null,
      quantityPerPurchase: 5,
      price: 20,
      stock: null,
      active: true,
    };
    expect(marketplaceItemBody(input)).toEqual(input);
    const form = marketplaceItemBody(input, image) as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('stock')).toBe('');
    expect(form.get('speciesId')).toBe('');
    expect(form.get('active')).toBe('true');
    expect(form.get('price')).toBe('20');
    expect((form.get('image') as File).name).toBe('water.png');
  });
});
