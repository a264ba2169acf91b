import { apiRoutes, pathTo, type Season, type SeasonJob } from '@punla/contract';
import type { Database } from '../../src/db/client.ts';
import { awardXp } from '../../src/lib/ledgers/xp-ledger.ts';
import { uniqueName, type TestApp, type TestPlayer } from '../test-app.ts';

/** Sends a season to the API as the admin: a new one, or an edit of season `id`. */
export function saveSeason(t: TestApp, admin: TestPlayer, payload: object, id?: number) {
  return t.request({
    method: id ? 'PUT' : 'POST',
    url: id ? pathTo(apiRoutes.seasons.one, { id }) : apiRoutes.seasons.list,
    token: admin.token,
    payload,
  });
}

/** Creates a season through the API (a unique name unless one is given). */
export async function createSeason(
  t: TestApp,
  admin: TestPlayer,
  fields: { name?: string; startDate: string; endDate: string },
): Promise<Season> {
  const response = await saveSeason(t, admin, { name: uniqueName('Season '), ...fields });
  if (response.statusCode !== 201) throw new Error(`season not created: ${response.body}`);
  return response.json<Season>();
}

/** The seasons as the player sees them. */
export async function listSeasons(t: TestApp, player: TestPlayer): Promise<Season[]> {
  const response = await t.request({
    method: 'GET',
    url: apiRoutes.seasons.list,
    token: player.token,
  });
  return response.json<Season[]>();
}

/** Awards the player XP now, through the XP ledger: it counts for the season running now. */
export async function awardSeasonXp(t: TestApp, player: TestPlayer, amount: number) {
  await t.db.transaction((tx) => awardSeasonXpIn(t, tx, player, amount));
}

/** `awardSeasonXp` inside the caller's transaction `tx`; the XP awarded. */
export function awardSeasonXpIn(t: TestApp, tx: Database, player: TestPlayer, amount: number) {
  return awardXp(tx, {
    userId: player.user.id,
    amount,
    reason: 'test',
    ref: uniqueName('xp'),
    at: t.clock.now(),
  });
}

/**
 * Starts a season-rollover action as the admin and follows its job until it has finished or
 * failed (the job queue's workers run its batches); returns the job as last read.
 */
export async function runRolloverAction(
  t: TestApp,
  admin: TestPlayer,
  url: string,
): Promise<SeasonJob> {
  const started = await t.request({ method: 'POST', url, token: admin.token });
  if (started.statusCode !== 202) throw new Error(`action not started: ${started.body}`);
  return followSeasonJob(t, admin, started.json<{ jobId: string }>().jobId);
}

export async function followSeasonJob(
  t: TestApp,
  admin: TestPlayer,
  jobId: string,
): Promise<SeasonJob> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.seasons.job, { jobId }),
      token: admin.token,
    });
    const job = response.json<SeasonJob>();
    if (job.state === 'done' || job.state === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`season job still ${job.state}: ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
