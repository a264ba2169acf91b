import { apiRoutes, pathTo, type MarketplaceItem } from '@punla/contract';
import { uniqueName, type TestApp, type TestPlayer } from '../test-app.ts';

/** Creates an item through the API as the admin: a cheap water item on sale unless told. */
export async function createItem(
  t: TestApp,
  admin: TestPlayer,
  values: Record<string, unknown> = {},
): Promise<MarketplaceItem> {
  const response = await t.request({
    method: 'POST',
    url: apiRoutes.marketplace.create,
    token: admin.token,
    payload: {
      name: uniqueName('Item '),
      description: 'An item for a test.',
      kind: 'WATER',
      quantityPerPurchase: 1,
      price: 1,
      active: true,
      ...values,
    },
  });
  if (response.statusCode !== 201) throw new Error(`item not created: ${response.body}`);
  return response.json<MarketplaceItem>();
}

/** The items `player` sees in the marketplace. */
export async function listItems(t: TestApp, player: TestPlayer): Promise<MarketplaceItem[]> {
  const response = await t.request({
    method: 'GET',
    url: apiRoutes.marketplace.items,
    token: player.token,
  });
  return response.json<MarketplaceItem[]>();
}

/** The catalog's item of that name (the starting catalog's packs and seedlings). */
export async function findItem(
  t: TestApp,
  player: TestPlayer,
  name: string,
): Promise<MarketplaceItem> {
  const item = (await listItems(t, player)).find((i) => i.name === name);
  if (!item) throw new Error(`no item named ${name}`);
  return item;
}

export function getItem(t: TestApp, player: TestPlayer, itemId: number) {
  return t.request({
    method: 'GET',
    url: pathTo(apiRoutes.marketplace.item, { itemId }),
    token: player.token,
  });
}

export function deleteItem(t: TestApp, admin: TestPlayer, itemId: number) {
  return t.request({
    method: 'DELETE',
    url: pathTo(apiRoutes.marketplace.item, { itemId }),
    token: admin.token,
  });
}

/** Buys for `player` (as `caller`, the player by default), with any extra headers. */
export function buyItem(
  t: TestApp,
  player: TestPlayer,
  itemId: number,
  quantity: unknown,
  caller = player,
  headers: Record<string, string> = {},
) {
  return t.request({
    method: 'POST',
    url: pathTo(apiRoutes.marketplace.buy, { itemId, userId: player.user.id }),
    token: caller.token,
    payload: { quantity },
    headers,
  });
}
