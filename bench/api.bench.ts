/**
 * Load on the API's endpoints, each next to a bare route (no database, no auth) of the same
 * server measured in the same run, so the ratios hold on any machine.
 *   npm run bench            (BENCH_SECONDS=10 per route by default; DATABASE_URL to use a server)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = 18500 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const playersFile = path.join(
  fs.mkdtempSync(path.join(os.tmpdir(), 'punla-bench-players-')),
  'players.json',
);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'serve.ts')], {
  env: {
    ...process.env,
    PORT: String(port),
    ADMIN_EMAIL: 'bench@punla.local',
    ADMIN_PASSWORD: 'Bench-Password-1',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    BENCH_PLAYERS: String(Number(process.env.BENCH_PLAYERS ?? 6000)),
    BENCH_PLAYERS_FILE: playersFile,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  server.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
  server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
});

const players = JSON.parse(fs.readFileSync(playersFile, 'utf8')) as {
  userId: string;
  treeId: string;
  token: string;
}[];
const credentials = { identifier: 'bench@punla.local', password: 'Bench-Password-1' };
const session = (await (
  await fetch(`${base}/api/public/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
).json()) as { token: string; user: { id: string } };

const items = (await (
  await fetch(`${base}/api/secure/marketplace/items`, {
    headers: { authorization: `Bearer ${session.token}` },
  })
).json()) as { id: number; kind: string }[];
const waterItemId = items.find((item) => item.kind === 'WATER')?.id ?? 1;

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ duration: seconds, connections: 10, ...options });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

/** Each request goes to the next player, so every watering is a real one. */
function roundRobin(build: (player: (typeof players)[number]) => autocannon.Request) {
  let next = 0;
  return [
    {
      setupRequest: (request: autocannon.Request) => {
        const player = players[next % players.length];
        next += 1;
        return player ? { ...request, ...build(player) } : request;
      },
    },
  ] as unknown as autocannon.Request[];
}

const baseline = await measure('bare route GET /api/public/user/google/status', {
  url: `${base}/api/public/user/google/status`,
});
const rows = [
  baseline,
  await measure('profile GET /api/secure/user/{id}', {
    url: `${base}/api/secure/user/${session.user.id}`,
    headers: { authorization: `Bearer ${session.token}` },
  }),
  await measure('planted tree GET /api/secure/planted-tree/{id}', {
    url: base,
    requests: roundRobin((player) => ({
      method: 'GET',
      path: `/api/secure/planted-tree/${player.treeId}`,
      headers: { authorization: `Bearer ${player.token}` },
    })),
  }),
  await measure('water POST /api/secure/planted-tree/add-water', {
    url: base,
    requests: roundRobin((player) => ({
      method: 'POST',
      path: '/api/secure/planted-tree/add-water',
      headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ plantedTreeId: player.treeId }),
    })),
  }),
  await measure('buy POST /api/secure/marketplace/item/{id}/user/{id}/buy', {
    url: base,
    requests: roundRobin((player) => ({
      method: 'POST',
      path: `/api/secure/marketplace/item/${waterItemId}/user/${player.userId}/buy`,
      headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ quantity: 1 }),
    })),
  }),
  await measure('quests GET /api/secure/quest/user/{id}/today', {
    url: base,
    requests: roundRobin((player) => ({
      method: 'GET',
      path: `/api/secure/quest/user/${player.userId}/today`,
      headers: { authorization: `Bearer ${player.token}` },
    })),
  }),
  await measure('login POST /api/public/user/login (scrypt N=2^17)', {
    url: `${base}/api/public/user/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  }),
];
server.kill('SIGTERM');

const where = process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded database';
console.log(
  `\nAPI benchmark: ${seconds}s per route, 10 connections, ${where}, ${players.length} players\n`,
);
console.log(
  'route'.padEnd(52),
  'req/s'.padStart(9),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'ratio'.padStart(8),
  'non-2xx'.padStart(8),
);
for (const row of rows) {
  console.log(
    row.name.padEnd(52),
    row.requestsPerSecond.toFixed(1).padStart(9),
    String(row.p50).padStart(8),
    String(row.p99).padStart(8),
    (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(4).padStart(8),
    String(row.non2xx).padStart(8),
  );
}
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(here, 'results', 'api.json'),
  JSON.stringify({ date: new Date().toISOString(), seconds, where, rows }, null, 2),
);
