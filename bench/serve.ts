/**
 * The server as `npm start` runs it (the embedded database in a new DATA_DIR, or DATABASE_URL),
 * with the login and sign-up limits raised through their RATE_LIMIT_ settings: the benchmark
 * measures the work of each request, not the limiter's refusals. Before it listens it seeds
 * BENCH_PLAYERS players (default 10,000), each with coins, water, a growing tree and season
 * XP, and signs up BENCH_LOGIN_PLAYERS players (default 20) through the API, so their passwords are hashed as in production. What the
 * benchmark needs (tokens, ids, credentials) is written to BENCH_PLAYERS_FILE.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { apiRoutes } from '@punla/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { openDatabase } from '../apps/server/src/db/open-database.ts';
import { getOrCreateSecret } from '../apps/server/src/lib/app-settings.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { deriveKeys } from '../apps/server/src/lib/keys.ts';
import { createTokenService } from '../apps/server/src/lib/tokens.ts';

export interface BenchPlayer {
  userId: string;
  treeId: string;
  token: string;
}

export interface BenchSeed {
  players: BenchPlayer[];
  logins: { identifier: string; password: string }[];
}

const ownDataDir = !process.env.DATA_DIR;
const dataDir = process.env.DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'punla-bench-'));
const unlimited = '1000000000';
const config = loadConfig({
  RATE_LIMIT_LOGIN_PER_IP: unlimited,
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: unlimited,
  RATE_LIMIT_VERIFY_PER_IP: unlimited,
  RATE_LIMIT_SIGNUPS_PER_IP: unlimited,
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
});
const database = await openDatabase(config);
const app = await buildApp({ config, database, webDistDir: null });
const { db } = database;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Players made in bulk, each as the game would leave them: coins, water and XP in the ledgers. */
async function seedPlayers(target: Database, count: number): Promise<BenchPlayer[]> {
  if (count <= 0) return [];
  const prefix = `bench_${Date.now().toString(36)}_`;
  const like = `${prefix}%`;
  // A spread of XP with ties, so the leaderboard has work to do.
  await target.execute(sql`
    insert into users (email, username, password_hash, verified, coin_balance, total_xp, created_at, updated_at)
    select ${prefix} || i || '@bench.local', ${prefix} || i, null, true, 1000, 1 + (i * 7919) % 500, now(), now()
    from generate_series(1, ${count}) as i`);
  await target.execute(sql`
    insert into wallet_ledger (user_id, amount, balance_after, reason, ref, description, created_at)
    select id, 1000, 1000, 'bench', 'bench', 'Benchmark coins', now() from users where email like ${like}`);
  await target.execute(sql`
    insert into resource_inventory (user_id, water, fertilizer)
    select id, 5, 2 from users where email like ${like}
    on conflict (user_id) do update set water = 5, fertilizer = 2`);
  await target.execute(sql`
    insert into planted_trees (user_id, species_id, variant, planted_at)
    select u.id, (select id from tree_species order by id limit 1), 1, now()
    from users u where u.email like ${like}`);
  const [season] = await rows<{ id: number }>(
    sql`select id from seasons where start_at <= now() and end_at > now() limit 1`,
  );
  await target.execute(sql`
    insert into xp_ledger (user_id, amount, reason, ref, season_id, created_at)
    select id, total_xp, 'bench', 'bench', ${season?.id ?? null}, now() from users where email like ${like}`);
  if (season) {
    await target.execute(sql`
      insert into season_xp (season_id, user_id, xp, reached_at)
      select ${season.id}, id, total_xp, now() - (random() * interval '10 days')
      from users where email like ${like}`);
    await target.execute(sql`
      insert into season_xp_levels (season_id, xp, players)
      select ${season.id}, total_xp, count(*) from users where email like ${like} group by total_xp
      on conflict (season_id, xp) do update set players = season_xp_levels.players + excluded.players`);
  }
  await target.execute(sql`analyze`);
  const seeded = await rows<{ userId: string; treeId: string }>(sql`
    select u.id as "userId", t.id as "treeId" from users u
    join planted_trees t on t.user_id = u.id where u.email like ${like}`);
  const secret = config.jwtSecret ?? (await getOrCreateSecret(db, 'jwt_secret'));
  const tokens = createTokenService(deriveKeys(secret).tokenKey, systemClock);
  return Promise.all(
    seeded.map(async (row) => ({
      ...row,
      token: await tokens.issue({ userId: row.userId, role: 'USER', tokenVersion: 0 }),
    })),
  );
}

/** Players signed up through the API, a few at a time, for the login benchmark. */
async function signUpPlayers(count: number): Promise<BenchSeed['logins']> {
  const prefix = `login_${Date.now().toString(36)}_`;
  const logins = Array.from({ length: count }, (_, i) => ({
    identifier: `${prefix}${i}@bench.local`,
    username: `${prefix}${i}`,
    password: 'Bench-Password-1',
  }));
  for (let i = 0; i < logins.length; i += 4) {
    await Promise.all(
      logins.slice(i, i + 4).map(async ({ identifier, username, password }) => {
        const response = await app.inject({
          method: 'POST',
          url: apiRoutes.accounts.signup,
          payload: { email: identifier, username, password, birthYear: 1990 },
        });
        if (response.statusCode !== 201 && response.statusCode !== 200) {
          throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
        }
      }),
    );
  }
  return logins.map(({ identifier, password }) => ({ identifier, password }));
}

const seed: BenchSeed = {
  players: await seedPlayers(db, Number(process.env.BENCH_PLAYERS ?? 10_000)),
  logins: await signUpPlayers(Number(process.env.BENCH_LOGIN_PLAYERS ?? 20)),
};
fs.writeFileSync(
  process.env.BENCH_PLAYERS_FILE ?? path.join(dataDir, 'players.json'),
  JSON.stringify(seed),
);

await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write('ready\n');
const stop = async () => {
  await app.close();
  await database.close();
  if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
