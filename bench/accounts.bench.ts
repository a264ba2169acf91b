/**
 * Load on the account endpoints, each next to a bare route (no database, no auth) of the
 * same server measured in the same run, so the ratios hold on any machine.
 *   npm run bench            (BENCH_SECONDS=10 by default)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = 18500 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'serve.ts')], {
  env: {
    ...process.env,
    PORT: String(port),
    ADMIN_EMAIL: 'bench@punla.local',
    ADMIN_PASSWORD: 'Bench-Password-1',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  server.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
  server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
});

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${url}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return response.json() as Promise<Record<string, unknown>>;
}

const credentials = { identifier: 'bench@punla.local', password: 'Bench-Password-1' };
const session = await json('/api/public/user/login', {
  method: 'POST',
  body: JSON.stringify(credentials),
});
const token = session.token as string;
const userId = (session.user as { id: string }).id;

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(
  name: string,
  route: string,
  options: Partial<autocannon.Options> = {},
): Promise<Row> {
  const result = await autocannon({
    url: `${base}${route}`,
    duration: seconds,
    connections: 10,
    ...options,
  });
  const non2xx = result.non2xx + result.errors;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: non2xx,
  };
}

const baseline = await measure(
  'bare route GET /api/public/user/google/status',
  '/api/public/user/google/status',
);
const rows = [
  baseline,
  await measure('profile GET /api/secure/user/{id}', `/api/secure/user/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  }),
  await measure('login POST /api/public/user/login (scrypt N=2^17)', '/api/public/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  }),
];
server.kill('SIGTERM');

console.log(
  `\nAccounts benchmark: ${seconds}s per route, 10 connections, ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded database'}\n`,
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
    String(row.errors).padStart(8),
  );
}
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(here, 'results', 'accounts.json'),
  JSON.stringify({ date: new Date().toISOString(), seconds, rows }, null, 2),
);
