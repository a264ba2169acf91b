import path from 'node:path';
import { z } from 'zod';
import {
  LOGIN_ATTEMPTS_PER_ACCOUNT,
  LOGIN_ATTEMPTS_PER_IP,
  SIGNUPS_PER_IP_PER_HOUR,
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

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
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
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  AI_BASE_URL: optionalText.pipe(z.url().optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface RateLimitSettings {
  loginPerIp: number;
  loginFailuresPerAccount: number;
  verifyPerIp: number;
  signupsPerIp: number;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  gameTimeZone: string;
  redisUrl: string | undefined;
  logLevel: string;
  /** scrypt cost N; production keeps OWASP's 2^17, tests may lower it. */
  scryptCost: number;
  rateLimits: RateLimitSettings;
}

export class ConfigError extends Error {}

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
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means the folder the
  // user started from.
  const baseDir = env.INIT_CWD ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(baseDir, e.DATA_DIR),
    jwtSecret: e.JWT_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
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
        ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL }
        : undefined,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    gameTimeZone: e.GAME_TIMEZONE,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    scryptCost: 2 ** 17,
    rateLimits: defaultRateLimits(),
  };
}

export function defaultRateLimits(): RateLimitSettings {
  return {
    loginPerIp: LOGIN_ATTEMPTS_PER_IP,
    loginFailuresPerAccount: LOGIN_ATTEMPTS_PER_ACCOUNT,
    verifyPerIp: VERIFY_ATTEMPTS_PER_IP,
    signupsPerIp: SIGNUPS_PER_IP_PER_HOUR,
  };
}
