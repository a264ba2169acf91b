import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { apiRoutes, pathTo } from '@punla/contract';
import { submitLogIn } from './support/account-forms.ts';
import { expectUrl, expectVisible, pageTitle } from './support/expect.ts';
import { DESKTOP, useHarness, type Harness } from './support/harness.ts';
import { callAs, createVerifiedPlayer } from './support/players.ts';

const h = useHarness();
/** The build the harness serves (E2E_WEB_DIST, as in support/harness.ts). */
const webDist =
  process.env.E2E_WEB_DIST ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

/** A small phone. */
const SMALL_PHONE = { width: 360, height: 740 };
/** My Tree from a cold cache: the page, its code, its styles and its data. */
const MY_TREE_REQUEST_BUDGET = 30;
/** The JavaScript of a guest page's first screen, gzipped. */
const GUEST_JS_BUDGET_KIB = 150;
/** The guest pages a visitor opens first, each with the heading that shows it. */
const GUEST_FIRST_SCREENS = [
  { path: '/', heading: /Grow a forest/ },
  { path: '/login', heading: 'Welcome back!' },
  { path: '/signup', heading: 'Plant your first tree' },
] as const;

type Viewport = typeof SMALL_PHONE;
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Every request of the context, and the scripts among them. */
function recordRequests(context: BrowserContext) {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return {
    get count() {
      return urls.length;
    },
    scripts: () =>
      urls.map((url) => new URL(url).pathname).filter((pathname) => pathname.endsWith('.js')),
  };
}

/** The scripts' size gzipped as the server's .gz copies are (level 9), in KiB. */
function gzippedKib(scripts: string[]): number {
  const bytes = [...new Set(scripts)].reduce(
    (sum, script) =>
      sum + gzipSync(fs.readFileSync(path.join(webDist, script)), { level: 9 }).length,
    0,
  );
  return bytes / 1024;
}

/** A browser context with nothing cached, with a logged-in page's storage when given. */
async function coldPage(viewport: Viewport, storageState?: StorageState) {
  const context = await h.browser.newContext({ baseURL: h.baseUrl, viewport, storageState });
  return { context, page: await context.newPage() };
}

/** A verified player with a growing tree and the first-visit tour done. */
async function playerWithTree(harness: Harness) {
  const player = await createVerifiedPlayer(harness);
  const userId = player.session.user.id;
  const [seedling] = await callAs<{ id: string }[]>(
    harness,
    player.session,
    pathTo(apiRoutes.inventory.seedlings, { userId }),
  );
  await callAs(
    harness,
    player.session,
    pathTo(apiRoutes.plantedTrees.plant, { userId, inventoryId: seedling?.id ?? '' }),
    { method: 'POST' },
  );
  await callAs(harness, player.session, pathTo(apiRoutes.accounts.user, { userId }), {
    method: 'PUT',
    body: JSON.stringify({ tourCompleted: true }),
  });
  return player;
}

/** Logs the player in through the login form; returns the logged-in browser storage. */
async function logInThroughForm(player: { email: string; password: string }) {
  const { context, page } = await coldPage(SMALL_PHONE);
  await page.goto('/login');
  await submitLogIn(page, player.email, player.password);
  await expectUrl(page, '/app/my-tree');
  const storage = await context.storageState();
  await context.close();
  return storage;
}

/** The tree in its scene: the plaque with its stage. */
const treeShown = (page: Page) =>
  page
    .getByText(/Stage \d+ of \d+/)
    .filter({ visible: true })
    .first();

describe('the first load of the web app', () => {
  it.each(GUEST_FIRST_SCREENS)(
    'sends the guest page $path in at most 150 KiB of gzipped JavaScript',
    async ({ path: address, heading }) => {
      const { context, page } = await coldPage(SMALL_PHONE);
      const requests = recordRequests(context);
      await page.goto(address);
      await expectVisible(page.getByRole('heading', { level: 1, name: heading }));
      await page.waitForLoadState('networkidle');
      const kib = gzippedKib(requests.scripts());
      console.log(
        `${address}: ${requests.scripts().length} scripts, ${kib.toFixed(1)} KiB gzipped`,
      );
      expect(kib).toBeLessThanOrEqual(GUEST_JS_BUDGET_KIB);
      await context.close();
    },
  );

  it('shows My Tree from a cold cache in at most 30 requests, on a phone and a desktop', async () => {
    const storage = await logInThroughForm(await playerWithTree(h));
    for (const viewport of [SMALL_PHONE, DESKTOP]) {
      const { context, page } = await coldPage(viewport, storage);
      const requests = recordRequests(context);
      await page.goto('/app/my-tree');
      await expectVisible(pageTitle(page, 'My Tree'));
      await expectVisible(treeShown(page));
      await page.waitForLoadState('networkidle');
      console.log(
        `My Tree at ${viewport.width}px: ${requests.count} requests, ` +
          `${gzippedKib(requests.scripts()).toFixed(1)} KiB of gzipped JavaScript`,
      );
      expect(requests.count).toBeLessThanOrEqual(MY_TREE_REQUEST_BUDGET);
      await context.close();
    }
  });

  it("shows My Tree's skeleton while the screen's code is on its way", async () => {
    const storage = await logInThroughForm(await playerWithTree(h));
    for (const [viewport, name] of [
      [SMALL_PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { context, page } = await coldPage(viewport, storage);
      // The player's screens' code is held back until the skeleton has been seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/player-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/app/my-tree');
      await expectVisible(page.getByRole('status', { name: 'Loading your tree' }));
      await h.screenshot(page, `first-load-skeleton-${name}`);
      release();
      await expectVisible(treeShown(page));
      await expectVisible(pageTitle(page, 'My Tree'));
      await expect
        .poll(() => page.getByRole('status', { name: 'Loading your tree' }).count())
        .toBe(0);
      await h.screenshot(page, `first-load-my-tree-${name}`);
      await context.close();
    }
  });
});
