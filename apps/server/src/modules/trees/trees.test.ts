import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, tinyJpeg, tinyPng } from '../../../test/multipart.ts';
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

const fields = (name: string) => ({
  name,
  scientificName: 'Cananga odorata',
  description: 'A fast-growing tree whose fragrant yellow flowers give ylang-ylang oil.',
  rarity: 'uncommon',
  native: 'true',
  co2KgPerYear: '15',
  price: '120',
});

describe('the species catalog', () => {
  it('is seeded with real Philippine species, each with a picture', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/secure/tree',
      token: player.token,
    });
    expect(response.statusCode).toBe(200);
    const species = response.json() as {
      name: string;
      scientificName: string;
      imageUrl: string;
      rarity: string;
      price: number;
      growthFactor: number;
    }[];
    expect(species.length).toBeGreaterThanOrEqual(10);
    expect(species.find((s) => s.name === 'Narra')).toMatchObject({
      scientificName: 'Pterocarpus indicus',
      rarity: 'common',
      price: 50,
      growthFactor: 1,
    });
    expect(species.find((s) => s.name === 'Yakal')).toMatchObject({
      rarity: 'rare',
      price: 300,
      growthFactor: 1.5,
    });
    const picture = await t.request({ method: 'GET', url: species[0]?.imageUrl ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(picture.headers['content-security-policy']).toContain("default-src 'none'");
    expect(picture.body).toContain('<svg');
  });

  it('is read by players and changed only by admins', async () => {
    const create = await t.request({
      method: 'POST',
      url: '/api/secure/tree',
      token: player.token,
      payload: { ...fields('Ilang-ilang'), native: true, co2KgPerYear: 15, price: 120 },
    });
    expect(create.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/secure/tree' })).statusCode).toBe(401);
  });

  it('lets an admin create a species with JSON, and with a picture as multipart', async () => {
    const json = await t.request({
      method: 'POST',
      url: '/api/secure/tree',
      token: admin.token,
      payload: { ...fields('Ilang-ilang'), native: true, co2KgPerYear: 15, price: 120 },
    });
    expect(json.statusCode).toBe(201);
    expect(json.json()).toMatchObject({ name: 'Ilang-ilang', imageUrl: null, growthFactor: 1.25 });

    const form = multipart(fields('Kalumpit'), {
      filename: 'kalumpit.png',
      contentType: 'image/png',
      data: tinyPng,
    });
    const withImage = await t.request({
      method: 'POST',
      url: '/api/secure/tree',
      token: admin.token,
      ...form,
    });
    expect(withImage.statusCode).toBe(201);
    const imageUrl = withImage.json().imageUrl as string;
    expect(imageUrl).toMatch(/^\/api\/files\/[0-9a-f]{64}$/);
    const picture = await t.request({ method: 'GET', url: imageUrl });
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(tinyPng)).toBe(true);

    const jpeg = multipart(fields('Anahaw'), {
      filename: 'photo.bin',
      contentType: 'application/octet-stream',
      data: tinyJpeg,
    });
    const asJpeg = await t.request({
      method: 'POST',
      url: '/api/secure/tree',
      token: admin.token,
      ...jpeg,
    });
    expect(asJpeg.statusCode).toBe(201);
    const jpegPicture = await t.request({ method: 'GET', url: asJpeg.json().imageUrl });
    expect(jpegPicture.headers['content-type']).toBe('image/jpeg');
  });

  it.each([
    [
      'a text file named .png',
      {
        filename: 'evil.png',
        contentType: 'image/png',
        data: Buffer.from('just some text, not an image'),
      },
      415,
      'The image must be a PNG, JPEG or WebP file.',
    ],
    [
      'an SVG with a script',
      {
        filename: 'x.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      },
      415,
      'The image must be a PNG, JPEG or WebP file.',
    ],
    [
      'an empty file',
      { filename: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) },
      415,
      'The image is empty.',
    ],
    [
      'a 3 MB file',
      {
        filename: 'big.png',
        contentType: 'image/png',
        data: Buffer.concat([tinyPng, Buffer.alloc(3 * 1024 * 1024)]),
      },
      413,
      'The image is larger than 2 MB.',
    ],
  ])('refuses %s and stores nothing', async (_label, file, status, message) => {
    const name = `Refused ${status} ${file.filename}`;
    const response = await t.request({
      method: 'POST',
      url: '/api/secure/tree',
      token: admin.token,
      ...multipart(fields(name), file),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    const list = await t.request({ method: 'GET', url: '/api/secure/tree', token: admin.token });
    expect(list.json().some((s: { name: string }) => s.name === name)).toBe(false);
  });

  it.each([
    [{ ...fields('X'), name: 'X' }, 'name: A name has at least 2 characters.'],
    [{ ...fields('Good name'), rarity: 'legendary' }, 'rarity'],
    [{ ...fields('Good name'), price: '-5' }, 'price'],
    [{ ...fields('Good name'), price: 'free' }, 'price: The price is a number of coins.'],
    [
      { ...fields('Good name'), co2KgPerYear: '1.5' },
      'co2KgPerYear: CO2 per year is a whole number of kilograms.',
    ],
    [
      { ...fields('Good name'), native: 'maybe' },
      'native: Say whether the species is native (true or false).',
    ],
    [{ ...fields('Good name'), owner: 'me' }, 'Unknown field "owner" in the body.'],
  ])('refuses bad fields %j', async (body, message) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/secure/tree',
      token: admin.token,
      ...multipart(body as Record<string, string>),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a second species with the same name', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/secure/tree',
      token: admin.token,
      payload: { ...fields('narra'), native: true, co2KgPerYear: 15, price: 120 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A species with this name already exists.');
  });

  it('updates, and deletes a species nobody holds, but not one players hold', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/secure/tree',
      token: admin.token,
      payload: { ...fields('Talisay'), native: true, co2KgPerYear: 12, price: 50 },
    });
    const id = created.json().id as number;
    const updated = await t.request({
      method: 'PUT',
      url: `/api/secure/tree/${id}`,
      token: admin.token,
      payload: {
        ...fields('Talisay'),
        rarity: 'common',
        native: true,
        co2KgPerYear: 20,
        price: 60,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ co2KgPerYear: 20, price: 60, growthFactor: 1 });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/secure/tree/${id}`, token: player.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/secure/tree/${id}`, token: admin.token }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.request({ method: 'GET', url: `/api/secure/tree/${id}`, token: admin.token }))
        .statusCode,
    ).toBe(404);

    const list = await t.request({ method: 'GET', url: '/api/secure/tree', token: admin.token });
    const narra = list.json().find((s: { name: string }) => s.name === 'Narra');
    const held = await t.request({
      method: 'DELETE',
      url: `/api/secure/tree/${narra.id}`,
      token: admin.token,
    });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toMatch(
      /^Players hold this species \(\d+ seedlings?, \d+ planted trees?\), so it cannot be deleted\.$/,
    );
  });

  it('answers 404 for an unknown species and 400 for a malformed id', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/secure/tree/99999', token: player.token }))
        .statusCode,
    ).toBe(404);
    const malformed = await t.request({
      method: 'GET',
      url: '/api/secure/tree/abc',
      token: player.token,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('id: The species id is a number.');
  });
});
