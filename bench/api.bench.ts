/**
 * The API under load, every figure next to a bare `node:http` server (bench/bare-server.ts) in a
 * process of its own, measured in the same run with the same load (50 connections), so the
 * ratios hold on any machine. Then the server's starts, timed to a healthy answer.
 *   npm run bench   (BENCH_SECONDS per measurement, default 10; with DATABASE_URL the load runs
 *                    on a new database on that server, dropped at the end, otherwise on the
 *                    embedded database in a new DATA_DIR)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { apiRoutes, pathTo } from '@punla/contract';
import { createScratchDatabase } from '../apps/server/test/test-server.ts';
import { inTurn, load as loadFor, type Load } from './load.ts';
import { loopDelay, peakRss, startProcess, stopProcess } from './processes.ts';
import { formatTable, type Figure } from './report.ts';
import type { BenchPlayer, BenchSeed } from './serve.ts';
import { measureStarts } from './startup.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const LOGIN_CONNECTIONS = 20;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-bench-run-'));
const playersFile = path.join(work, 'players.json');
const loopFile = path.join(work, 'loop.json');
const randomPort = () => 18500 + Math.floor(Math.random() * 1000);
const load = (options: autocannon.Options) => loadFor(seconds, CONNECTIONS, options);

const bearer = (player: BenchPlayer) => ({ authorization: `Bearer ${player.token}` });

async function measureBare(): Promise<Load> {
  const port = randomPort();
  const bare = await startProcess(root, ['--import', 'tsx', 'bench/bare-server.ts'], {
    PORT: String(port),
  });
  try {
    const url = `http://127.0.0.1:${port}/`;
    await autocannon({ url, duration: 1, connections: CONNECTIONS }); // warm up
    return await load({ url });
  } finally {
    await stopProcess(bare);
  }
}

const ratio = (row: Load, baseline: Load) => row.requestsPerSecond / baseline.requestsPerSecond;
const rate = (row: Load) => `${row.requestsPerSecond.toFixed(0)} req/s`;

// ---- the server under load: its own process, with the loop probe loaded ----
const database = process.env.DATABASE_URL
  ? await createScratchDatabase(process.env.DATABASE_URL, 'punla_bench')
  : undefined;
const port = randomPort();
const base = `http://127.0.0.1:${port}`;
const server = await startProcess(
  root,
  // The heap limit `npm start` gives the server (package.json).
  [
    '--max-old-space-size=256',
    ...['--import', 'tsx', '--import', './bench/loop-probe.ts', 'bench/serve.ts'],
  ],
  {
    PORT: String(port),
    DATABASE_URL: database?.url ?? '',
    DATA_DIR: '',
    ADMIN_EMAIL: 'bench@punla.local',
    ADMIN_PASSWORD: 'Bench-Password-1',
    BENCH_PLAYERS: String(Number(process.env.BENCH_PLAYERS ?? 10_000)),
    BENCH_PLAYERS_FILE: playersFile,
    BENCH_LOOP_FILE: loopFile,
  },
);
const figures: Figure[] = [];
const seed = JSON.parse(fs.readFileSync(playersFile, 'utf8')) as BenchSeed;
const { players } = seed;
try {
  const firstPlayer = players[0];
  if (!firstPlayer) throw new Error('no players were seeded');
  const items = (await (
    await fetch(`${base}${apiRoutes.marketplace.items}`, { headers: bearer(firstPlayer) })
  ).json()) as { id: number; kind: string }[];
  const waterItemId = items.find((item) => item.kind === 'WATER')?.id ?? 1;

  const baseline = await measureBare();
  figures.push({
    name: 'bare node:http (own process), small JSON',
    value: `1× (${rate(baseline)})`,
    p99: baseline.p99,
    non2xx: baseline.non2xx,
    target: 'the yardstick',
    pass: true,
  });

  const profile = (player: BenchPlayer) => ({
    method: 'GET' as const,
    path: pathTo(apiRoutes.accounts.user, { userId: player.userId }),
    headers: bearer(player),
  });
  // Warm up (JIT, pools, caches) on the first read; not counted.
  await autocannon({
    url: base,
    duration: 2,
    connections: CONNECTIONS,
    requests: inTurn(players, profile),
  });

  /** A read by each seeded player in turn, at the address `pathOf` gives for that player. */
  const playerRead = (pathOf: (player: BenchPlayer) => string): autocannon.Options => ({
    url: base,
    requests: inTurn(players, (player) => ({
      method: 'GET',
      path: pathOf(player),
      headers: bearer(player),
    })),
  });
  const reads: [string, autocannon.Options][] = [
    ['read: profile', { url: base, requests: inTurn(players, profile) }],
    [
      'read: planted tree',
      playerRead((player) => pathTo(apiRoutes.plantedTrees.one, { id: player.treeId })),
    ],
    [
      'read: quests today',
      playerRead((player) => pathTo(apiRoutes.quests.today, { userId: player.userId })),
    ],
    [
      'read: leaderboard top 100',
      { url: `${base}${pathTo(apiRoutes.leaderboard.season, { season: 'current' })}` },
    ],
  ];
  const [[readLoads, rss], loop] = await loopDelay(server.pid, loopFile, () =>
    peakRss(server.pid, async () => {
      const results: Load[] = [];
      for (const [, options] of reads) results.push(await load(options));
      return results;
    }),
  );
  reads.forEach(([name], i) => {
    const row = readLoads[i];
    if (!row) return;
    figures.push({
      name,
      value: `${ratio(row, baseline).toFixed(3)}× (${rate(row)})`,
      p99: row.p99,
      non2xx: row.non2xx,
      target: '≥ 0.12×, p99 ≤ 50 ms',
      pass: ratio(row, baseline) >= 0.12 && row.p99 <= 50,
    });
  });
  figures.push({
    name: 'event-loop delay p99 during the reads',
    value: `${loop.p99.toFixed(1)} ms`,
    target: '≤ 50 ms',
    pass: loop.p99 <= 50,
  });
  figures.push({
    name: 'server RSS during the reads (peak)',
    value: `${rss.toFixed(0)} MB (V8 heap ${loop.heapMb.toFixed(0)})`,
    target: '≤ 300 MB',
    pass: rss <= 300,
  });

  // Each watering and each purchase by another player, so every one does its full work.
  const writes: [string, autocannon.Options][] = [
    [
      'write: add water',
      {
        url: base,
        // Each player once: a second watering within 4 hours is refused (the cooldown), and a
        // refusal is not a watering. As many requests as players (at least one per connection,
        // as autocannon requires), then the run ends: BENCH_SECONDS does not apply here.
        amount: Math.max(players.length, CONNECTIONS),
        requests: inTurn(players, (player) => ({
          method: 'POST',
          path: apiRoutes.plantedTrees.water,
          headers: { ...bearer(player), 'content-type': 'application/json' },
          body: JSON.stringify({ plantedTreeId: player.treeId }),
        })),
      },
    ],
    [
      'write: buy',
      {
        url: base,
        requests: inTurn(players.toReversed(), (player) => ({
          method: 'POST',
          path: pathTo(apiRoutes.marketplace.buy, { itemId: waterItemId, userId: player.userId }),
          headers: { ...bearer(player), 'content-type': 'application/json' },
          body: JSON.stringify({ quantity: 1 }),
        })),
      },
    ],
  ];
  for (const [name, options] of writes) {
    const row = await load(options);
    figures.push({
      name,
      value: `${ratio(row, baseline).toFixed(3)}× (${rate(row)})`,
      p99: row.p99,
      non2xx: row.non2xx,
      target: '≥ 0.04×',
      pass: ratio(row, baseline) >= 0.04,
    });
  }

  const loginLoad = await load({
    url: base,
    connections: LOGIN_CONNECTIONS,
    requests: inTurn(seed.logins, (credentials) => ({
      method: 'POST',
      path: apiRoutes.accounts.login,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    })),
  });
  figures.push({
    name: `logins, ${LOGIN_CONNECTIONS} players at once`,
    value: `${loginLoad.requestsPerSecond.toFixed(1)} /s (${ratio(loginLoad, baseline).toFixed(4)}×)`,
    p99: loginLoad.p99,
    non2xx: loginLoad.non2xx,
    target: '≥ 25 /s',
    pass: loginLoad.requestsPerSecond >= 25,
  });
} finally {
  await stopProcess(server);
  await database?.drop();
}

// ---- starts: the embedded database in a new DATA_DIR ----
const webBuilt = fs.existsSync(path.join(root, 'apps/web/dist/index.html'));
const starts = await measureStarts(root, randomPort());
if ('error' in starts) {
  figures.push({
    name: 'first start, empty DATA_DIR',
    value: `failed: ${starts.error}`.slice(0, 60),
    target: '≤ 15 s',
    pass: false,
  });
} else {
  figures.push({
    name: `first start, empty DATA_DIR${webBuilt ? '' : ' (web not built)'}`,
    value: `${starts.first.toFixed(2)} s`,
    target: '≤ 15 s',
    pass: starts.first <= 15,
  });
  figures.push({
    name: 'second start, nothing changed',
    value: `${starts.second.toFixed(2)} s`,
    target: '≤ 3 s',
    pass: starts.second <= 3,
  });
}
fs.rmSync(work, { recursive: true, force: true });

const where = database ? 'PostgreSQL server (DATABASE_URL)' : 'embedded database';
console.log(
  `\nAPI benchmark: ${seconds} s per figure, ${CONNECTIONS} connections (logins ${LOGIN_CONNECTIONS}), ${where}, ${players.length} players, ${os.cpus().length} cores\n`,
);
console.log(formatTable(figures));
const missed = figures.filter((f) => !f.pass).length;
console.log(`\n${missed === 0 ? 'every target met' : `${missed} target(s) missed`}\n`);
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(here, 'results', 'api.json'),
  JSON.stringify({ date: new Date().toISOString(), seconds, where, figures }, null, 2),
);
