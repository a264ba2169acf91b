import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  pathTo,
  PUBLIC_READS_PER_MINUTE,
  STANDING_READS_PER_MINUTE,
} from '@punla/contract';
import { freePort } from '../../test/free-port.ts';
import { createPlayer, createTestApp, type TestApp, type TestPlayer } from '../../test/test-app.ts';

let t: TestApp;
let port: number;
let player: TestPlayer;
beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ metricsPort: port, host: '127.0.0.1' });
  player = await createPlayer(t);
});
afterAll(() => t?.close());

/** How many times the shared cache counted `cache` again, read from the metrics. */
async function fills(cache: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const line = text
    .split('\n')
    .find((sample) => sample.startsWith(`punla_cache_fills_total{cache="${cache}"} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

const times = <T>(howMany: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: howMany }, (_, i) => make(i)));

describe('public answers kept in the shared cache', () => {
  it.each([
    ['game-summary', apiRoutes.plantedTrees.summary, true],
    ['public-stats', apiRoutes.support.stats, false],
    ['impact', apiRoutes.events.impact, false],
  ] as const)('%s: 20 calls at once cost one count', async (cache, url, signedIn) => {
    const before = await fills(cache);
    const answers = await times(20, () =>
      t.request({ method: 'GET', url, token: signedIn ? player.token : undefined }),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect((await fills(cache)) - before).toBe(1);
    // Counted again once kept for its time (30 s for the totals and the impact).
    t.clock.advance(30_000);
    await times(20, () =>
      t.request({ method: 'GET', url, token: signedIn ? player.token : undefined }),
    );
    expect((await fills(cache)) - before).toBe(2);
  });

  it('shows an admin’s new support page at once on the server that saved it', async () => {
    const admin = await createPlayer(t, { role: 'ADMIN' });
    const page = () => t.request({ method: 'GET', url: apiRoutes.support.page });
    await page();
    const next = { message: 'Plant with us!', channels: [] };
    const saved = await t.request({
      method: 'PUT',
      url: apiRoutes.support.edit,
      token: admin.token,
      payload: next,
    });
    expect(saved.statusCode).toBe(200);
    expect((await page()).json()).toEqual(next);
  });
});

describe('public reads limited per client network', () => {
  it.each([
    ['the season board', pathTo(apiRoutes.leaderboard.season, { season: 'current' })],
    ['a player’s standing', 'standing'],
    ['the landing totals', apiRoutes.support.stats],
    ['the real-world impact', apiRoutes.events.impact],
    ['the support page', apiRoutes.support.page],
  ])('%s: at most the limit a minute at once, IPv6 by its /64', async (_name, route) => {
    const standing = route === 'standing';
    const url = standing
      ? pathTo(apiRoutes.leaderboard.player, { userProfileId: player.user.id })
      : route;
    const limit = standing ? STANDING_READS_PER_MINUTE : PUBLIC_READS_PER_MINUTE;
    // A minute of its own for each route's count.
    t.clock.advance(60_000);
    const answers = await times(limit + 5, (i) =>
      t.request({ method: 'GET', url, remoteAddress: `2001:db8:7:7::${i + 1}` }),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.json().message).toMatch(
      new RegExp(`at most ${limit} a minute\\. Try again in \\d+ seconds?\\.$`),
    );
    // Another network is answered.
    const other = await t.request({ method: 'GET', url, remoteAddress: '2001:db8:7:8::1' });
    expect(other.statusCode).toBe(200);
  });
});
