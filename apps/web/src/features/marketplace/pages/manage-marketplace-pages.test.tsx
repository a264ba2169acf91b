import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '#app/router.tsx';
import { json, stubFetch } from '#test/fetch.ts';
import { economyApi, itemOf, logInPlayer } from '#test/economy-fixtures.tsx';
import { renderRoutes } from '#test/render.tsx';
import { narraSpecies } from '#test/tree-fixtures.ts';
import { catchToasts } from '#test/toasts.ts';
import { ITEM_SAVED_TEXT } from './manage-marketplace-form-page.tsx';

const water = itemOf();
const narraSeedling = itemOf({
  id: 2,
  name: 'Narra seedling',
  kind: 'SEEDLING',
  speciesId: 1,
  speciesName: 'Narra',
  quantityPerPurchase: 1,
  price: 50,
  stock: 0,
  active: false,
});

let show: ReturnType<typeof catchToasts>;

beforeEach(() => {
  logInPlayer({ role: 'ADMIN' });
  show = catchToasts();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin marketplace', { timeout: 20_000 }, () => {
  it('lists every item with its facts and sale state', async () => {
    stubFetch(
      economyApi({ 'GET /api/secure/marketplace/items': json(200, [water, narraSeedling]) }),
    );
    renderRoutes(routes, ['/admin/manage-marketplace/list']);
    const list = await screen.findByRole('list', { name: 'Marketplace items' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('For sale')).toBeTruthy();
    expect(within(first!).getByText('Unlimited')).toBeTruthy();
    expect(within(first!).getByText('20 coins')).toBeTruthy();
    expect(within(second!).getByText('Off sale')).toBeTruthy();
    expect(within(second!).getByText('Sold out')).toBeTruthy();
    expect(within(second!).getByText('Seedling · Narra')).toBeTruthy();
    expect(screen.getByText('2 items, 1 for sale')).toBeTruthy();
  });

  it("asks before deleting, and shows the server's 409 in an error toast", async () => {
    const message =
      'This item was bought 3 times, so it cannot be deleted. Take it off sale instead.';
    stubFetch(
      economyApi({
        'GET /api/secure/marketplace/items': json(200, [water]),
        'DELETE /api/secure/marketplace/item/1': json(
          409,
          { statusCode: 409, error: 'Conflict', code: 'ITEM_INACTIVE', message },
          'Conflict',
        ),
      }),
    );
    renderRoutes(routes, ['/admin/manage-marketplace/list']);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Water ×5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Water ×5?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Error', message: `${message} (Status Code: 409)` }),
      ),
    );
  });

  it('edits an item and goes back to the list', async () => {
    let sent: unknown;
    stubFetch(
      economyApi({
        'GET /api/secure/marketplace/item/2': json(200, narraSeedling),
        'GET /api/secure/tree': json(200, [narraSpecies]),
        'PUT /api/secure/marketplace/item/2': (init) => {
          sent = JSON.parse(String(init?.body));
          return json(200, { ...narraSeedling, price: 60 });
        },
        'GET /api/secure/marketplace/items': json(200, [narraSeedling]),
      }),
    );
    const { router } = renderRoutes(routes, ['/admin/manage-marketplace/2']);
    const price = await screen.findByLabelText('Price (coins)');
    await waitFor(() =>
      expect((screen.getByLabelText('Species') as HTMLSelectElement).value).toBe('1'),
    );
    await userEvent.clear(price);
    await userEvent.type(price, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/manage-marketplace/list'),
    );
    expect(sent).toMatchObject({ kind: 'SEEDLING', speciesId: 1, price: 60, stock: 0 });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Success', message: ITEM_SAVED_TEXT }),
    );
  });
});
