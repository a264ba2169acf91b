/**
 * Two server processes on one PostgreSQL database and one Redis, as behind a load balancer:
 * each race is split across both, and what one instance does the other must honour at once.
 *   TEST_DATABASE_URL or DATABASE_URL (default: the run's embedded PostgreSQL): a database of
 *   this run's own is created on that server and dropped at the end. REDIS_URL (default
 *   redis://127.0.0.1:6379).
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  apiRoutes,
  LOGIN_ATTEMPTS_PER_ACCOUNT,
  pathTo,
  type AuthResponse,
  type MarketplaceItem,
} from '@punla/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { expectLedgersAddUp } from '../apps/server/test/ledger-checks.ts';
import { codeFrom, startSmtpInbox } from '../apps/server/test/smtp-inbox.ts';
import { startInstance, waitForHealth, type Instance } from './support/instances.ts';
import { freePort } from '../apps/server/test/free-port.ts';
import { createScratchDatabase } from '../apps/server/test/test-server.ts';

const serverUrl = testServerUrl();
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const ADMIN_EMAIL = 'admin@instances.test';
const ADMIN_PASSWORD = 'Admin-Password-1';
const PASSWORD = 'Seedling-42';
/*
 * The instances trust the local address as their proxy, and every request of this run comes
 * "from" one client address of its own: the per-address counters live in the shared Redis,
 * where an earlier run's sign-ups from the same address would still count this hour.
 */
const clientAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The server the run's tests use, as a URL the instances accept (a socket: `?host=`). */
function testServerUrl(): string {
  const explicit = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (explicit) return explicit;
  const server = inject('testServer');
  if ('connectionString' in server && server.connectionString) return server.connectionString;
  const {
    host = '',
    port = 5432,
    user = '',
  } = server as { host?: string; port?: number; user?: string };
  return `postgresql://${user}@localhost/postgres?host=${encodeURIComponent(host)}&port=${port}`;
}

function instanceEnv(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SMTP_URL: inbox.url,
    TRUST_PROXY: '127.0.0.1',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // None: the first instance generates the secret and keeps it in the database for both.
    JWT_SECRET: '',
  };
}

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let database: Awaited<ReturnType<typeof createScratchDatabase>>;
let db: DatabaseHandle;
let a: Instance;
let b: Instance;
let admin: AuthResponse;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  database = await createScratchDatabase(serverUrl, 'punla_instances');
  // A is up (the database migrated) before B starts; starting both at once is a test of its own.
  a = startInstance(await freePort(), instanceEnv(database.url));
  await waitForHealth(a);
  b = startInstance(await freePort(), instanceEnv(database.url));
  await waitForHealth(b);
  db = await openPostgres(database.url);
  admin = await login(a, ADMIN_EMAIL, ADMIN_PASSWORD);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.close();
  await database?.drop();
  await inbox?.close();
});

async function call(
  instance: Instance,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<Response> {
  return fetch(`${instance.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-forwarded-for': clientAddress,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function login(instance: Instance, identifier: string, password: string): Promise<AuthResponse> {
  return call(instance, apiRoutes.accounts.login, {
    method: 'POST',
    body: { identifier, password },
  }).then((response) => json<AuthResponse>(response));
}

let players = 0;

/** A player signed up on A, verified on B with the mailed code, and logged in on A. */
async function createPlayer(): Promise<AuthResponse> {
  players += 1;
  const username = `two_${Date.now().toString(36)}_${players}`;
  const email = `${username}@example.test`;
  await json(
    await call(a, apiRoutes.accounts.signup, {
      method: 'POST',
      body: { email, username, password: PASSWORD, birthYear: 2000 },
    }),
  );
  const code = codeFrom(await inbox.next(email));
  await json(await call(b, pathTo(apiRoutes.accounts.verifyEmail, { email, code })));
  return login(a, email, PASSWORD);
}

/** Half of the calls to A, half to B, all at once. */
function splitAcross(count: number, send: (instance: Instance) => Promise<Response>) {
  return Promise.all(Array.from({ length: count }, (_, i) => send(i % 2 === 0 ? a : b)));
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('two instances on one database', () => {
  it('both start at once on an empty database, with one admin and one first season', async () => {
    const empty = await createScratchDatabase(serverUrl, 'punla_instances');
    const [first, second] = [await freePort(), await freePort()].map((port) =>
      startInstance(port, instanceEnv(empty.url)),
    );
    try {
      await Promise.all([first, second].map((instance) => waitForHealth(instance!)));
      const handle = await openPostgres(empty.url);
      const count = async (query: ReturnType<typeof sql>) =>
        ((await handle.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
      expect(await count(sql`select count(*)::int as n from users where role = 'ADMIN'`)).toBe(1);
      expect(await count(sql`select count(*)::int as n from seasons`)).toBe(1);
      await handle.close();
    } finally {
      await Promise.all([first?.stop(), second?.stop()]);
      await empty.drop();
    }
  });

  it('50 buys at once across both, with coins for exactly 10: exactly 10 succeed and the ledgers add up', async () => {
    const player = await createPlayer();
    const item = await json<MarketplaceItem>(
      await call(a, apiRoutes.marketplace.create, {
        method: 'POST',
        token: admin.token,
        body: {
          name: 'Single water',
          description: 'One watering.',
          kind: 'WATER',
          quantityPerPurchase: 1,
          price: 7,
          active: true,
        },
      }),
    );
    // Exactly 70 coins, through a ledger entry, so the ledger still adds up.
    await db.db.execute(sql`
      insert into wallet_ledger (user_id, amount, balance_after, reason, ref, description, created_at)
      select id, 70 - coin_balance, 70, 'test', gen_random_uuid()::text, 'test', now()
      from users where id = ${player.user.id} and coin_balance <> 70`);
    await db.db.execute(sql`update users set coin_balance = 70 where id = ${player.user.id}`);
    const resources = pathTo(apiRoutes.inventory.resources, { userId: player.user.id });
    const before = (
      await json<{ water: number }>(await call(b, resources, { token: player.token }))
    ).water;

    const responses = await splitAcross(50, (instance) =>
      call(
        instance,
        pathTo(apiRoutes.marketplace.buy, { itemId: item.id, userId: player.user.id }),
        {
          method: 'POST',
          token: player.token,
          body: { quantity: 1 },
        },
      ),
    );
    const bodies = await Promise.all(
      responses.map(async (r) => ({
        status: r.status,
        body: (await r.json()) as { code?: string },
      })),
    );
    expect(bodies.filter((r) => r.status === 200)).toHaveLength(10);
    expect(
      bodies.filter((r) => r.status !== 200).every((r) => r.body.code === 'NOT_ENOUGH_COINS'),
    ).toBe(true);
    const after = await json<{ water: number }>(await call(a, resources, { token: player.token }));
    expect(after.water - before).toBe(10);
    const wallet = await json<{ balance: number }>(
      await call(b, pathTo(apiRoutes.wallet.ofPlayer, { userId: player.user.id }), {
        token: player.token,
      }),
    );
    expect(wallet.balance).toBe(0);
    await expectLedgersAddUp(db.db, player.user.id);
  });

  it('30 claims of the same quest at once across both pay once', async () => {
    const player = await createPlayer();
    const responses = await splitAcross(30, (instance) =>
      call(instance, pathTo(apiRoutes.quests.claim, { userId: player.user.id }), {
        method: 'POST',
        token: player.token,
        body: { quest: 'DAILY_LOGIN' },
      }),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    const [claims] = await rows<{ n: number }>(
      sql`select count(*)::int as n from quest_claims where user_id = ${player.user.id}`,
    );
    expect(claims?.n).toBe(1);
    await expectLedgersAddUp(db.db, player.user.id);
  });

  it('a password changed on A ends the old session on B within a second', async () => {
    const player = await createPlayer();
    const profile = pathTo(apiRoutes.accounts.user, { userId: player.user.id });
    expect((await call(b, profile, { token: player.token })).status).toBe(200);

    const changed = await json<AuthResponse>(
      await call(a, pathTo(apiRoutes.accounts.updatePassword, { userId: player.user.id }), {
        method: 'PUT',
        token: player.token,
        body: { currentPassword: PASSWORD, newPassword: 'Seedling-43' },
      }),
    );
    const deadline = Date.now() + 1000;
    let status = 200;
    while (Date.now() < deadline) {
      status = (await call(b, profile, { token: player.token })).status;
      if (status === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(401);
    expect((await call(b, profile, { token: changed.token })).status).toBe(200);
  });

  it('a player suspended through A is refused on B within a second, and cannot log in there', async () => {
    const player = await createPlayer();
    const profile = pathTo(apiRoutes.accounts.user, { userId: player.user.id });
    // B has checked this session, so it keeps it in memory until the database says otherwise.
    expect((await call(b, profile, { token: player.token })).status).toBe(200);

    const reason = 'Shares the account with a classmate';
    await json(
      await call(a, pathTo(apiRoutes.players.suspend, { userId: player.user.id }), {
        method: 'POST',
        token: admin.token,
        body: { reason },
      }),
    );
    const deadline = Date.now() + 1000;
    let status = 200;
    while (Date.now() < deadline) {
      status = (await call(b, profile, { token: player.token })).status;
      if (status === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(401);
    const again = await call(b, apiRoutes.accounts.login, {
      method: 'POST',
      body: { identifier: player.user.username, password: PASSWORD },
    });
    expect(again.status).toBe(403);
    expect(((await again.json()) as { message: string }).message).toBe(
      `This account is suspended: ${reason}. Write to ${ADMIN_EMAIL} if you think this is wrong.`,
    );
  });

  it('a player who deletes their account through A is logged out on B within a second', async () => {
    const player = await createPlayer();
    const profile = pathTo(apiRoutes.accounts.user, { userId: player.user.id });
    expect((await call(b, profile, { token: player.token })).status).toBe(200);

    const scheduled = await json<{ erasesAt: string }>(
      await call(a, pathTo(apiRoutes.privacy.delete, { userId: player.user.id }), {
        method: 'POST',
        token: player.token,
        body: { password: PASSWORD },
      }),
    );
    const deadline = Date.now() + 1000;
    let status = 200;
    while (Date.now() < deadline) {
      status = (await call(b, profile, { token: player.token })).status;
      if (status === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(401);
    // B offers to keep it, and keeps it.
    const pending = await call(b, apiRoutes.accounts.login, {
      method: 'POST',
      body: { identifier: player.user.username, password: PASSWORD },
    });
    expect(pending.status).toBe(409);
    const body = (await pending.json()) as { code: string; erasesAt: string; keepToken: string };
    expect(body).toMatchObject({ code: 'DELETION_PENDING', erasesAt: scheduled.erasesAt });
    const kept = await call(b, pathTo(apiRoutes.privacy.keep, { userId: player.user.id }), {
      method: 'POST',
      token: body.keepToken,
    });
    expect(kept.status).toBe(200);
    const session = (await kept.json()) as { token: string };
    expect((await call(a, profile, { token: session.token })).status).toBe(200);
  });

  it('runs both season rollover actions on both instances at once, applied once', async () => {
    const players = await Promise.all([createPlayer(), createPlayer(), createPlayer()]);
    // Each plants the starter seedling; the trees are then dated before this season began.
    for (const player of players) {
      const [seedling] = await json<{ id: string }[]>(
        await call(b, pathTo(apiRoutes.inventory.seedlings, { userId: player.user.id }), {
          token: player.token,
        }),
      );
      await json(
        await call(
          a,
          pathTo(apiRoutes.plantedTrees.plant, {
            userId: player.user.id,
            inventoryId: seedling?.id ?? '',
          }),
          { method: 'POST', token: player.token },
        ),
      );
    }
    await db.db.execute(sql`update planted_trees set planted_at =
      (select min(start_at) from seasons) - interval '10 days'`);
    const [growing] = await rows<{ n: number }>(
      sql`select count(*)::int as n from planted_trees where not dormant and matured_at is null`,
    );
    const [ungifted] = await rows<{ n: number }>(sql`
      select count(*)::int as n from users u where u.verified and u.role = 'USER'
      and not exists (select 1 from season_gifts g where g.user_id = u.id)`);
    const seedlingsOf = async (player: AuthResponse) =>
      (
        await json<{ quantity: number }[]>(
          await call(a, pathTo(apiRoutes.inventory.seedlings, { userId: player.user.id }), {
            token: player.token,
          }),
        )
      ).reduce((sum, item) => sum + item.quantity, 0);
    const before = await Promise.all(players.map(seedlingsOf));

    // Started on both instances at once: one job per action, its batches worked by either.
    const start = (instance: Instance, path: string) =>
      call(instance, path, { method: 'POST', token: admin.token }).then((response) =>
        json<{ jobId: string }>(response),
      );
    const follow = async (instance: Instance, jobId: string) => {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const job = await json<{ state: string; action: string; changed: number }>(
          await call(instance, pathTo(apiRoutes.seasons.job, { jobId }), { token: admin.token }),
        );
        if (job.state === 'done' || job.state === 'failed') return job;
        if (Date.now() > deadline) throw new Error(`season job still ${job.state}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const run = async (instance: Instance, path: string) =>
      follow(instance, (await start(instance, path)).jobId);
    const disable = apiRoutes.seasons.disablePreviousSeasonTrees;
    const gifts = apiRoutes.seasons.sendFreeSeedlings;
    const started = await Promise.all([
      start(a, disable),
      start(b, disable),
      start(a, gifts),
      start(b, gifts),
    ]);
    expect(started[0]?.jobId).toBe(started[1]?.jobId);
    expect(started[2]?.jobId).toBe(started[3]?.jobId);
    const [dormancy, gifted] = await Promise.all([
      follow(b, started[0]!.jobId),
      follow(a, started[2]!.jobId),
    ]);
    expect(growing?.n).toBeGreaterThanOrEqual(players.length);
    expect(dormancy).toMatchObject({ state: 'done', changed: growing?.n });
    expect(gifted).toMatchObject({ state: 'done', changed: ungifted?.n });

    const after = await Promise.all(players.map(seedlingsOf));
    expect(after.map((count, i) => count - (before[i] ?? 0))).toEqual(players.map(() => 1));
    const [doubled] = await rows<{ n: number }>(sql`
      select count(*)::int as n from
        (select 1 from season_gifts group by season_id, user_id having count(*) > 1) as twice`);
    expect(doubled?.n).toBe(0);
    // Run again on either instance, each reports nothing left to do.
    expect(await run(b, disable)).toMatchObject({ state: 'done', changed: 0 });
    expect(await run(a, gifts)).toMatchObject({ state: 'done', changed: 0 });
  });

  it('shares the login limit through Redis: wrong passwords on A count on B', async () => {
    const player = await createPlayer();
    const attempt = (instance: Instance, password: string) =>
      call(instance, apiRoutes.accounts.login, {
        method: 'POST',
        body: { identifier: player.user.email, password },
      });
    const onA = Math.ceil(LOGIN_ATTEMPTS_PER_ACCOUNT / 2);
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ACCOUNT; i += 1) {
      expect((await attempt(i < onA ? a : b, 'Wrong-password-1')).status).toBe(401);
    }
    // Neither instance alone has seen the limit, yet both now refuse, even the right password.
    expect((await attempt(b, PASSWORD)).status).toBe(429);
    expect((await attempt(a, PASSWORD)).status).toBe(429);
    // The counters are in Redis: the database holds none for this account.
    const [counters] = await rows<{ n: number }>(
      sql`select count(*)::int as n from rate_limit_counters where key like ${`%${player.user.id}%`}`,
    );
    expect(counters?.n).toBe(0);
  });
});
