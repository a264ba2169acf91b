import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import {
  apiRoutes,
  pathTo,
  type AuthResponse,
  type SignupInput,
  type UserProfile,
} from '@punla/contract';
import type { Database } from '../../src/db/client.ts';
import type { ManualClock } from '../../src/lib/clock.ts';
import { inTransaction, type AppContext } from '../../src/lib/context.ts';
import { createPasswordHasher, type PasswordHasher } from '../../src/lib/passwords.ts';
import { insertUser } from '../../src/modules/accounts/accounts.repository.ts';
import { grantStarterKit } from '../../src/modules/inventory/inventory.service.ts';
import { codeFrom, type startSmtpInbox } from '../smtp-inbox.ts';
import { TEST_PASSWORD_MEMORY_COST } from '../test-passwords.ts';

/**
 * What these factories use of a test app (test-app.ts's `TestApp` has all of it). Declared
 * here rather than imported: test-app.ts hands these factories on to every test, so importing
 * it back would close an import circle.
 */
interface TestApp {
  db: Database;
  clock: ManualClock;
  ctx: AppContext;
  inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
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

let hasher: PasswordHasher | undefined;

/** Logs in through the API. */
export function login(t: TestApp, identifier: string, password: string) {
  return t.request({
    method: 'POST',
    url: apiRoutes.accounts.login,
    payload: { identifier, password },
  });
}

async function session(t: TestApp, identifier: string, password: string): Promise<AuthResponse> {
  const response = await login(t, identifier, password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<AuthResponse>();
}

/**
 * Inserts a real player row (verified ones get the starter kit, as verification gives it) and
 * logs in through the API. The row is written directly so tests need no mail round trip.
 */
export async function createPlayer(
  t: TestApp,
  options: {
    verified?: boolean;
    role?: 'USER' | 'ADMIN';
    starterKit?: boolean;
    /** An adult's by default; null for an account made before sign-up asked it. */
    birthYear?: number | null;
  } = {},
): Promise<TestPlayer> {
  const username = uniqueName();
  const password = `Pw-${randomBytes(6).toString('hex')}`;
  const now = t.clock.now();
  hasher ??= createPasswordHasher(TEST_PASSWORD_MEMORY_COST);
  const inserted = await insertUser(t.db, {
    email: `${username.toLowerCase()}@example.test`,
    username,
    passwordHash: await hasher.hash(password),
    role: options.role ?? 'USER',
    verified: options.verified ?? true,
    verifiedAt: options.verified === false ? null : now,
    birthYear: options.birthYear === undefined ? ADULT_BIRTH_YEAR : options.birthYear,
    createdAt: now,
    updatedAt: now,
  });
  if ((options.starterKit ?? options.verified !== false) && (options.role ?? 'USER') === 'USER') {
    await inTransaction(t.ctx, (tx) => grantStarterKit(tx, inserted.id));
  }
  const body = await session(t, username, password);
  return { user: body.user, token: body.token, password };
}

/** Logs the player in again (after the clock moved past their token's life). */
export async function relogin(t: TestApp, player: TestPlayer): Promise<TestPlayer> {
  player.token = (await session(t, player.user.username, player.password)).token;
  return player;
}

/** The player's profile as the API shows it to them. */
export async function profileOf(t: TestApp, player: TestPlayer): Promise<UserProfile> {
  const response = await t.request({
    method: 'GET',
    url: pathTo(apiRoutes.accounts.user, { userId: player.user.id }),
    token: player.token,
  });
  return response.json<UserProfile>();
}

/** The birth year factories give a player unless told otherwise: an adult's. */
export const ADULT_BIRTH_YEAR = 1990;

/** A new sign-up's details: a unique username, its e-mail address, an adult's birth year. */
export function newAccount(): {
  email: string;
  username: string;
  password: string;
  birthYear: number;
} {
  const username = uniqueName();
  return {
    email: `${username.toLowerCase()}@example.test`,
    username,
    password: 'Seedling-42',
    birthYear: ADULT_BIRTH_YEAR,
  };
}

/**
 * Sends a sign-up. The form always sends a birth year: a payload object without the key gets
 * an adult's, so a test about another field is about that field alone (a test of a missing
 * year sends its body with `t.request`).
 */
export function signUp(t: TestApp, payload: unknown, headers: Record<string, string> = {}) {
  const body =
    payload && typeof payload === 'object' && !Array.isArray(payload) && !('birthYear' in payload)
      ? { ...payload, birthYear: ADULT_BIRTH_YEAR }
      : payload;
  return t.request({
    method: 'POST',
    url: apiRoutes.accounts.signup,
    payload: body as object,
    headers,
  });
}

/**
 * Signs a new player up through the API, as the sign-up form does, and reads the
 * verification code from the mail they got.
 */
export async function signUpPlayer(
  t: TestApp,
  extra: Partial<Pick<SignupInput, 'referralCode'>> = {},
): Promise<{ id: string; email: string; username: string; password: string; code: string }> {
  const account = newAccount();
  const response = await signUp(t, { ...account, ...extra });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const code = codeFrom(await t.inbox.next(account.email));
  return { ...account, id: response.json().user.id as string, code };
}

/** Verifies the e-mail address with the code, as the mailed link does. */
export function verifyEmail(t: TestApp, email: string, code: string) {
  return t.request({ method: 'GET', url: pathTo(apiRoutes.accounts.verifyEmail, { email, code }) });
}

/** A player (or admin) created once before the file's tests, after the app is up. */
export function usePlayer(
  t: TestApp,
  options: Parameters<typeof createPlayer>[1] = {},
): TestPlayer {
  const player = {} as TestPlayer;
  beforeAll(async () => {
    Object.assign(player, await createPlayer(t, options));
  });
  return player;
}

/**
 * `howMany` verified players made by SQL in one statement (`<prefix><n>`, `<prefix><n>@example.org`,
 * n from 1): a season's worth of accounts in a second, with no inventory or session.
 */
export async function addVerifiedPlayers(t: TestApp, howMany: number, prefix: string) {
  await t.db.execute(sql`
    insert into users (email, username, verified, verified_at, created_at, updated_at)
    select ${prefix} || n || '@example.org', ${prefix} || n, true, now(), now(), now()
    from generate_series(1, ${howMany}) n`);
}
