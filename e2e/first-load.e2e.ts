import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { apiRoutes, pathTo } from '@punla/contract';
import { submitLogIn } from './support/account-forms.ts';
import { expectUrl, expectVisible, pageTitle } from './support/expect.ts';
import { DESKTOP, PHONE, useHarness } from './support/harness.ts';
import { callAs, createVerifiedPlayer } from './support/players.ts';

const h = useHarness();
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

/** The budgets of docs/… first load: requests for My Tree, gzipped JavaScript for /login. */
const MY_TREE_REQUEST_BUDGET = 30;
const LOGIN_JS_BUDGET_KIB = 150;

/** Every request the page makes, and the scripts among them. */
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

/** The scripts' size gzipped, as the server sends them to a browser taking gzip. */
function gzippedKib(scripts: string[]): number {
  const bytes = [...new Set(scripts)].reduce(
    (sum, script) => sum + gzipSync(fs.readFileSync(path.join(webDist, script))).length,
    0,
  );
  return bytes / 1024;
}

/** A browser context with nothing cached, optionally with a logged-in page's storage. */
async function coldContext(viewport: typeof PHONE, storageState?: string) {
  const context = await h.browser.newContext({
    baseURL: h.baseUrl,
    viewport,
    ...(storageState ? { storageState: JSON.parse(storageState) as never } : {}),
  });
  const page = await context.newPage();
  return { context, page };
}

async function waitForNetworkQuiet(page: Page) {
  await page.waitForLoadState('networkidle');
}

describe('the first load of the web app', () => {
  it('logs in with a light login page, then shows My Tree from a cold cache in few requests', async () => {
    const player = await createVerifiedPlayer(h);
    const userId = player.session.user.id;
    // A growing tree and the tour done: My Tree shows the tree in its scene.
    const [seedling] = await callAs<{ id: string }[]>(
      h,
      player.session,
      pathTo(apiRoutes.inventory.seedlings, { userId }),
    );
    await callAs(
      h,
      player.session,
      pathTo(apiRoutes.plantedTrees.plant, { userId, inventoryId: seedling?.id ?? '' }),
      { method: 'POST' },
    );
    await callAs(h, player.session, pathTo(apiRoutes.accounts.user, { userId }), {
      method: 'PUT',
      body: JSON.stringify({ tourCompleted: true }),
    });

    const login = await coldContext(PHONE);
    const loginRequests = recordRequests(login.context);
    await login.page.goto('/login');
    await expectVisible(login.page.getByRole('heading', { level: 1, name: 'Welcome back!' }));
    await waitForNetworkQuiet(login.page);
    const loginKib = gzippedKib(loginRequests.scripts());
    await submitLogIn(login.page, player.email, player.password);
    await expectUrl(login.page, '/app/my-tree');
    const storage = JSON.stringify(await login.context.storageState());
    await login.context.close();

    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await coldContext(viewport, storage);
      const requests = recordRequests(context);
      await page.goto('/app/my-tree');
      await expectVisible(pageTitle(page, 'My Tree'));
      await expectVisible(page.getByText('Stage 1 of', { exact: false }));
      await waitForNetworkQuiet(page);
      console.log(
        `first load (${viewport.width}px): /login ${loginKib.toFixed(1)} KiB JS gz, ` +
          `My Tree ${requests.count} requests, ${gzippedKib(requests.scripts()).toFixed(1)} KiB JS gz`,
      );
      expect(requests.count).toBeLessThanOrEqual(MY_TREE_REQUEST_BUDGET);
      await context.close();
    }
    expect(loginKib).toBeLessThanOrEqual(LOGIN_JS_BUDGET_KIB);
  });
});
