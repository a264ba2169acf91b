import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { listSeasons, saveSeason } from '../../../test/factories/seasons.ts';
import {
  createPlayer,
  usePlayer,
  useTestApp,
  relogin,
  type TestPlayer,
} from '../../../test/test-app.ts';

const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });

const save = (payload: object, id?: number) => saveSeason(t, admin, payload, id);
const post = (url: string, player: TestPlayer, payload?: object) =>
  t.request({ method: 'POST', url, token: player.token, payload });
const seedlingCount = async (player: TestPlayer) => {
  const response = await t.request({
    method: 'GET',
    url: pathTo(apiRoutes.inventory.seedlings, { userId: player.user.id }),
    token: player.token,
  });
  return (response.json() as { quantity: number }[]).reduce((sum, item) => sum + item.quantity, 0);
};

describe('seasons', () => {
  it('a fresh install has a first season around today', async () => {
    const [first] = await listSeasons(t, admin);
    // The test clock stands at 2026-06-01T02:00Z, 10:00 in Manila.
    expect(first).toMatchObject({
      name: 'Season 1',
      startDate: '2026-05-31T16:00:00.000Z',
      endDate: '2026-08-31T16:00:00.000Z',
      current: true,
      daysLeft: 92,
    });
  });

  it('creates, edits and refuses overlapping seasons with the other season named', async () => {
    const rainy = { startDate: '2026-09-01T00:00:00+08:00', endDate: '2026-12-01T00:00:00+08:00' };
    const created = await save({ name: 'Rainy season', ...rainy });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Rainy season', current: false, daysLeft: null });
    const overlapping = await save({
      name: 'Too early',
      startDate: '2026-08-15T00:00:00+08:00',
      endDate: '2026-09-15T00:00:00+08:00',
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toBe(
      'This season overlaps "Season 1" (2026-06-01 to 2026-08-31). Seasons cannot overlap.',
    );
    const adjacent = await save({
      name: 'Next',
      startDate: '2026-12-01T00:00:00+08:00',
      endDate: '2027-03-01T00:00:00+08:00',
    });
    expect(adjacent.statusCode).toBe(201);
    const monsoon = { name: 'Monsoon', startDate: rainy.startDate };
    const edited = await save(
      { ...monsoon, endDate: '2026-11-30T00:00:00+08:00' },
      created.json().id,
    );
    expect(edited.json().name).toBe('Monsoon');
    const editOverlap = await save(
      { ...monsoon, endDate: '2026-12-15T00:00:00+08:00' },
      created.json().id,
    );
    expect(editOverlap.statusCode).toBe(409);
    const deleted = await t.request({
      method: 'DELETE',
      url: pathTo(apiRoutes.seasons.one, { id: adjacent.json().id }),
      token: admin.token,
    });
    expect(deleted.statusCode).toBe(204);
  });

  it.each([
    [
      { name: 'Backwards', startDate: '2027-05-01T00:00:00Z', endDate: '2027-04-01T00:00:00Z' },
      'endDate: The season must end after it starts.',
    ],
    [
      { name: 'No time', startDate: '2027-05-01', endDate: '2027-06-01T00:00:00Z' },
      'startDate: startDate is a date and time in ISO 8601',
    ],
    [
      { name: 'X', startDate: '2027-05-01T00:00:00Z', endDate: '2027-06-01T00:00:00Z' },
      'name: A name has at least 2 characters.',
    ],
    [
      { startDate: '2027-05-01T00:00:00Z', endDate: '2027-06-01T00:00:00Z' },
      'name: This field is required.',
    ],
  ])('refuses %j', async (payload, message) => {
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses to delete a season with XP, and players cannot manage seasons', async () => {
    const player = await createPlayer(t);
    await post(pathTo(apiRoutes.quests.claim, { userId: player.user.id }), player, {
      quest: 'DAILY_LOGIN',
    });
    const current = (await listSeasons(t, player)).find((s) => s.current);
    const refused = await t.request({
      method: 'DELETE',
      url: pathTo(apiRoutes.seasons.one, { id: current?.id ?? 0 }),
      token: admin.token,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Players have earned XP in this season, so it cannot be deleted.',
    );
    expect((await post(apiRoutes.seasons.list, player, {})).statusCode).toBe(403);
    expect((await post(apiRoutes.seasons.sendFreeSeedlings, player)).statusCode).toBe(403);
  });
});

describe('season rollover', () => {
  it('makes earlier growing trees dormant and sends free seedlings, each safe to repeat', async () => {
    const player = await createPlayer(t);
    const inventory = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.inventory.seedlings, { userId: player.user.id }),
      token: player.token,
    });
    const planted = await post(
      pathTo(apiRoutes.plantedTrees.plant, {
        userId: player.user.id,
        inventoryId: inventory.json()[0].id,
      }),
      player,
    );
    const treeId = planted.json().id as string;
    // The tree was planted in the first season; move to the next one.
    t.clock.set(new Date('2026-09-10T00:00:00Z'));
    await relogin(t, admin);
    await relogin(t, player);

    const first = await post(apiRoutes.seasons.disablePreviousSeasonTrees, admin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      action: 'disable-previous-season-trees',
      season: 'Monsoon',
    });
    expect(first.json().changed).toBeGreaterThanOrEqual(1);
    const second = await post(apiRoutes.seasons.disablePreviousSeasonTrees, admin);
    expect(second.json()).toMatchObject({
      changed: 0,
      message: 'No growing trees from earlier seasons were left: nothing changed.',
    });
    const tree = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.plantedTrees.one, { id: treeId }),
      token: player.token,
    });
    expect(tree.json()).toMatchObject({ dormant: true, active: false });
    const water = await post(apiRoutes.plantedTrees.water, player, { plantedTreeId: treeId });
    expect(water.json().message).toBe('This tree is dormant: it belongs to an earlier season.');

    const before = await seedlingCount(player);
    const gifts = await post(apiRoutes.seasons.sendFreeSeedlings, admin);
    expect(gifts.json().changed).toBeGreaterThanOrEqual(1);
    const again = await post(apiRoutes.seasons.sendFreeSeedlings, admin);
    expect(again.json()).toMatchObject({ changed: 0 });
    expect((await seedlingCount(player)) - before).toBe(1);
    const count = await t.db.execute(
      sql`select count(*)::int as n from season_gifts where user_id = ${player.user.id}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('says so when no season is running', async () => {
    t.clock.set(new Date('2030-01-01T00:00:00Z'));
    await relogin(t, admin);
    const response = await post(apiRoutes.seasons.sendFreeSeedlings, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'No season is running now. An admin can create one in Manage seasons.',
    );
  });
});
