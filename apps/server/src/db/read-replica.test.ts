import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { profileOf } from '../../test/factories/accounts.ts';
import { awardSeasonXp } from '../../test/factories/seasons.ts';
import { run } from '../../test/global-setup.ts';
import { createPlayer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

/**
 * DATABASE_READ_URL: the views that may lag read a pool of their own. There is no replica
 * here: the read pool names the same database (its connections marked in pg_stat_activity),
 * or another copy of the template that never follows (a replica that lags behind everything).
 */

const board = (t: TestApp) =>
  t.request({
    method: 'GET',
    url: pathTo(apiRoutes.leaderboard.season, { season: 'current' }),
  });

describe('a read pool on the same database', () => {
  const READ_APP = 'punla_read_same';
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase({ read: { applicationName: READ_APP } });
    t = await createTestApp({}, {}, database);
  });
  afterAll(() => t.close());

  /** The last statement of each of the read pool's connections. */
  const readPoolStatements = async () => {
    const { rows } = await database.executeSql(
      `select query from pg_stat_activity where application_name = $1 and datname = current_database()`,
      [READ_APP],
    );
    return (rows as { query: string }[]).map((row) => row.query).join('\n');
  };

  it('reads the top, the public totals and the real trees there', async () => {
    const player = await createPlayer(t);
    await awardSeasonXp(t, player, 40);
    expect(await readPoolStatements()).toBe('');

    const top = await board(t);
    expect(top.statusCode).toBe(200);
    expect(top.json().entries).toEqual([
      expect.objectContaining({ rank: 1, username: player.user.username, xp: 40 }),
    ]);
    expect(await readPoolStatements()).toMatch(/season_xp/);

    expect((await t.request({ method: 'GET', url: apiRoutes.support.stats })).statusCode).toBe(200);
    expect(await readPoolStatements()).toMatch(/matured_at/);

    expect((await t.request({ method: 'GET', url: apiRoutes.events.impact })).statusCode).toBe(200);
    expect(await readPoolStatements()).toMatch(/survival_checks/);
  });
});

describe('a read replica that lags', () => {
  const replica = `punla_replica_${randomBytes(6).toString('hex')}`;
  let t: TestApp;
  beforeAll(async () => {
    // A copy of the migrated template that the app never writes to: every row the app
    // writes is missing there, as on a replica far behind.
    await run(
      inject('testServer'),
      `create database ${replica} template ${inject('templateDatabase')}`,
    );
    const database = await createTestDatabase({
      read: { database: replica, applicationName: 'punla_read_lagging' },
    });
    t = await createTestApp({}, {}, database);
  });
  afterAll(async () => {
    await t.close();
    await run(inject('testServer'), `drop database if exists ${replica} with (force)`);
  });

  it("shows the board, the totals and the dashboard as the replica has them, a player's standing and sessions as the primary", async () => {
    const admin = await createPlayer(t, { role: 'ADMIN' });
    const player = await createPlayer(t);
    await awardSeasonXp(t, player, 70);

    // The season is the primary's; its top and player count are the replica's (none yet).
    const top = (await board(t)).json();
    expect(top.season).toMatchObject({ name: 'Season 1' });
    expect(top).toMatchObject({ entries: [], players: 0 });

    // The player's own standing is read on the primary: their XP shows at once.
    const standing = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.leaderboard.player, { userProfileId: player.user.id }),
    });
    expect(standing.json().current).toMatchObject({ xp: 70, rank: 1, players: 1 });

    const stats = await t.request({ method: 'GET', url: apiRoutes.support.stats });
    expect(stats.json()).toMatchObject({ players: 0 });

    const dashboard = await t.request({
      method: 'GET',
      url: apiRoutes.dashboard.admin,
      token: admin.token,
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json()).toMatchObject({ players: 0, currentSeason: null });

    // Logins and sessions never go to the replica: the new accounts log in and are known.
    expect((await profileOf(t, player)).username).toBe(player.user.username);
  });
});
