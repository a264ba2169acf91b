import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { PortUnavailableError } from './port-check.ts';
import { freePort } from '../test/free-port.ts';
import { startSmtpInbox } from '../test/smtp-inbox.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { createPlayer, createTestApp, type TestApp, type TestPlayer } from '../test/test-app.ts';

/** A first admin of the test's own, so that no generated password is printed. */
const quietAdmin = { ADMIN_EMAIL: 'metrics@punla.test', ADMIN_PASSWORD: 'Admin-Password-1' };

/** The lines of one metric (its samples, not its HELP and TYPE comments). */
function samples(text: string, name: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
}

async function scrape(port: number, path = '/metrics') {
  return fetch(`http://127.0.0.1:${port}${path}`);
}

/** Whether something accepts connections on the port. */
function listensOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('the metrics port (METRICS_PORT set)', () => {
  let t: TestApp;
  let port: number;
  let player: TestPlayer;
  let text: string;

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ metricsPort: port, host: '127.0.0.1' });
    player = await createPlayer(t);
    const { id } = player.user;
    const { email } = player.user;
    const answers = await Promise.all([
      t.request({ method: 'GET', url: apiRoutes.health }),
      t.request({
        method: 'GET',
        url: pathTo(apiRoutes.accounts.user, { userId: id }),
        token: player.token,
      }),
      t.request({
        method: 'GET',
        url: pathTo(apiRoutes.seasons.job, { jobId: randomUUID() }),
        token: player.token,
      }),
      t.request({ method: 'GET', url: `/api/no-such-thing/${id}/${encodeURIComponent(email)}` }),
      t.request({ method: 'POST', url: apiRoutes.accounts.forgotPassword, payload: { email } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 403, 404, 202]);
    await t.mailsSettled();
    // The LISTEN connection is made in the background; its gauge follows once it is up.
    await vi.waitFor(async () => {
      text = await (await scrape(port)).text();
      expect(samples(text, 'punla_listen_connected')).toEqual(['punla_listen_connected 1']);
    });
  });
  afterAll(() => t?.close());

  it('counts requests by method, route pattern and status', () => {
    const requests = samples(text, 'punla_http_requests_total');
    expect(requests).toContainEqual(
      expect.stringMatching(
        /^punla_http_requests_total\{method="GET",route="\/api\/health",status_code="200"\} \d+$/,
      ),
    );
    expect(requests).toContainEqual(
      expect.stringContaining('method="GET",route="/api/secure/user/:userId",status_code="200"'),
    );
    expect(requests).toContainEqual(
      expect.stringContaining(
        'method="GET",route="/api/secure/season/job/:jobId",status_code="403"',
      ),
    );
    expect(requests).toContainEqual(
      expect.stringContaining('method="GET",route="unmatched",status_code="404"'),
    );
    expect(samples(text, 'punla_http_request_duration_seconds_count')).toContainEqual(
      expect.stringContaining('route="/api/health",status_code="200"'),
    );
  });

  it('never names a player: no id, e-mail or raw address in any line', () => {
    const { id, email } = player.user;
    for (const secret of [id, email, encodeURIComponent(email), '/api/no-such-thing']) {
      expect(text).not.toContain(secret);
    }
  });

  it("reports the database pool's connections, the jobs and the mails", () => {
    for (const state of ['total', 'idle', 'waiting']) {
      expect(samples(text, 'punla_db_pool_connections')).toContainEqual(
        expect.stringMatching(new RegExp(`^punla_db_pool_connections\\{state="${state}"\\} \\d+$`)),
      );
    }
    expect(samples(text, 'punla_mails_sent_total')).toEqual([expect.stringMatching(/ [1-9]\d*$/)]);
    expect(samples(text, 'punla_mails_failed_total')).toEqual([
      'punla_mails_failed_total{final="false"} 0',
      'punla_mails_failed_total{final="true"} 0',
    ]);
    expect(samples(text, 'punla_jobs_completed_total')).toContainEqual(
      expect.stringMatching(/^punla_jobs_completed_total\{queue="mail"\} [1-9]\d*$/),
    );
    expect(samples(text, 'punla_job_duration_seconds_count')).toContainEqual(
      expect.stringContaining('queue="mail"'),
    );
  });

  it("includes Node's own metrics, the event loop's delay among them", () => {
    expect(samples(text, 'punla_nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
    expect(samples(text, 'punla_process_resident_memory_bytes')).toHaveLength(1);
  });

  it('serves GET /metrics only, and only on its own port', async () => {
    const answer = await scrape(port);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    expect((await scrape(port, '/')).status).toBe(404);
    expect((await scrape(port, '/api/health')).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
    const onGamePort = await t.request({ method: 'GET', url: '/metrics' });
    expect(onGamePort.statusCode).toBe(404);
  });
});

describe('the metrics port on its own', () => {
  it('is closed with the app', async () => {
    const port = await freePort();
    const t = await createTestApp({ metricsPort: port, host: '127.0.0.1' });
    expect(await listensOn(port)).toBe(true);
    await t.close();
    expect(await listensOn(port)).toBe(false);
  });

  it('counts each refused try at a mail as failed, the last one as final', async () => {
    const port = await freePort();
    const smtp = await startSmtpInbox({ refuse: Number.POSITIVE_INFINITY });
    const t = await createTestApp(
      { metricsPort: port, host: '127.0.0.1' },
      { SMTP_URL: smtp.url },
      undefined,
      { jobTimings: { mailRetryLimit: 1 } },
    );
    try {
      const player = await createPlayer(t);
      const { email } = player.user;
      await t.request({
        method: 'POST',
        url: apiRoutes.accounts.forgotPassword,
        payload: { email },
      });
      await t.mailsSettled();
      expect(smtp.attempts()).toBe(2);
      const text = await (await scrape(port)).text();
      expect(samples(text, 'punla_mails_failed_total')).toEqual([
        'punla_mails_failed_total{final="false"} 1',
        'punla_mails_failed_total{final="true"} 1',
      ]);
      expect(samples(text, 'punla_mails_sent_total')).toEqual(['punla_mails_sent_total 0']);
      expect(samples(text, 'punla_jobs_failed_total')).toEqual([
        'punla_jobs_failed_total{queue="mail"} 2',
      ]);
    } finally {
      await t.close();
      await smtp.close();
    }
  }, 60_000);

  it('stops the start with a line naming METRICS_PORT when its port is taken', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const database = await createTestDatabase();
    const app = await buildApp({
      config: {
        ...loadConfig({
          ...quietAdmin,
          LOG_LEVEL: 'silent',
          HOST: '127.0.0.1',
          METRICS_PORT: String(port),
        }),
        passwordMemoryCost: 1024,
        scheduledJobs: false,
      },
      database,
      logger: false,
      webDistDir: null,
    });
    try {
      const ready = app.ready();
      await expect(ready).rejects.toBeInstanceOf(PortUnavailableError);
      await expect(ready).rejects.toThrow(`e.g. METRICS_PORT=${port + 1}`);
    } finally {
      await app.close();
      await database.close();
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

describe('without METRICS_PORT', () => {
  it('opens no port and keeps no metrics, and the app works', async () => {
    const listen = vi.spyOn(net.Server.prototype, 'listen');
    const database = await createTestDatabase();
    try {
      const app = await buildApp({
        config: {
          ...loadConfig({ ...quietAdmin, LOG_LEVEL: 'silent' }),
          passwordMemoryCost: 1024,
          scheduledJobs: false,
        },
        database,
        logger: false,
        webDistDir: null,
      });
      await app.ready();
      expect((await app.inject({ method: 'GET', url: apiRoutes.health })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect(listen).not.toHaveBeenCalled();
      await app.close();
    } finally {
      listen.mockRestore();
      await database.close();
    }
  });
});
