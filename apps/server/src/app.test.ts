import fs from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { loadConfig } from './config.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API shell', () => {
  it('reports health with the database reachable', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const response = await t.request({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'There is no API endpoint GET /api/no-such-thing.',
    });
  });

  it('sends security headers', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const page = await t.request({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const document = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const paths = Object.keys(document.json().paths);
    expect(paths).toContain('/api/public/user/login');
    expect(paths).toContain('/api/secure/user/{userId}/update-password');
  });
});

describe('serving the web app', () => {
  it('serves hashed assets for a year, pages with history fallback, and precompressed files', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Punla</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("punla")');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), 'brotli-bytes');
    const database = await createTestDatabase();
    const app = await buildApp({
      config: {
        ...loadConfig({
          LOG_LEVEL: 'silent',
          ADMIN_EMAIL: 'a@punla.test',
          ADMIN_PASSWORD: 'Admin-Password-1',
        }),
        passwordMemoryCost: 1024,
      },
      database,
      logger: false,
      webDistDir: dist,
    });
    try {
      const asset = await app.inject({ url: '/assets/app-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const compressed = await app.inject({
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.body).toBe('brotli-bytes');

      for (const page of ['/', '/app/my-tree', '/verify-account/a%40b.c/123456', '/ABCD1234']) {
        const response = await app.inject({ url: page });
        expect(response.statusCode, page).toBe(200);
        expect(response.body).toContain('<title>Punla</title>');
        // The game's time zone comes with the page: the app needs no request for it.
        expect(response.body).toContain(
          '<meta name="punla-game-time-zone" content="Asia/Manila" />',
        );
        expect(response.headers['cache-control']).toBe('no-cache');
      }
      const zipped = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
      expect(zipped.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(zipped.rawPayload).toString()).toContain('punla-game-time-zone');
      const api = await app.inject({ url: '/api/missing' });
      expect(api.statusCode).toBe(404);
      expect(api.json().code).toBe('NOT_FOUND');
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('a start that creates the first admin once it listens', () => {
  it('has no admin and answers 503 until ensureAdminAccount, then the admin logs in', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: {
        ...loadConfig({
          LOG_LEVEL: 'silent',
          ADMIN_EMAIL: 'first@punla.test',
          ADMIN_PASSWORD: 'Admin-Password-1',
        }),
        passwordMemoryCost: 1024,
      },
      database,
      logger: false,
      webDistDir: null,
      adminAccount: 'after-listen',
    });
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/public/user/login',
        payload: { identifier: 'first@punla.test', password: 'Admin-Password-1' },
      });
    try {
      const admins = await database.executeSql(
        `select count(*)::int as n from users where role = 'ADMIN'`,
      );
      expect(admins.rows).toEqual([{ n: 0 }]);
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json().message).toBe('Punla is starting. Try again in a moment.');
      expect((await login()).statusCode).toBe(503);

      await app.ensureAdminAccount();
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const loggedIn = await login();
      expect(loggedIn.statusCode).toBe(200);
      expect(loggedIn.json().user.role).toBe('ADMIN');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
