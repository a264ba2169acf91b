import { apiRoutes, type Location } from '@punla/contract';
import { multipart } from '../multipart.ts';
import { uniqueName, type TestApp, type TestPlayer } from '../test-app.ts';

/** A valid location's fields, with a unique name. */
export function locationFields(overrides: Record<string, unknown> = {}) {
  return {
    name: uniqueName('Site '),
    description: 'Planting native seedlings along the reservoir trail.',
    latitude: 14.7137,
    longitude: 121.0859,
    activityDate: '2026-03-21',
    treesPlanted: 250,
    ...overrides,
  };
}

/** Sends a new location as the admin: JSON, or a multipart form when a picture comes along. */
export function sendLocation(
  t: TestApp,
  admin: TestPlayer,
  fields: Record<string, unknown>,
  image?: Buffer,
) {
  const body = image
    ? multipart(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), {
        filename: 'site.png',
        contentType: 'image/png',
        data: image,
      })
    : { payload: fields };
  return t.request({ method: 'POST', url: apiRoutes.locations.list, token: admin.token, ...body });
}

/** Creates a planting location through the API. */
export async function createLocation(
  t: TestApp,
  admin: TestPlayer,
  overrides: Record<string, unknown> = {},
  image?: Buffer,
): Promise<Location> {
  const response = await sendLocation(t, admin, locationFields(overrides), image);
  if (response.statusCode !== 201) throw new Error(`location not created: ${response.body}`);
  return response.json<Location>();
}
