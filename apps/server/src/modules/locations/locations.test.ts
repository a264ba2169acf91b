import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, tinyPng } from '../../../test/multipart.ts';
import {
  createPlayer,
  createTestApp,
  type TestApp,
  type TestPlayer,
} from '../../../test/test-app.ts';

let t: TestApp;
let admin: TestPlayer;
let player: TestPlayer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createPlayer(t, { role: 'ADMIN' });
  player = await createPlayer(t);
});
afterAll(() => t.close());

const site = {
  name: 'La Mesa Watershed',
  description: 'Planting native seedlings along the reservoir trail.',
  latitude: 14.7137,
  longitude: 121.0859,
  activityDate: '2026-03-21',
  treesPlanted: 250,
};

describe('planting locations', () => {
  it('are created by admins (with a photo) and read by players', async () => {
    const form = multipart(
      Object.fromEntries(Object.entries(site).map(([k, v]) => [k, String(v)])),
      { filename: 'site.png', contentType: 'image/png', data: tinyPng },
    );
    const created = await t.request({
      method: 'POST',
      url: '/api/secure/location',
      token: admin.token,
      ...form,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      ...site,
      imageUrl: expect.stringMatching(/^\/api\/files\//),
    });
    const list = await t.request({
      method: 'GET',
      url: '/api/secure/location',
      token: player.token,
    });
    expect(list.json()).toEqual([created.json()]);
    const edited = await t.request({
      method: 'PUT',
      url: `/api/secure/location/${created.json().id}`,
      token: admin.token,
      payload: { ...site, treesPlanted: 300 },
    });
    expect(edited.json()).toMatchObject({ treesPlanted: 300, imageUrl: created.json().imageUrl });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/secure/location',
          token: player.token,
          payload: site,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/secure/location/${created.json().id}`,
          token: admin.token,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/secure/location/${created.json().id}`,
          token: player.token,
        })
      ).statusCode,
    ).toBe(404);
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
    const response = await t.request({
      method: 'POST',
      url: '/api/secure/location',
      token: admin.token,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
