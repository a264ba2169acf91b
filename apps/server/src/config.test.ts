import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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
      scryptCost: 2 ** 17,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must start with postgres:// or postgresql://'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 32 characters long'],
    [{ GAME_TIMEZONE: 'Mars/Olympus' }, 'GAME_TIMEZONE: must be an IANA time zone'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [
      { GOOGLE_CLIENT_ID: 'id-only' },
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ],
    [{ ADMIN_EMAIL: 'not-mail' }, 'ADMIN_EMAIL'],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });
});
