import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { listSeasons, saveSeason } from '../../../test/factories/seasons.ts';
import { createPlayer, usePlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';

const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });

const save = (payload: object, id?: number) => saveSeason(t, admin, payload, id);
const post = (url: string, player: TestPlayer, payload?: object) =>
  t.request({ method: 'POST', url, token: player.token, payload });

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
