import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { createSeason, followSeasonJob, runRolloverAction } from '../../test/factories/seasons.ts';
import { addVerifiedPlayers } from '../../test/factories/accounts.ts';
import { seedlingsOf } from '../../test/factories/inventory.ts';
import { plantTree } from '../../test/factories/planted-trees.ts';
import { createPlayer, relogin, usePlayer, useTestApp } from '../../test/test-app.ts';
import { SEASON_JOB_STALE_MS } from '../modules/seasons/season-jobs.service.ts';
import { runRolloverBatch, SEASON_JOB_BATCH } from './season-rollover.ts';

const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });

const { disablePreviousSeasonTrees: dormancy, sendFreeSeedlings: gifts } = apiRoutes.seasons;
const start = (url: string) => t.request({ method: 'POST', url, token: admin.token });
const count = async (query: ReturnType<typeof sql>) =>
  Number(((await t.db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]!.n);

const total = (items: { quantity: number }[]) =>
  items.reduce((sum, item) => sum + item.quantity, 0);

describe('season rollover', () => {
  it('makes earlier growing trees dormant and sends free seedlings, each safe to repeat', async () => {
    const player = await createPlayer(t);
    const tree = await plantTree(t, player);
    // The tree was planted in the first season; move to the next one.
    await createSeason(t, admin, {
      name: 'Monsoon',
      startDate: '2026-09-01T00:00:00.000Z',
      endDate: '2026-12-01T00:00:00.000Z',
    });
    t.clock.set(new Date('2026-09-10T00:00:00Z'));
    await relogin(t, admin);
    await relogin(t, player);

    const first = await runRolloverAction(t, admin, dormancy);
    expect(first).toMatchObject({
      action: 'disable-previous-season-trees',
      season: 'Monsoon',
      state: 'done',
      done: 1,
      total: 1,
      changed: 1,
      message: '1 tree is now dormant.',
    });
    const second = await runRolloverAction(t, admin, dormancy);
    expect(second).toMatchObject({
      state: 'done',
      changed: 0,
      message: 'No growing trees from earlier seasons were left: nothing changed.',
    });
    expect(second.jobId).not.toBe(first.jobId);
    const after = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.plantedTrees.one, { id: tree.id }),
      token: player.token,
    });
    expect(after.json()).toMatchObject({ dormant: true, active: false });

    const before = await seedlingsOf(t, player);
    const given = await runRolloverAction(t, admin, gifts);
    expect(given).toMatchObject({ state: 'done', changed: 1 });
    expect(given.message).toBe('1 player received a free seedling.');
    const again = await runRolloverAction(t, admin, gifts);
    expect(again).toMatchObject({
      changed: 0,
      message: 'Every verified player already has the free seedling of Monsoon: nothing changed.',
    });
    expect(total(await seedlingsOf(t, player)) - total(before)).toBe(1);
  });

  it('walks 25,000 players in batches, each given one seedling, and then the trees', async () => {
    await addVerifiedPlayers(t, 25_000, 'many');
    const players = await count(
      sql`select count(*) as n from users where verified and role = 'USER'`,
    );
    // The earlier test's run gave its player theirs already.
    const job = await runRolloverAction(t, admin, gifts);
    expect(job).toMatchObject({ state: 'done', done: players, total: players });
    expect(job.changed).toBe(players - 1);
    expect(Math.ceil(players / SEASON_JOB_BATCH)).toBeGreaterThanOrEqual(3);
    const monsoon = sql`(select id from seasons where name = 'Monsoon')`;
    expect(
      await count(sql`select count(*) as n from season_gifts where season_id = ${monsoon}`),
    ).toBe(players);
    // One seedling of the season's species each: no player twice, none left out.
    expect(
      await count(sql`select count(*) as n from seedling_inventory s join users u on u.id = s.user_id
        where u.username like 'many%' and s.quantity = 1`),
    ).toBe(25_000);

    // 12,000 of them with a tree planted in the first season, still growing.
    await t.db.execute(sql`
      insert into planted_trees (user_id, species_id, variant, planted_at)
      select u.id, (select min(id) from tree_species), 0, '2026-06-15T00:00:00Z'
      from users u where u.username like 'many%' order by u.id limit 12000`);
    const dormant = await runRolloverAction(t, admin, dormancy);
    expect(dormant).toMatchObject({
      state: 'done',
      done: 12_000,
      total: 12_000,
      changed: 12_000,
      message: '12,000 trees are now dormant.',
    });
    expect(
      await count(sql`select count(*) as n from planted_trees where not dormant and matured_at is null
        and planted_at < '2026-09-01T00:00:00Z'`),
    ).toBe(0);
  });

  it('counts every tree once when one batch reaches two workers at once', async () => {
    const monsoon = await count(sql`select id as n from seasons where name = 'Monsoon'`);
    // A job as a start makes it, its first batch then delivered to two workers at once.
    const [row] = (
      (await t.db.execute(sql`
        insert into season_jobs (action, season_id, state, total, created_at, updated_at)
        values ('disable-previous-season-trees', ${monsoon}, 'queued', 0, now(), now())
        returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    await t.db.execute(sql`
      update planted_trees set dormant = false
      where user_id in (select id from users where username like 'many%' order by id limit 12000)`);
    const ctx = { ...t.ctx, seasonJobs: t.app.jobs.seasonJobs };
    await Promise.all([runRolloverBatch(ctx, row!.id, 0), runRolloverBatch(ctx, row!.id, 0)]);
    const job = await followSeasonJob(t, admin, row!.id);
    expect(job).toMatchObject({ state: 'done', done: 12_000, total: 12_000, changed: 12_000 });
  });

  it('takes up a job that shows no progress (its batch was lost) when it is started again', async () => {
    const monsoon = await count(sql`select id as n from seasons where name = 'Monsoon'`);
    const lostAt = new Date(t.clock.now().getTime() - SEASON_JOB_STALE_MS - 60_000);
    const [row] = (
      (await t.db.execute(sql`
        insert into season_jobs (action, season_id, state, total, created_at, updated_at)
        values ('send-free-seedlings', ${monsoon}, 'running', 0, ${lostAt}, ${lostAt})
        returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    const again = await start(gifts);
    expect(again.json()).toEqual({ jobId: row!.id });
    expect(await followSeasonJob(t, admin, row!.id)).toMatchObject({ state: 'done', changed: 0 });
  });

  it('is one job while it runs, however many times it is started at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => start(gifts)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(202));
    const ids = new Set(answers.map((answer) => answer.json<{ jobId: string }>().jobId));
    expect(ids.size).toBe(1);
    const job = await followSeasonJob(t, admin, [...ids][0]!);
    expect(job).toMatchObject({ state: 'done', changed: 0 });
  });

  it('stops as failed with the reason, and resumes where it stopped once put right', async () => {
    await addVerifiedPlayers(t, 5, 'late');
    // No common species to give: the batch refuses, the job says why.
    const hidden = (await t.db.execute(
      sql`update tree_species set rarity = 'rare' where rarity = 'common' returning id`,
    )) as unknown as { rows: { id: number }[] };
    const commonIds = hidden.rows.map((row) => row.id);
    const failed = await runRolloverAction(t, admin, gifts);
    expect(failed).toMatchObject({
      state: 'failed',
      done: 0,
      changed: 0,
      error: 'There is no common tree species to give. Add one in Manage trees, then resume.',
    });
    await t.db.execute(
      sql`update tree_species set rarity = 'common' where id = any(${sql.param(commonIds)}::int[])`,
    );
    const resumed = await start(gifts);
    expect(resumed.json()).toEqual({ jobId: failed.jobId });
    const job = await followSeasonJob(t, admin, failed.jobId);
    expect(job).toMatchObject({ state: 'done', changed: 5 });
    expect(job.error).toBeUndefined();
  });

  it('is for admins only, and names a job that does not exist', async () => {
    const player = await createPlayer(t);
    for (const url of [gifts, dormancy]) {
      expect((await t.request({ method: 'POST', url, token: player.token })).statusCode).toBe(403);
    }
    const job = await runRolloverAction(t, admin, dormancy);
    const asPlayer = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.seasons.job, { jobId: job.jobId }),
      token: player.token,
    });
    expect(asPlayer.statusCode).toBe(403);
    const unknown = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.seasons.job, { jobId: '00000000-0000-4000-8000-000000000000' }),
      token: admin.token,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(
      'There is no season job with this id.',
    );
    const malformed = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.seasons.job, { jobId: 'not-a-job' }),
      token: admin.token,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toContain(
      'The job id is not a valid id.',
    );
  });

  it('says so when no season is running', async () => {
    t.clock.set(new Date('2030-01-01T00:00:00Z'));
    await relogin(t, admin);
    const response = await start(gifts);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'No season is running now. An admin can create one in Manage seasons.',
    );
  });
});
