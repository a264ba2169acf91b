import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { createLocation, locationFields, sendLocation } from '../../../test/factories/locations.ts';
import { tinyPng } from '../../../test/multipart.ts';
import { usePlayer, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });
const player = usePlayer(t);

const site = locationFields({ name: 'La Mesa Watershed' });
const one = (locationId: number) => pathTo(apiRoutes.locations.one, { locationId });

describe('planting locations', () => {
  it('are created by admins (with a photo) and read by players', async () => {
    const created = await createLocation(t, admin, site, tinyPng);
    expect(created).toMatchObject({ ...site, imageUrl: expect.stringMatching(/^\/api\/files\//) });
    const list = await t.request({
      method: 'GET',
      url: apiRoutes.locations.list,
      token: player.token,
    });
    expect(list.json()).toEqual([created]);
    const edited = await t.request({
      method: 'PUT',
      url: one(created.id),
      token: admin.token,
      payload: { ...site, treesPlanted: 300 },
    });
    expect(edited.json()).toMatchObject({ treesPlanted: 300, imageUrl: created.imageUrl });
    expect((await sendLocation(t, player, site)).statusCode).toBe(403);
    const deleted = await t.request({ method: 'DELETE', url: one(created.id), token: admin.token });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.request({ method: 'GET', url: one(created.id), token: player.token });
    expect(gone.statusCode).toBe(404);
  });

  it.each([
    [{ ...site, latitude: 91 }, 'latitude: The latitude is between -90 and 90.'],
    [{ ...site, longitude: -181 }, 'longitude: The longitude is between -180 and 180.'],
    [{ ...site, latitude: 'north' }, 'latitude: The latitude is a number.'],
    [
      { ...site, activityDate: '21/03/2026' },
      'activityDate: The activity date is a date like 2026-03-21.',
    ],
    [{ ...site, treesPlanted: -1 }, 'treesPlanted: Trees planted is at least 0.'],
    [{ ...site, treesPlanted: 2.5 }, 'treesPlanted: Trees planted is a whole number.'],
    [{ ...site, secret: true }, 'Unknown field "secret" in the body.'],
  ])('refuses %j', async (payload, message) => {
    const response = await sendLocation(t, admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
