import { apiRoutes, type TreeSpecies } from '@punla/contract';
import { multipart } from '../multipart.ts';
import { uniqueName, type TestApp, type TestPlayer } from '../test-app.ts';

/** A species' fields as a multipart form sends them: every value a string. */
export function speciesFields(name: string): Record<string, string> {
  return {
    name,
    scientificName: 'Cananga odorata',
    description: 'A fast-growing tree whose fragrant yellow flowers give ylang-ylang oil.',
    rarity: 'uncommon',
    native: 'true',
    co2KgPerYear: '15',
    price: '120',
  };
}

/** The same fields as a JSON body sends them. */
export function speciesJson(name: string, overrides: Record<string, unknown> = {}) {
  return { ...speciesFields(name), native: true, co2KgPerYear: 15, price: 120, ...overrides };
}

/** Sends a new species as `caller`: JSON, or a multipart form when a picture comes along. */
export function sendSpecies(
  t: TestApp,
  caller: TestPlayer,
  body: Record<string, unknown>,
  file?: { filename: string; contentType: string; data: Buffer },
) {
  const form = file
    ? multipart(body as Record<string, string>, file)
    : { payload: body as Record<string, unknown> };
  return t.request({ method: 'POST', url: apiRoutes.trees.list, token: caller.token, ...form });
}

/** Creates a species through the API as the admin (a unique name unless one is given). */
export async function createSpecies(
  t: TestApp,
  admin: TestPlayer,
  overrides: Record<string, unknown> = {},
): Promise<TreeSpecies> {
  const response = await sendSpecies(t, admin, speciesJson(uniqueName('Species '), overrides));
  if (response.statusCode !== 201) throw new Error(`species not created: ${response.body}`);
  return response.json<TreeSpecies>();
}

/** The catalog as `player` sees it. */
export async function listSpecies(t: TestApp, player: TestPlayer): Promise<TreeSpecies[]> {
  const response = await t.request({
    method: 'GET',
    url: apiRoutes.trees.list,
    token: player.token,
  });
  return response.json<TreeSpecies[]>();
}
