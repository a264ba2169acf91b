import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import { createManualClock, type ManualClock } from '../src/lib/clock.ts';
import type { AppContext } from '../src/lib/context.ts';
import { createTestDatabase } from './test-database.ts';
import { startSmtpInbox } from './smtp-inbox.ts';
import { TEST_PASSWORD_MEMORY_COST } from './test-passwords.ts';

export {
  createPlayer,
  relogin,
  uniqueName,
  usePlayer,
  type TestPlayer,
} from './factories/accounts.ts';

export { TEST_PASSWORD_MEMORY_COST } from './test-passwords.ts';
export const ADMIN_EMAIL = 'admin@punla.test';
export const ADMIN_PASSWORD = 'Admin-Password-1';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: ManualClock;
  /** The services' context on the app's database and clock, for factories that call them. */
  ctx: AppContext;
  inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  config: Config;
  /** Waits until every mail queued so far has been sent (or given up), so the inbox holds it. */
  mailsSettled(): Promise<void>;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The real app on a real database of its own, with a local SMTP server and a movable clock.
 * `deps` replaces parts of the app (a counting password hasher, say).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
  database?: DatabaseHandle,
  deps: Pick<AppDeps, 'hasher' | 'jobTimings' | 'logger'> = {},
): Promise<TestApp> {
  database ??= await createTestDatabase();
  const inbox = await startSmtpInbox();
  const clock = createManualClock(new Date('2026-06-01T02:00:00Z'));
  const config: Config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      SMTP_URL: inbox.url,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      PUBLIC_URL: 'http://punla.test',
      ...env,
    }),
    passwordMemoryCost: TEST_PASSWORD_MEMORY_COST,
    // A test runs the scheduled work itself (app.runDailyLoop) or asks for the queue.
    scheduledJobs: false,
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    clock,
    logger: false,
    webDistDir: null,
    aiTimeoutMs: 500,
    // Idle workers look for jobs twice a second; a refused mail is tried again within seconds.
    ...deps,
    jobTimings: { pollingIntervalSeconds: 0.5, mailRetryDelaySeconds: 1, ...deps.jobTimings },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    ctx: { db: database.db, clock, timeZone: config.gameTimeZone },
    inbox,
    config,
    mailsSettled: () => app.jobs.mailsSettled(),
    request({ token, headers, ...options }) {
      return app.inject({
        ...options,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    },
    async close() {
      await app.close();
      await inbox.close();
      await database?.close();
    },
  };
}

/**
 * The test file's app, built before its tests and closed after them. The object is filled in
 * when the tests start: use it inside tests and hooks, not at the top of the file.
 */
export function useTestApp(overrides: Partial<Config> = {}, env: Record<string, string> = {}) {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides, env));
  });
  afterAll(() => t.close());
  return t;
}
