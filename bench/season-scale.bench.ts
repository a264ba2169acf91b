/**
 * A season at scale: seeds PLAYERS (default 1,000,000) verified players on a PostgreSQL
 * server, each with season XP, a growing tree from the season before and about ten ledger rows
 * (five XP, five coin entries), starts the built server on that database (`npm run serve`),
 * and reports:
 * - each season-rollover action (make earlier trees dormant, send free seedlings) run through
 *   the API as an admin would: its time, the longest transaction PostgreSQL saw meanwhile, the
 *   server's peak memory, and a second run (which must change nothing);
 * - the top 100 and a player's rank, p50/p95, while XP awards land at AWARDS_PER_SECOND
 *   (default 1,000) on random players, next to a trivial query in the same run;
 * - the admin dashboard's load time.
 *   npm run bench:scale     (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test;
 *                            a database of its own is created there and dropped at the end)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { apiRoutes, pathTo, type SeasonJob } from '@punla/contract';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { createManualClock } from '../apps/server/src/lib/clock.ts';
import { awardXp } from '../apps/server/src/lib/ledgers/xp-ledger.ts';
import { rankIn } from '../apps/server/src/modules/leaderboard/leaderboard.repository.ts';
import { getSeasonLeaderboard } from '../apps/server/src/modules/leaderboard/leaderboard.service.ts';
import { freePort } from '../apps/server/test/free-port.ts';
import { createScratchDatabase } from '../apps/server/test/test-server.ts';
import { peakRss, startProcess, stopProcess } from './processes.ts';

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const players = Number(process.env.PLAYERS ?? 1_000_000);
const samples = Number(process.env.SAMPLES ?? 300);
const awardsPerSecond = Number(process.env.AWARDS_PER_SECOND ?? 1000);
const ADMIN = { email: 'scale-admin@bench.local', password: 'Scale-Admin-Password-1' };
/** Players seeded a statement: a long statement each, not one that holds the whole seed. */
const SEED_CHUNK = 100_000;

const root = new URL('..', import.meta.url).pathname;
const database = await createScratchDatabase(serverUrl, 'punla_scale');
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const started = performance.now();
// The built server, as `npm run serve` starts it (with its 256 MB heap limit).
const server = await startProcess(root, ['--max-old-space-size=256', 'scripts/serve.mjs'], {
  DATABASE_URL: database.url,
  PORT: String(port),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'info',
});
const handle = await openPostgres(database.url, 'postgres', 24);
const { db } = handle;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown }) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function percentiles(durations: number[]) {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

/** The longest-running transaction in the database, sampled every 100 ms while `during` runs. */
async function longestTransaction<T>(during: () => Promise<T>): Promise<[T, number]> {
  let longest = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const [row] = await rows<{ seconds: number | null }>(sql`
        select max(extract(epoch from clock_timestamp() - xact_start))::float8 as seconds
        from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and state <> 'idle' and xact_start is not null`);
      longest = Math.max(longest, row?.seconds ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    return [await during(), longest];
  } finally {
    sampling = false;
    await sampler;
  }
}

try {
  // The server made the schema, the species, the first season (this month's) and the admin.
  const [current] = await rows<{ id: number; start_at: Date }>(
    sql`select id, start_at from seasons order by start_at desc limit 1`,
  );
  if (!current) throw new Error('the server made no season');
  await db.execute(sql`insert into seasons (name, start_at, end_at, created_at, updated_at)
    values ('Earlier season', ${current.start_at}::timestamptz - interval '3 months',
      ${current.start_at}, now(), now())`);

  const seedStart = performance.now();
  for (let from = 1; from <= players; from += SEED_CHUNK) {
    const to = Math.min(players, from + SEED_CHUNK - 1);
    await db.execute(sql`
      insert into users (email, username, verified, verified_at, coin_balance, total_xp, created_at, updated_at)
      select 'p' || i || '@scale.local', 'p' || i, true, now(), 500, 0, now(), now()
      from generate_series(${from}::int, ${to}::int) as i`);
  }
  // Per player, in chunks of players: a tree of the earlier season, still growing; season XP
  // with a long tail of ties; five XP entries and five coin entries.
  const chunks = await rows<{ low: string; high: string }>(sql`
    select min(id::text collate "C") as low, max(id::text collate "C") as high from (
      select id, ntile(${Math.ceil(players / SEED_CHUNK)}) over (order by id) as chunk
      from users where email like '%@scale.local') c group by chunk order by 1`);
  for (const { low, high } of chunks) {
    const mine = sql`u.email like '%@scale.local' and u.id between ${low}::uuid and ${high}::uuid`;
    await db.execute(sql`
      insert into planted_trees (user_id, species_id, variant, stage, growth_points, planted_at)
      select u.id, (select min(id) from tree_species), 0, 2, 40,
        ${current.start_at}::timestamptz - interval '20 days'
      from users u where ${mine}`);
    await db.execute(sql`
      insert into season_xp (season_id, user_id, xp, reached_at)
      select ${current.id}, u.id, 1 + floor(exp(random() * 8))::int,
        ${current.start_at}::timestamptz + random() * interval '20 days'
      from users u where ${mine}`);
    await db.execute(sql`
      insert into xp_ledger (user_id, amount, reason, ref, season_id, created_at)
      select u.id, 10, 'SEED', n::text, ${current.id},
        ${current.start_at}::timestamptz + n * interval '1 day'
      from users u cross join generate_series(1, 5) n where ${mine}`);
    await db.execute(sql`
      insert into wallet_ledger (user_id, amount, balance_after, reason, ref, created_at)
      select u.id, 100, 100 * n, 'SEED', n::text,
        ${current.start_at}::timestamptz + n * interval '1 day'
      from users u cross join generate_series(1, 5) n where ${mine}`);
  }
  await db.execute(sql`insert into season_xp_levels (season_id, xp, players)
    select season_id, xp, count(*) from season_xp group by season_id, xp`);
  await db.execute(sql`vacuum analyze`);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const [size] = await rows<{ rows: string; bytes: string }>(sql`
    select (select sum(n_live_tup) from pg_stat_user_tables)::text as rows,
      pg_database_size(current_database())::text as bytes`);

  const admin = await api<{ token: string }>(apiRoutes.accounts.login, {
    method: 'POST',
    body: { identifier: ADMIN.email, password: ADMIN.password },
  });

  // Each rollover action through the API, then again.
  const runAction = async (path: string) => {
    const begun = performance.now();
    const { jobId } = await api<{ jobId: string }>(path, { method: 'POST', token: admin.token });
    for (;;) {
      const job = await api<SeasonJob>(pathTo(apiRoutes.seasons.job, { jobId }), {
        token: admin.token,
      });
      if (job.state === 'done' || job.state === 'failed') {
        return { job, seconds: (performance.now() - begun) / 1000 };
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const actions = [];
  for (const [label, path] of [
    ['make earlier trees dormant', apiRoutes.seasons.disablePreviousSeasonTrees],
    ['send free seedlings', apiRoutes.seasons.sendFreeSeedlings],
  ] as const) {
    const [[first, longest], peakMb] = await peakRss(server.pid, () =>
      longestTransaction(() => runAction(path)),
    );
    const again = await runAction(path);
    actions.push({ label, first, longest, peakMb, again });
  }

  // Reads while awards land: the top 100 and ranks, straight from the database (the API keeps
  // boards and standings for a second, which would measure the cache).
  const [season] = await rows<{ id: number }>(sql`select ${current.id}::int as id`);
  const sampleRows = await rows<{ userId: string }>(
    sql`select user_id as "userId" from season_xp tablesample system (1) limit ${samples}`,
  );
  const ids = await rows<{ id: string }>(
    sql`select id from users where email like '%@scale.local' order by random() limit 20000`,
  );
  const clock = createManualClock(new Date());
  let awards = 0;
  let awardErrors = 0;
  let awarding = true;
  const awardLoop = (async () => {
    const begun = performance.now();
    const inFlight = new Set<Promise<unknown>>();
    while (awarding) {
      const due = ((performance.now() - begun) / 1000) * awardsPerSecond;
      while (awards + inFlight.size < due && inFlight.size < 40) {
        const userId = ids[(awards + inFlight.size) % ids.length]?.id ?? '';
        const award: Promise<unknown> = db
          .transaction((tx) =>
            awardXp(tx, {
              userId,
              amount: 5,
              reason: 'SCALE',
              ref: `${awards + inFlight.size}-${Math.random()}`,
              at: new Date(),
            }),
          )
          .then(
            () => (awards += 1),
            () => (awardErrors += 1),
          )
          .finally(() => inFlight.delete(award));
        inFlight.add(award);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(inFlight);
    return (performance.now() - begun) / 1000;
  })();
  const time = async (label: string, runs: number, work: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < 5; i += 1) await work(i);
    const durations: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const begun = performance.now();
      await work(i);
      durations.push(performance.now() - begun);
    }
    return { label, runs, ...percentiles(durations) };
  };
  const ctx = { db, clock, timeZone: 'Asia/Manila' };
  const reads = [
    await time('trivial query (select 1)', samples, () => db.execute(sql`select 1`)),
    await time('top 100 of the season', samples, () => getSeasonLeaderboard(ctx, season?.id ?? 0)),
    await time("a random player's rank", sampleRows.length, (i) =>
      rankIn(db, season?.id ?? 0, sampleRows[i % sampleRows.length]?.userId ?? ''),
    ),
  ];
  awarding = false;
  const awardSeconds = await awardLoop;

  const dashboard = await time('admin dashboard (API)', 10, () =>
    api(apiRoutes.dashboard.admin, { token: admin.token }),
  );

  const TARGET_ACTION_S = 30;
  const TARGET_PEAK_MB = 300;
  const TARGET_P95_MS = 10;
  const mb = (bytes: string) => `${(Number(bytes) / 1024 ** 3).toFixed(1)} GiB`;
  console.log(
    `\nA season at scale: ${players.toLocaleString('en')} players, ${Number(size?.rows).toLocaleString('en')} rows (${mb(size?.bytes ?? '0')}), seeded in ${seedSeconds.toFixed(0)} s; PostgreSQL server\n`,
  );
  console.log('Rollover actions (through the API, as an admin)');
  for (const a of actions) {
    console.log(
      `  ${a.label.padEnd(28)} ${a.first.seconds.toFixed(1).padStart(6)} s  ${a.first.job.state}, ${a.first.job.changed.toLocaleString('en')} changed of ${a.first.job.total.toLocaleString('en')}` +
        `  longest transaction ${a.longest.toFixed(2)} s (≤ ${TARGET_ACTION_S} s: ${a.longest <= TARGET_ACTION_S ? 'PASS' : 'MISS'})` +
        `  server peak ${a.peakMb.toFixed(0)} MB (≤ ${TARGET_PEAK_MB}: ${a.peakMb <= TARGET_PEAK_MB ? 'PASS' : 'MISS'})` +
        `  run again: ${a.again.job.changed} changed (${a.again.job.changed === 0 ? 'PASS' : 'MISS'}) in ${a.again.seconds.toFixed(1)} s`,
    );
  }
  const rate = awards / awardSeconds;
  console.log(
    `\nReads while XP awards land: ${awards.toLocaleString('en')} awards in ${awardSeconds.toFixed(1)} s (${rate.toFixed(0)} a second, asked ${awardsPerSecond}; ${awardErrors} failed)`,
  );
  const base = reads[0]?.p50 ?? 1;
  console.log(
    '  query'.padEnd(32),
    'runs'.padStart(6),
    'p50 ms'.padStart(9),
    'p95 ms'.padStart(9),
    'p50 ratio'.padStart(10),
    '  target'.padEnd(16),
    'result',
  );
  reads.forEach((row, i) => {
    const measured = i > 0;
    console.log(
      `  ${row.label}`.padEnd(32),
      String(row.runs).padStart(6),
      row.p50.toFixed(2).padStart(9),
      row.p95.toFixed(2).padStart(9),
      (row.p50 / base).toFixed(1).padStart(10),
      (measured ? `  p95 ≤ ${TARGET_P95_MS} ms` : '').padEnd(16),
      measured ? (row.p95 <= TARGET_P95_MS ? 'PASS' : 'MISS') : '',
    );
  });
  console.log(
    `\nAdmin dashboard: p50 ${dashboard.p50.toFixed(0)} ms, p95 ${dashboard.p95.toFixed(0)} ms over ${dashboard.runs} loads`,
  );
  console.log(`(whole run ${((performance.now() - started) / 1000).toFixed(0)} s)`);
} finally {
  await stopProcess(server);
  await handle.close();
  await database.drop();
}
