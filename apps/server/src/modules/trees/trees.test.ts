import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { createItem } from '../../../test/factories/marketplace.ts';
import { multipart, tinyJpeg, tinyPng } from '../../../test/multipart.ts';
import { createPlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';
import {
  createSpecies,
  listSpecies,
  sendSpecies,
  speciesFields,
  speciesJson,
} from '../../../test/factories/trees.ts';

const t = useTestApp();
let admin: TestPlayer;
let player: TestPlayer;
beforeAll(async () => {
  admin = await createPlayer(t, { role: 'ADMIN' });
  player = await createPlayer(t);
});

const speciesUrl = (id: number | string) => pathTo(apiRoutes.trees.one, { id });
const request = (method: 'GET' | 'PUT' | 'DELETE', url: string, caller: TestPlayer) =>
  t.request({ method, url, token: caller.token });

describe('the species catalog', () => {
  it('is seeded with real Philippine species, each with a picture', async () => {
    const response = await request('GET', apiRoutes.trees.list, player);
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
    const create = await sendSpecies(t, player, speciesJson('Ilang-ilang'));
    expect(create.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: apiRoutes.trees.list })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown species and 400 for a malformed id', async () => {
    expect((await request('GET', speciesUrl(99999), player)).statusCode).toBe(404);
    const malformed = await request('GET', speciesUrl('abc'), player);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('id: The species id is a number.');
  });
});

describe('creating a species', () => {
  it('lets an admin create a species with JSON, and with a picture as multipart', async () => {
    const json = await sendSpecies(t, admin, speciesJson('Ilang-ilang'));
    expect(json.statusCode).toBe(201);
    expect(json.json()).toMatchObject({ name: 'Ilang-ilang', imageUrl: null, growthFactor: 1.25 });

    const withImage = await sendSpecies(t, admin, speciesFields('Kalumpit'), {
      filename: 'kalumpit.png',
      contentType: 'image/png',
      data: tinyPng,
    });
    expect(withImage.statusCode).toBe(201);
    const imageUrl = withImage.json().imageUrl as string;
    expect(imageUrl).toMatch(/^\/api\/files\/[0-9a-f]{64}$/);
    const picture = await t.request({ method: 'GET', url: imageUrl });
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(tinyPng)).toBe(true);

    const asJpeg = await sendSpecies(t, admin, speciesFields('Anahaw'), {
      filename: 'photo.bin',
      contentType: 'application/octet-stream',
      data: tinyJpeg,
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
    const response = await sendSpecies(t, admin, speciesFields(name), file);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect((await listSpecies(t, admin)).some((s) => s.name === name)).toBe(false);
  });

  it.each([
    [{ ...speciesFields('X'), name: 'X' }, 'name: A name has at least 2 characters.'],
    [{ ...speciesFields('Good name'), rarity: 'legendary' }, 'rarity'],
    [{ ...speciesFields('Good name'), price: '-5' }, 'price'],
    [{ ...speciesFields('Good name'), price: 'free' }, 'price: The price is a number of coins.'],
    [
      { ...speciesFields('Good name'), co2KgPerYear: '1.5' },
      'co2KgPerYear: CO2 per year is a whole number of kilograms.',
    ],
    [
      { ...speciesFields('Good name'), native: 'maybe' },
      'native: Say whether the species is native (true or false).',
    ],
    [{ ...speciesFields('Good name'), owner: 'me' }, 'Unknown field "owner" in the body.'],
  ])('refuses bad fields %j', async (body, message) => {
    const response = await t.request({
      method: 'POST',
      url: apiRoutes.trees.list,
      token: admin.token,
      ...multipart(body as Record<string, string>),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a second species with the same name', async () => {
    const response = await sendSpecies(t, admin, speciesJson('narra'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A species with this name already exists.');
  });
});

describe('changing and deleting a species', () => {
  it('updates, and deletes a species nobody holds, but not one players hold', async () => {
    const { id } = await createSpecies(t, admin, { name: 'Talisay', co2KgPerYear: 12, price: 50 });
    const updated = await t.request({
      method: 'PUT',
      url: speciesUrl(id),
      token: admin.token,
      payload: speciesJson('Talisay', { rarity: 'common', co2KgPerYear: 20, price: 60 }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ co2KgPerYear: 20, price: 60, growthFactor: 1 });
    expect((await request('DELETE', speciesUrl(id), player)).statusCode).toBe(403);
    expect((await request('DELETE', speciesUrl(id), admin)).statusCode).toBe(204);
    expect((await request('GET', speciesUrl(id), admin)).statusCode).toBe(404);

    const narra = (await listSpecies(t, admin)).find((s) => s.name === 'Narra');
    const held = await request('DELETE', speciesUrl(narra?.id ?? 0), admin);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toMatch(
      /^Players hold this species \(\d+ seedlings?, \d+ planted trees?\), so it cannot be deleted\.$/,
    );
  });

  it('refuses to delete a species the marketplace sells, and says which items to remove', async () => {
    const { id } = await createSpecies(t, admin);
    await createItem(t, admin, { kind: 'SEEDLING', speciesId: id });
    const refused = await request('DELETE', speciesUrl(id), admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SPECIES_IN_USE',
      message: 'The marketplace sells this species (1 item); delete that item first.',
    });
    expect((await request('GET', speciesUrl(id), admin)).statusCode).toBe(200);
  });
});
