/**
 * Whether the account routes' timing tells which addresses have accounts: verify-email,
 * request-verification, forgot-password and reset-password (a wrong code) are each asked
 * SAMPLES times (default 300) for an unknown address, an unverified account's and a verified
 * account's, interleaved, and the medians and 90th percentiles are printed side by side with the
 * spread between the kinds. The game runs in this process on a scratch database of the
 * PostgreSQL server (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), answering
 * through fastify's inject, so only the server's own work is timed.
 *   npm run bench:same-answers --workspace @punla/bench
 */
import { performance } from 'node:perf_hooks';
import type { InjectOptions } from 'fastify';
import { apiRoutes, pathTo } from '@punla/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open-database.ts';
import { insertUser } from '../apps/server/src/modules/accounts/accounts.repository.ts';
import { createScratchDatabase } from '../apps/server/test/test-server.ts';

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const samples = Number(process.env.SAMPLES ?? 300);
const database = await createScratchDatabase(serverUrl, 'punla_same_answers');
const lots = String(1_000_000);
const config = loadConfig({
  DATABASE_URL: database.url,
  LOG_LEVEL: 'silent',
  ADMIN_EMAIL: 'bench-admin@bench.example',
  ADMIN_PASSWORD: 'Bench-Admin-Password-1',
  // High limits: the limits are not what is timed here.
  RATE_LIMIT_VERIFY_PER_IP: lots,
  RATE_LIMIT_ACCOUNT_MAILS_PER_NETWORK: lots,
  RATE_LIMIT_ACCOUNT_MAILS_PER_HOUR: lots,
});
const handle = await openDatabase(config);
const app = await buildApp({
  config: { ...config, scheduledJobs: false },
  database: handle,
  webDistDir: null,
});
await app.ready();

type Kind = 'unknown' | 'unverified' | 'verified';
const kinds: Kind[] = ['unknown', 'unverified', 'verified'];
const now = new Date();
/** A fresh address of each kind for every sample, so no per-address limit is reached. */
const addresses: Record<Kind, string[]> = { unknown: [], unverified: [], verified: [] };
const rounds = samples + 20;
for (let i = 0; i < rounds * 4; i += 1) {
  for (const kind of kinds) {
    const email = `${kind}${i}@bench.example`;
    addresses[kind].push(email);
    if (kind === 'unknown') continue;
    await insertUser(handle.db, {
      email,
      username: `${kind.slice(0, 4)}_${i}`,
      passwordHash: null,
      verified: kind === 'verified',
      verifiedAt: kind === 'verified' ? now : null,
      createdAt: now,
      updatedAt: now,
    });
  }
}

const routes: {
  name: string;
  ask: (email: string) => InjectOptions;
}[] = [
  {
    name: 'verify-email (wrong code)',
    ask: (email) => ({
      method: 'GET',
      url: pathTo(apiRoutes.accounts.verifyEmail, { email, code: '000000' }),
    }),
  },
  {
    name: 'request-verification',
    ask: (email) => ({
      method: 'POST',
      url: pathTo(apiRoutes.accounts.requestVerification, { email }),
    }),
  },
  {
    name: 'forgot-password',
    ask: (email) => ({
      method: 'POST',
      url: apiRoutes.accounts.forgotPassword,
      payload: { email },
    }),
  },
  {
    name: 'reset-password (wrong code)',
    ask: (email) => ({
      method: 'POST',
      url: apiRoutes.accounts.resetPassword,
      payload: { email, code: '000000', newPassword: 'Bench-Leaf-123' },
    }),
  },
];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

console.log(`${samples} requests of each kind, interleaved; times in ms (median / p90)`);
for (const [r, route] of routes.entries()) {
  const times: Record<Kind, number[]> = { unknown: [], unverified: [], verified: [] };
  const statuses = new Set<string>();
  // A few unmeasured rounds first, so the first kind is not the one that warms up.
  for (let i = 0; i < rounds; i += 1) {
    for (const kind of i % 2 ? kinds : [...kinds].reverse()) {
      const email = addresses[kind][r * rounds + i] ?? '';
      const started = performance.now();
      const answer = await app.inject({
        ...route.ask(email),
        remoteAddress: `10.${r}.${i >> 8}.${i & 255}`,
      });
      const took = performance.now() - started;
      statuses.add(`${answer.statusCode} ${answer.body.length}`);
      if (i >= 20) times[kind].push(took);
    }
  }
  const cells = kinds.map((kind) => {
    const sorted = times[kind].sort((a, b) => a - b);
    return { kind, median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9) };
  });
  const medians = cells.map((cell) => cell.median);
  const spread = Math.max(...medians) - Math.min(...medians);
  console.log(
    `${route.name.padEnd(28)} ${cells
      .map((cell) => `${cell.kind} ${cell.median.toFixed(2)} / ${cell.p90.toFixed(2)}`)
      .join(
        '   ',
      )}   medians within ${spread.toFixed(2)} ms; answers (status, length): ${[...statuses].join(', ')}`,
  );
}

await app.close();
await handle.close();
await database.drop();
