/**
 * The server's memory while it writes a CSV export: the players export, whose file grows with
 * the game, downloaded from the built server (`npm run serve`, with its 256 MB heap limit) on a
 * PostgreSQL server, at each size of SIZES (default 100,000, 400,000 and 1,000,000 players,
 * seeded with one `insert … select … from generate_series` each step), by a client that reads
 * as fast as it can and, at the first size, by one that reads slowly (SLOW_KBPS, default
 * 500 KB/s), so that the server must wait for it. The server's resident memory (RSS, from /proc)
 * is sampled every 250 ms, idle (after a warm-up export) and during each download; after each,
 * a probe in the server (bench/heap-probe.ts) runs a full garbage collection and reads the heap
 * still in use. Streamed, neither grows with the size of the file; a file built whole in memory
 * would add its size (and more) to both.
 *   npm run bench:export-memory   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test;
 *                                  a database of its own is created there and dropped at the end)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { apiRoutes } from '@punla/contract';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { freePort } from '../apps/server/test/free-port.ts';
import { createScratchDatabase } from '../apps/server/test/test-server.ts';
import { peakRss, startProcess, stopProcess } from './processes.ts';

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const sizes = (process.env.SIZES ?? '100000,400000,1000000').split(',').map(Number);
const slowKbps = Number(process.env.SLOW_KBPS ?? 500);
const ADMIN = { email: 'export-admin@bench.local', password: 'Export-Admin-Password-1' };
/**
 * The targets: the server's peak during a download at most this far above its idle memory (the
 * largest file is 112 MB: built in memory, it alone would add more), and the heap it still uses
 * after a collection at most this far above the idle one (nothing of the file is kept).
 */
const TARGET_GROWTH_MB = 64;
const TARGET_RETAINED_MB = 10;

const root = new URL('..', import.meta.url).pathname;
const database = await createScratchDatabase(serverUrl, 'punla_export_memory');
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const heapFile = path.join(os.tmpdir(), `punla-export-heap-${process.pid}.json`);
// The built server as `npm run serve` starts it, with the probe that reads its heap after a GC.
const server = await startProcess(
  root,
  [
    '--max-old-space-size=256',
    '--expose-gc',
    '--import',
    './bench/heap-probe.ts',
    'scripts/serve.mjs',
  ],
  {
    BENCH_HEAP_FILE: heapFile,
    DATABASE_URL: database.url,
    PORT: String(port),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // At info, the start says it is ready (what startProcess waits for).
    LOG_LEVEL: 'info',
  },
);
const handle = await openPostgres(database.url, 'postgres', 4);
const { db } = handle;

const rss = () => {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
};

/** The heap the server still uses after a full collection (bench/heap-probe.ts), in MB. */
async function retainedHeap(): Promise<number> {
  fs.rmSync(heapFile, { force: true });
  process.kill(server.pid, 'SIGUSR2');
  const deadline = Date.now() + 5000;
  while (!fs.existsSync(heapFile) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (JSON.parse(fs.readFileSync(heapFile, 'utf8')) as { heapUsedMb: number }).heapUsedMb;
}

interface Download {
  rows: number;
  bytes: number;
  seconds: number;
}

/**
 * Downloads the players export, reading its body a chunk at a time and keeping none of it:
 * counts its records (CRLFs, less the header) and bytes. `kbps` slows the reader down.
 */
async function download(token: string, kbps?: number): Promise<Download> {
  const begun = performance.now();
  const response = await fetch(`${baseUrl}${apiRoutes.exports.players}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body) throw new Error(`export: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
    if (kbps)
      await new Promise((resolve) => setTimeout(resolve, (chunk.length / 1024 / kbps) * 1000));
  }
  return { rows: lines - 1, bytes, seconds: (performance.now() - begun) / 1000 };
}

try {
  const login = await fetch(`${baseUrl}${apiRoutes.accounts.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: ADMIN.email, password: ADMIN.password }),
  });
  const { token } = (await login.json()) as { token: string };
  // A first export of a few rows loads the export's code and fills the pools; then the idle figure.
  await download(token);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idleMb = rss();
  const idleHeapMb = await retainedHeap();

  const runs: {
    label: string;
    players: number;
    result: Download;
    peakMb: number;
    heapMb: number;
  }[] = [];
  let seeded = 0;
  for (const [index, size] of sizes.entries()) {
    await db.execute(sql`
      insert into users (email, username, verified, verified_at, total_xp, coin_balance,
        created_at, updated_at)
      select 'p' || n || '@export.local', 'p' || n, true, now(), n % 5000, n % 900, now(), now()
      from generate_series(${seeded + 1}::int, ${size}::int) n`);
    seeded = size;
    await db.execute(sql`vacuum analyze users`);
    const [fast, fastPeak] = await peakRss(server.pid, () => download(token));
    const fastHeap = await retainedHeap();
    runs.push({
      label: 'reads at once',
      players: size,
      result: fast,
      peakMb: fastPeak,
      heapMb: fastHeap,
    });
    if (index === 0 && slowKbps > 0) {
      const [slow, slowPeak] = await peakRss(server.pid, () => download(token, slowKbps));
      const slowHeap = await retainedHeap();
      runs.push({
        label: `reads ${slowKbps} KB/s`,
        players: size,
        result: slow,
        peakMb: slowPeak,
        heapMb: slowHeap,
      });
    }
  }

  console.log(
    `\nThe players export (CSV) from the built server (256 MB heap limit), PostgreSQL server\n`,
  );
  console.log(
    `  server idle, after a first export: ${idleMb.toFixed(0)} MB RSS, heap in use after a GC ${idleHeapMb.toFixed(0)} MB\n`,
  );
  for (const { label, players, result, peakMb, heapMb } of runs) {
    const growth = peakMb - idleMb;
    console.log(
      `  ${players.toLocaleString('en').padStart(9)} players, client ${label.padEnd(15)}` +
        ` ${result.rows.toLocaleString('en').padStart(9)} rows` +
        ` ${(result.bytes / 1024 ** 2).toFixed(1).padStart(6)} MB in ${result.seconds.toFixed(1).padStart(5)} s` +
        `  server peak ${peakMb.toFixed(0)} MB RSS (+${growth.toFixed(0)} MB; ≤ +${TARGET_GROWTH_MB}: ${growth <= TARGET_GROWTH_MB ? 'PASS' : 'MISS'})` +
        `, heap in use after a GC ${heapMb.toFixed(0)} MB (≤ ${(idleHeapMb + TARGET_RETAINED_MB).toFixed(0)}: ${heapMb <= idleHeapMb + TARGET_RETAINED_MB ? 'PASS' : 'MISS'})`,
    );
  }
} finally {
  await handle.close();
  await stopProcess(server);
  await database.drop();
}
