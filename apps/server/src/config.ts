import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  AI_TRIVIA_PER_HOUR,
  LOGIN_ATTEMPTS_PER_ACCOUNT,
  LOGIN_ATTEMPTS_PER_IP,
  SIGNUPS_PER_IP_PER_HOUR,
  ACCOUNT_MAILS_PER_HOUR,
  ACCOUNT_MAILS_PER_NETWORK_PER_DAY,
  VERIFY_ATTEMPTS_PER_IP,
} from '@punla/contract';

/**
 * The server's whole configuration, read from the environment once at start. A bad value
 * stops the start with a message that names the variable, rather than failing later.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A PostgreSQL server's URL, or unset. */
const postgresUrl = optionalText.pipe(
  z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
);

function limitSetting(standard: number) {
  return z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000_000_000, 'must be at most 1000000000')
    .default(standard);
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  METRICS_PORT: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(65535, 'must be at most 65535')
    .optional(),
  DATABASE_URL: postgresUrl,
  DATABASE_DIRECT_URL: postgresUrl,
  DATABASE_READ_URL: postgresUrl,
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int('must be a whole number')
    .min(2, 'must be at least 2')
    .max(1000, 'must be at most 1000')
    .default(10),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Punla <no-reply@punla.local>'),
  SUPPORT_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
  MAIL_RETRY_SECONDS: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(3600, 'must be at most 3600')
    .default(30),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  AI_BASE_URL: optionalText.pipe(z.url().optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TRIVIA_PER_HOUR: limitSetting(AI_TRIVIA_PER_HOUR),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(8, 'must be at least 8 characters long').optional(),
  ),
  GAME_TIMEZONE: z
    .string()
    .default('Asia/Manila')
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Manila'),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .transform(parseTrustProxy)
      .refine((value) => value !== undefined, {
        message:
          'must be a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1)',
      })
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The security limits: the defaults are the game's (packages/contract); a load test or a
  // classroom behind one address may raise them.
  RATE_LIMIT_LOGIN_PER_IP: limitSetting(LOGIN_ATTEMPTS_PER_IP),
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: limitSetting(LOGIN_ATTEMPTS_PER_ACCOUNT),
  RATE_LIMIT_VERIFY_PER_IP: limitSetting(VERIFY_ATTEMPTS_PER_IP),
  RATE_LIMIT_SIGNUPS_PER_IP: limitSetting(SIGNUPS_PER_IP_PER_HOUR),
  RATE_LIMIT_ACCOUNT_MAILS_PER_NETWORK: limitSetting(ACCOUNT_MAILS_PER_NETWORK_PER_DAY),
  RATE_LIMIT_ACCOUNT_MAILS_PER_HOUR: limitSetting(ACCOUNT_MAILS_PER_HOUR),
});

/** Names proxy-addr knows for the usual private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (NAMED_RANGES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Off, a count of proxies in front of the server, or the proxies' addresses. "true" (trust
 * whatever the header says) is not offered: any client could then choose its own address
 * and escape the per-address limits.
 */
function parseTrustProxy(text: string): TrustProxy | undefined {
  if (text === 'false' || text === 'off') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? false : hops <= 100 ? hops : undefined;
  }
  const items = text.split(',').map((item) => item.trim());
  return items.every(isAddressOrRange) ? items : undefined;
}

/**
 * Fastify's `trustProxy` for the setting. A hop count becomes "the nearest n addresses are
 * proxies": Fastify 5 no longer trusts a bare number, as it cannot tell a proxy from a client
 * that connects directly, so a hop count is only for servers reachable through the proxy alone.
 */
export function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Which proxies may tell the client's address (X-Forwarded-For): none, a hop count, or a list. */
export type TrustProxy = false | number | string[];

export interface RateLimitSettings {
  loginPerIp: number;
  loginFailuresPerAccount: number;
  verifyPerIp: number;
  signupsPerIp: number;
  /** Account mails asked for from one client network in a day. */
  accountMailsPerNetwork: number;
  /** Account mails across the game in an hour: the ceiling below the SMTP provider's. */
  accountMailsPerHour: number;
}

export interface Config {
  port: number;
  host: string;
  /**
   * The port of the Prometheus metrics (`METRICS_PORT`), on HOST too; undefined: no metrics
   * are kept or served (docs/decisions/030).
   */
  metricsPort: number | undefined;
  databaseUrl: string | undefined;
  /**
   * A direct connection to DATABASE_URL's database (`DATABASE_DIRECT_URL`), set when
   * DATABASE_URL goes through a pooler in transaction mode (PgBouncer): LISTEN, the
   * migrations, the start-up lock and the job queue go over it, and the pool sends its
   * statements unnamed (docs/decisions/033).
   */
  databaseDirectUrl: string | undefined;
  /**
   * A read replica of that database (`DATABASE_READ_URL`): the leaderboard's top, the admin
   * dashboard and the public totals are read there, never what a write depends on.
   */
  databaseReadUrl: string | undefined;
  /**
   * Connections this instance's pool may hold (`DATABASE_POOL_SIZE`, 10): each instance also
   * holds one for LISTEN and, while transactions are pipelined, a few more (README, Several
   * instances), so PostgreSQL's `max_connections` bounds instances × (this + 3).
   */
  databasePoolSize: number;
  dataDir: string;
  jwtSecret: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Where players write for help: a suspended player's login names it (`SUPPORT_EMAIL`; by
   * default the first admin's `ADMIN_EMAIL`, else the address of `MAIL_FROM`).
   */
  supportEmail: string;
  /** The first pause before a mail the mail server refused is tried again; later ones grow. */
  mailRetrySeconds: number;
  google: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
  /**
   * The AI provider of trivia, and how many calls it may be sent across the game in an hour
   * (`AI_TRIVIA_PER_HOUR`, the game's figure by default).
   */
  ai:
    | { baseUrl: string; apiKey: string | undefined; model: string; callsPerHour: number }
    | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  gameTimeZone: string;
  redisUrl: string | undefined;
  /** Fastify's `trustProxy`: what `request.ip`, and so every per-address limit, is based on. */
  trustProxy: TrustProxy;
  logLevel: string;
  /** argon2id's memory cost in KiB: OWASP's 19456 (19 MiB) in production; tests lower it. */
  passwordMemoryCost: number;
  rateLimits: RateLimitSettings;
  /** Runs the scheduled jobs (jobs/job-queue.ts); tests that do not need them turn them off. */
  scheduledJobs: boolean;
}

export class ConfigError extends Error {}

/** The address of a sender such as `Punla <no-reply@punla.local>` (or the sender itself). */
function addressOf(sender: string): string {
  return (/<([^<>]+)>/.exec(sender)?.[1] ?? sender).trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (as in a copied .env.example) means unset.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together.',
    );
  }
  if (e.AI_BASE_URL && !e.AI_MODEL) {
    throw new ConfigError(
      'Invalid configuration:\n  AI_MODEL is required when AI_BASE_URL is set.',
    );
  }
  if (e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      `Invalid configuration:\n  METRICS_PORT must differ from PORT (both are ${e.PORT}): the metrics are served on a port of their own.`,
    );
  }
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_DIRECT_URL is set but DATABASE_URL is not: DATABASE_DIRECT_URL is the direct way to the PostgreSQL server that DATABASE_URL reaches through a pooler, so set DATABASE_URL too (or unset DATABASE_DIRECT_URL).',
    );
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_READ_URL is set but DATABASE_URL is not: a read replica follows a PostgreSQL server, not the embedded database, so set DATABASE_URL too (or unset DATABASE_READ_URL).',
    );
  }
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means the folder the
  // user started from.
  const baseDir = env.INIT_CWD ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT,
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: path.resolve(baseDir, e.DATA_DIR),
    jwtSecret: e.JWT_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    // A person reads the first admin's mailbox; the sender's address is often a no-reply one.
    supportEmail: e.SUPPORT_EMAIL ?? e.ADMIN_EMAIL?.toLowerCase() ?? addressOf(e.MAIL_FROM),
    mailRetrySeconds: e.MAIL_RETRY_SECONDS,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuerUrl: e.GOOGLE_ISSUER_URL,
          }
        : undefined,
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL,
            apiKey: e.AI_API_KEY,
            model: e.AI_MODEL,
            callsPerHour: e.AI_TRIVIA_PER_HOUR,
          }
        : undefined,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    gameTimeZone: e.GAME_TIMEZONE,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    // OWASP's argon2id setting (lib/passwords.ts has the other two: 2 passes, 1 lane).
    passwordMemoryCost: 19_456,
    rateLimits: {
      loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP,
      loginFailuresPerAccount: e.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT,
      verifyPerIp: e.RATE_LIMIT_VERIFY_PER_IP,
      signupsPerIp: e.RATE_LIMIT_SIGNUPS_PER_IP,
      accountMailsPerNetwork: e.RATE_LIMIT_ACCOUNT_MAILS_PER_NETWORK,
      accountMailsPerHour: e.RATE_LIMIT_ACCOUNT_MAILS_PER_HOUR,
    },
    scheduledJobs: true,
  };
}

export function defaultRateLimits(): RateLimitSettings {
  return {
    loginPerIp: LOGIN_ATTEMPTS_PER_IP,
    loginFailuresPerAccount: LOGIN_ATTEMPTS_PER_ACCOUNT,
    verifyPerIp: VERIFY_ATTEMPTS_PER_IP,
    signupsPerIp: SIGNUPS_PER_IP_PER_HOUR,
    accountMailsPerNetwork: ACCOUNT_MAILS_PER_NETWORK_PER_DAY,
    accountMailsPerHour: ACCOUNT_MAILS_PER_HOUR,
  };
}
