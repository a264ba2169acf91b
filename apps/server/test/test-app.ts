import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AuthResponse, UserProfile } from '@punla/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createManualClock, type ManualClock } from '../src/lib/clock.ts';
import { createPasswordHasher } from '../src/lib/passwords.ts';
import { insertUser } from '../src/modules/accounts/accounts.repository.ts';
import { grantStarterKit } from '../src/modules/inventory/inventory.service.ts';
import { createTestDatabase } from './test-database.ts';
import { startSmtpInbox } from './smtp-inbox.ts';

/** Tests keep scrypt cheap; production keeps the OWASP cost. */
export const TEST_SCRYPT_COST = 2 ** 10;
export const ADMIN_EMAIL = 'admin@punla.test';
export const ADMIN_PASSWORD = 'Admin-Password-1';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: ManualClock;
  inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  config: Config;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app on a real database of its own, with a local SMTP server and a movable clock. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
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
    scryptCost: TEST_SCRYPT_COST,
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    clock,
    logger: false,
    webDistDir: null,
    aiTimeoutMs: 500,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    inbox,
    config,
    request({ token, headers, ...options }) {
      return app.inject({
        ...options,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    },
    async close() {
      await app.close();
      await inbox.close();
      await database.close();
    },
  };
}

let sequence = 0;
/** Unique names so tests never collide, even on a shared database. */
export function uniqueName(prefix = 'p'): string {
  sequence += 1;
  return `${prefix}${sequence}_${randomBytes(3).toString('hex')}`;
}

export interface TestPlayer {
  user: UserProfile;
  token: string;
  password: string;
}

const hasher = createPasswordHasher(TEST_SCRYPT_COST);

/** Inserts a real player row and logs in through the API. */
export async function createPlayer(
  t: TestApp,
  options: { verified?: boolean; role?: 'USER' | 'ADMIN'; starterKit?: boolean } = {},
): Promise<TestPlayer> {
  const username = uniqueName();
  const password = `Pw-${randomBytes(6).toString('hex')}`;
  const now = t.clock.now();
  const inserted = await insertUser(t.db, {
    email: `${username.toLowerCase()}@example.test`,
    username,
    passwordHash: await hasher.hash(password),
    role: options.role ?? 'USER',
    verified: options.verified ?? true,
    verifiedAt: options.verified === false ? null : now,
    createdAt: now,
    updatedAt: now,
  });
  // A verified player has the starter kit, as verification gives it.
  if ((options.starterKit ?? options.verified !== false) && (options.role ?? 'USER') === 'USER') {
    await t.db.transaction((tx) => grantStarterKit(tx, inserted.id, now));
  }
  const response = await t.request({
    method: 'POST',
    url: '/api/public/user/login',
    payload: { identifier: username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const body = response.json<AuthResponse>();
  return { user: body.user, token: body.token, password };
}

/** Logs the player in again (after the clock moved past their token's life). */
export async function relogin(t: TestApp, player: TestPlayer): Promise<TestPlayer> {
  const response = await t.request({
    method: 'POST',
    url: '/api/public/user/login',
    payload: { identifier: player.user.username, password: player.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  player.token = response.json<AuthResponse>().token;
  return player;
}
