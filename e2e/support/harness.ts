import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { startOidcProvider } from '../../apps/server/test/oidc-provider.ts';
import { startSmtpInbox } from '../../apps/server/test/smtp-inbox.ts';
import { createTestDatabase } from '../../apps/server/test/test-database.ts';
import { freePort } from '../../apps/server/test/free-port.ts';

export const ADMIN_EMAIL = 'admin@punla.test';
export const ADMIN_PASSWORD = 'Admin-Password-1';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The built web app; E2E_WEB_DIST points at another build (one built with `--outDir`). */
const webDist = process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist');
export const artifactsDir = path.join(root, 'e2e/artifacts');

/**
 * The real built app on a free port with a fresh database, a local SMTP server, a local
 * OpenID Connect provider standing in for Google, and the system Chromium.
 */
export async function startHarness() {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first.');
  }
  const inbox = await startSmtpInbox();
  const oidc = await startOidcProvider();
  const database = await createTestDatabase();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      SMTP_URL: inbox.url,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      GOOGLE_CLIENT_ID: 'punla-e2e-client',
      GOOGLE_CLIENT_SECRET: 'punla-e2e-secret',
      GOOGLE_ISSUER_URL: oidc.issuerUrl,
    }),
    passwordMemoryCost: 2 ** 12,
    // Tests run the scheduled work when they mean to (runDailyLoop below), not on a timer.
    scheduledJobs: false,
  };
  // The real time, moved forward when a test needs another hour of the game's day.
  let clockOffsetMs = 0;
  const clock = { now: () => new Date(Date.now() + clockOffsetMs) };
  const app = await buildApp({
    config,
    database,
    clock,
    logger: false,
    webDistDir: webDist,
    // A refused mail is tried again within seconds, as the players here would wait for it.
    jobTimings: { pollingIntervalSeconds: 0.5, mailRetryDelaySeconds: 1 },
  });
  await app.listen({ port, host: '127.0.0.1' });
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  fs.mkdirSync(artifactsDir, { recursive: true });

  return {
    baseUrl,
    inbox,
    oidc,
    browser,
    /** The server's database, for tests that set a row up directly (a back-dated tree). */
    database,
    /** One run of the server's scheduled work (reminders, season notices), now. */
    /** A run of the scheduled work, once the mails it queued have been sent. */
    async runDailyLoop() {
      const report = await app.runDailyLoop();
      await app.jobs.mailsSettled();
      return report;
    },
    /** Moves the server's clock forward to the next time its game-zone wall clock shows `hour`:00. */
    moveServerClockToGameHour(hour: number) {
      const zone = config.gameTimeZone;
      const hourAt = (instant: Date) =>
        Number(
          new Intl.DateTimeFormat('en-GB', {
            hour: '2-digit',
            hourCycle: 'h23',
            timeZone: zone,
          }).format(instant),
        );
      let instant = clock.now();
      while (hourAt(instant) !== hour) instant = new Date(instant.getTime() + 15 * 60_000);
      clockOffsetMs = instant.getTime() - Date.now();
    },
    /** The server's clock, in milliseconds (real time, plus any move forward). */
    now: () => clock.now().getTime(),
    /** Moves the server's clock on by `milliseconds` (an event that starts, say). */
    advanceServerClock(milliseconds: number) {
      clockOffsetMs += milliseconds;
    },
    async newPage(viewport = PHONE): Promise<{ context: BrowserContext; page: Page }> {
      const context = await browser.newContext({ baseURL: baseUrl, viewport });
      const page = await context.newPage();
      return { context, page };
    },
    async screenshot(page: Page, name: string) {
      await page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
    },
    async close() {
      await browser.close();
      await app.close();
      await database.close();
      await oidc.stop();
      await inbox.close();
    },
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;

/**
 * The harness of this test file: started before its first test, closed after its last. The
 * object returned stands for it from the start, so a file writes `const h = useHarness();`
 * at the top and uses `h` in its tests; touching it outside a test is an error.
 */
export function useHarness(): Harness {
  let started: Harness | undefined;
  beforeAll(async () => {
    started = await startHarness();
  });
  afterAll(() => started?.close());
  return new Proxy({} as Harness, {
    get(_target, key: string | symbol) {
      if (!started) throw new Error('The harness starts before the first test: use it in a test.');
      return started[key as keyof Harness];
    },
  });
}
