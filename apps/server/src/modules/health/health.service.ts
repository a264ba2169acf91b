import type { AppContext } from '../../lib/context.ts';
import { lastMigrationApplied, pingDatabase } from './health.repository.ts';

export interface Health {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'unreachable';
}

/** The app's health, and the database's error when it could not be reached. */
export async function checkHealth(
  ctx: AppContext,
): Promise<{ health: Health; databaseError?: unknown }> {
  try {
    await pingDatabase(ctx.db);
    return { health: { status: 'ok', database: 'ok' } };
  } catch (error) {
    return { health: { status: 'unavailable', database: 'unreachable' }, databaseError: error };
  }
}

/** The liveness probe's answer: the process answers, whatever it depends on. */
export function checkLiveness(): { status: 'ok' } {
  return { status: 'ok' };
}

/** What readiness asks of the app's parts beside its database (app.ts gives them). */
export interface ReadinessSources {
  /** Redis's PING, on the rate limits' connection; undefined when REDIS_URL is not set. */
  pingRedis?: () => Promise<void>;
  /**
   * Whether the LISTEN connection that hears other instances' notices (changed sessions) is
   * connected; undefined where the database cannot notify.
   */
  listening?: () => boolean;
  /**
   * When the newest migration this server knows was made: the database must have it applied
   * (one restored from an older backup while the servers ran would not).
   */
  latestMigration: number;
}

export interface HealthContext extends AppContext {
  readiness: ReadinessSources;
}

export interface Readiness {
  status: 'ok' | 'unavailable';
  checks: {
    database: 'ok' | 'unreachable';
    redis: 'ok' | 'unreachable' | 'not-configured';
    listen: 'connected' | 'disconnected' | 'not-used';
    /** `unknown` while the database does not answer. */
    migrations: 'done' | 'pending' | 'unknown';
  };
  message: string;
}

/** A check that does not answer within this is counted as failed: a probe must not hang. */
const CHECK_TIMEOUT_MS = 2000;

/** Resolves when `check` does within the time limit; rejects with its error or the timeout's. */
async function withinTime(check: () => Promise<void>, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms.`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const inWords = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The failed check's error, or undefined when it answered. */
const failureOf = (check: () => Promise<void>, what: string) =>
  withinTime(check, what).then(
    () => undefined,
    (error: unknown) => error ?? new Error(`${what} failed.`),
  );

/**
 * Whether this instance can serve requests: the database answers `select 1`, Redis answers
 * PING when it is configured, the LISTEN connection is connected and the migrations have run.
 * The checks run at once, each within CHECK_TIMEOUT_MS; the errors of those that failed are
 * returned beside the answer, in words, for the log.
 */
export async function checkReadiness(
  ctx: HealthContext,
): Promise<{ readiness: Readiness; causes: Record<string, string> }> {
  const { pingRedis, listening, latestMigration } = ctx.readiness;
  let applied = 0;
  const [databaseError, redisError] = await Promise.all([
    failureOf(async () => {
      applied = await lastMigrationApplied(ctx.db);
    }, 'The database'),
    pingRedis ? failureOf(pingRedis, 'Redis') : undefined,
  ]);
  const checks: Readiness['checks'] = {
    database: databaseError === undefined ? 'ok' : 'unreachable',
    redis: !pingRedis ? 'not-configured' : redisError === undefined ? 'ok' : 'unreachable',
    listen: !listening ? 'not-used' : listening() ? 'connected' : 'disconnected',
    migrations:
      databaseError !== undefined ? 'unknown' : applied >= latestMigration ? 'done' : 'pending',
  };
  const problems = [
    checks.database === 'unreachable' && 'the database does not answer',
    checks.redis === 'unreachable' && 'Redis (REDIS_URL) does not answer PING',
    checks.listen === 'disconnected' &&
      "the LISTEN connection for other instances' notices is not connected",
    checks.migrations === 'pending' &&
      "the database lacks this server's newest migration (restart the server to apply it)",
  ].filter((problem): problem is string => typeof problem === 'string');
  const causes: Record<string, string> = {};
  if (databaseError !== undefined) causes.database = inWords(databaseError);
  if (redisError !== undefined) causes.redis = inWords(redisError);
  if (problems.length === 0) {
    return {
      readiness: { status: 'ok', checks, message: 'This instance is ready to serve requests.' },
      causes,
    };
  }
  return {
    readiness: {
      status: 'unavailable',
      checks,
      message: `This instance is not ready: ${problems.join('; ')}.`,
    },
    causes,
  };
}
