import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@punla/contract';
import { freePort } from '../../../test/free-port.ts';
import { createTestApp, useTestApp, type TestApp } from '../../../test/test-app.ts';

const t = useTestApp();

const ready = (app: TestApp) => app.request({ method: 'GET', url: apiRoutes.healthProbes.ready });

/** Asks `ask` every 20 ms until `done` holds of its answer, for at most `ms`. */
async function waitFor<T>(ask: () => Promise<T>, done: (value: T) => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await ask();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('health probes', () => {
  it('answers the liveness probe without a token', async () => {
    const response = await t.request({ method: 'GET', url: apiRoutes.healthProbes.live });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers, LISTEN is connected and the migrations ran', async () => {
    const response = await ready(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      checks: {
        database: 'ok',
        redis: 'not-configured',
        listen: 'connected',
        migrations: 'done',
      },
      message: 'This instance is ready to serve requests.',
    });
  });

  it("is not ready while the database lacks this server's newest migration", async () => {
    // As a database restored from an older backup under running servers would.
    const removed = await t.db.execute(sql`
      delete from drizzle.__drizzle_migrations
      where id = (select max(id) from drizzle.__drizzle_migrations)
      returning hash, created_at`);
    const [row] = (removed as unknown as { rows: { hash: string; created_at: string }[] }).rows;
    try {
      const response = await ready(t);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'pending' },
      });
      expect(response.json<{ message: string }>().message).toContain(
        "the database lacks this server's newest migration",
      );
    } finally {
      await t.db.execute(sql`
        insert into drizzle.__drizzle_migrations (hash, created_at)
        values (${row!.hash}, ${row!.created_at})`);
    }
    expect((await ready(t)).statusCode).toBe(200);
  });

  it('is not ready while the LISTEN connection is lost, and ready again once it is back', async () => {
    // The database ends the connection that listens for changed sessions, as a restart would.
    const ended = await t.db.execute(sql`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
        and query = 'listen punla_sessions'`);
    expect((ended as unknown as { rows: unknown[] }).rows).toHaveLength(1);

    const lost = await waitFor(
      () => ready(t),
      (response) => response.statusCode === 503,
    );
    expect(lost.statusCode).toBe(503);
    expect(lost.json()).toEqual({
      status: 'unavailable',
      checks: {
        database: 'ok',
        redis: 'not-configured',
        listen: 'disconnected',
        migrations: 'done',
      },
      message:
        "This instance is not ready: the LISTEN connection for other instances' notices is not connected.",
    });

    // The connection is opened again a second later.
    const back = await waitFor(
      () => ready(t),
      (response) => response.statusCode === 200,
    );
    expect(back.statusCode).toBe(200);
  });

  it('is not ready, naming Redis, when REDIS_URL names a server that does not answer', async () => {
    const noRedis = await createTestApp({}, { REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    try {
      const response = await ready(noRedis);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: 'ok', redis: 'unreachable', migrations: 'done' },
        message: expect.stringContaining('Redis (REDIS_URL) does not answer PING'),
      });
      // The liveness probe does not ask Redis.
      const live = await noRedis.request({ method: 'GET', url: apiRoutes.healthProbes.live });
      expect(live.statusCode).toBe(200);
    } finally {
      await noRedis.close();
    }
  });
});
