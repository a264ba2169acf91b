import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultRateLimits, loadConfig, trustProxyOption } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({ INIT_CWD: '/srv/punla' });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      dataDir: path.resolve('/srv/punla', 'data'),
      publicUrl: 'http://localhost:8080',
      gameTimeZone: 'Asia/Manila',
      google: undefined,
      passwordMemoryCost: 19_456,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ METRICS_PORT: '0' }, 'METRICS_PORT: must be at least 1'],
    [{ METRICS_PORT: '65536' }, 'METRICS_PORT: must be at most 65535'],
    [{ METRICS_PORT: 'nine' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '9.5' }, 'METRICS_PORT: must be a whole number'],
    [{ METRICS_PORT: '8080' }, 'METRICS_PORT must differ from PORT'],
    [{ PORT: '9100', METRICS_PORT: '9100' }, 'METRICS_PORT must differ from PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must start with postgres:// or postgresql://'],
    [
      { DATABASE_URL: 'postgres://h/db', DATABASE_DIRECT_URL: 'db.internal:5432' },
      'DATABASE_DIRECT_URL: must start with postgres:// or postgresql://',
    ],
    [
      { DATABASE_URL: 'postgres://h/db', DATABASE_READ_URL: 'mysql://replica' },
      'DATABASE_READ_URL: must start with postgres:// or postgresql://',
    ],
    [
      { DATABASE_DIRECT_URL: 'postgres://db:5432/punla' },
      'DATABASE_DIRECT_URL is set but DATABASE_URL is not',
    ],
    [
      { DATABASE_READ_URL: 'postgres://replica:5432/punla' },
      'DATABASE_READ_URL is set but DATABASE_URL is not',
    ],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 32 characters long'],
    [{ GAME_TIMEZONE: 'Mars/Olympus' }, 'GAME_TIMEZONE: must be an IANA time zone'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [
      { GOOGLE_CLIENT_ID: 'id-only' },
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ],
    [{ ADMIN_EMAIL: 'not-mail' }, 'ADMIN_EMAIL'],
    [{ SUPPORT_EMAIL: 'help desk' }, 'SUPPORT_EMAIL: must be an e-mail address'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY: must be a number of proxy hops'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,not-an-address' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ RATE_LIMIT_LOGIN_PER_IP: '0' }, 'RATE_LIMIT_LOGIN_PER_IP: must be at least 1'],
    [{ DATABASE_POOL_SIZE: '1' }, 'DATABASE_POOL_SIZE: must be at least 2'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE'],
    [{ RATE_LIMIT_SIGNUPS_PER_IP: '2.5' }, 'RATE_LIMIT_SIGNUPS_PER_IP: must be a whole number'],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads TRUST_PROXY as off, a hop count, or a list of addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
  });

  it('turns a hop count into "the nearest n addresses are proxies"', () => {
    const trust = trustProxyOption(2);
    expect(typeof trust).toBe('function');
    const byHop = trust as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => byHop('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(trustProxyOption(false)).toBe(false);
  });

  it('has per-address limits that a classroom of 40 behind one address stays under', () => {
    const limits = loadConfig({}).rateLimits;
    expect(limits.loginPerIp).toBeGreaterThanOrEqual(200);
    expect(limits.signupsPerIp).toBeGreaterThanOrEqual(80);
    expect(limits.verifyPerIp).toBeGreaterThanOrEqual(80);
  });

  it('keeps the game limits unless a RATE_LIMIT_ variable raises one', () => {
    expect(loadConfig({}).rateLimits).toEqual(defaultRateLimits());
    expect(loadConfig({ RATE_LIMIT_LOGIN_PER_IP: '5000' }).rateLimits).toEqual({
      ...defaultRateLimits(),
      loginPerIp: 5000,
    });
  });

  it('serves no metrics unless METRICS_PORT is set', () => {
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '' }).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
  });

  it('reads the direct and the read replica URLs beside DATABASE_URL', () => {
    expect(loadConfig({})).toMatchObject({
      databaseDirectUrl: undefined,
      databaseReadUrl: undefined,
    });
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://app@pgbouncer:6432/punla',
        DATABASE_DIRECT_URL: 'postgres://app@db:5432/punla',
        DATABASE_READ_URL: 'postgresql://app@replica:5432/punla',
      }),
    ).toMatchObject({
      databaseUrl: 'postgres://app@pgbouncer:6432/punla',
      databaseDirectUrl: 'postgres://app@db:5432/punla',
      databaseReadUrl: 'postgresql://app@replica:5432/punla',
    });
    expect(loadConfig({ DATABASE_DIRECT_URL: '', DATABASE_READ_URL: ' ' })).toMatchObject({
      databaseDirectUrl: undefined,
      databaseReadUrl: undefined,
    });
  });

  it('names the support address, by default the first admin’s, else the mails’ sender', () => {
    expect(loadConfig({}).supportEmail).toBe('no-reply@punla.local');
    expect(
      loadConfig({ MAIL_FROM: 'no-reply@punla.ph', ADMIN_EMAIL: 'Ops@Punla.ph' }).supportEmail,
    ).toBe('ops@punla.ph');
    expect(loadConfig({ MAIL_FROM: 'Punla Team <team@punla.ph>' }).supportEmail).toBe(
      'team@punla.ph',
    );
    expect(loadConfig({ MAIL_FROM: 'team@punla.ph' }).supportEmail).toBe('team@punla.ph');
    expect(
      loadConfig({ MAIL_FROM: 'team@punla.ph', SUPPORT_EMAIL: 'help@punla.ph' }).supportEmail,
    ).toBe('help@punla.ph');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });
});
