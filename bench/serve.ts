// The server as `npm start` runs it, but with rate limits out of the way (the benchmark
// measures the work of each request, not the limiter's refusals) and, with BENCH_PLAYERS=N,
// N players each with a growing tree and water, whose tokens are written to BENCH_PLAYERS_FILE.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open-database.ts';
import { getOrCreateSecret } from '../apps/server/src/lib/app-settings.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createTokenService } from '../apps/server/src/lib/tokens.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-bench-'));
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
  rateLimits: {
    loginPerIp: 1e9,
    loginFailuresPerAccount: 1e9,
    verifyPerIp: 1e9,
    signupsPerIp: 1e9,
  },
};
const database = await openDatabase(config);
const app = await buildApp({ config, database, webDistDir: null });

const players = Number(process.env.BENCH_PLAYERS ?? 0);
if (players > 0) {
  const runId = Date.now().toString(36);
  const { db } = database;
  await db.execute(sql`
    insert into users (email, username, password_hash, verified, coin_balance, created_at, updated_at)
    select 'bench_' || ${runId} || '_' || i || '@bench.local', 'b' || ${runId} || '_' || i, null, true, 1000, now(), now()
    from generate_series(1, ${players}) as i`);
  // The coins come through the ledger, as in the game.
  await db.execute(sql`
    insert into wallet_ledger (user_id, amount, balance_after, reason, ref, description, created_at)
    select id, 1000, 1000, 'bench', 'bench', 'Benchmark coins', now() from users where email like ${`bench_${runId}_%`}`);
  await db.execute(sql`
    insert into resource_inventory (user_id, water, fertilizer)
    select id, 5, 2 from users where email like ${`bench_${runId}_%`}`);
  await db.execute(sql`
    insert into planted_trees (user_id, species_id, variant, planted_at)
    select u.id, (select id from tree_species order by id limit 1), 1, now()
    from users u where u.email like ${`bench_${runId}_%`}`);
  const result = await db.execute(sql`
    select u.id as "userId", t.id as "treeId" from users u
    join planted_trees t on t.user_id = u.id where u.email like ${`bench_${runId}_%`}`);
  const rows = (result as unknown as { rows: { userId: string; treeId: string }[] }).rows;
  const secret = config.jwtSecret ?? (await getOrCreateSecret(db, 'jwt_secret'));
  const tokens = createTokenService(secret, systemClock);
  const list = await Promise.all(
    rows.map(async (row) => ({
      ...row,
      token: await tokens.issue({ userId: row.userId, role: 'USER', tokenVersion: 0 }),
    })),
  );
  fs.writeFileSync(
    process.env.BENCH_PLAYERS_FILE ?? path.join(dataDir, 'players.json'),
    JSON.stringify(list),
  );
}

await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write('ready\n');
const stop = async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
