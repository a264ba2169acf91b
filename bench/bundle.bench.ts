/**
 * The web app's first screens from a cold cache: the JavaScript a browser loads to show the
 * landing page, gzipped, next to a baseline built in the same run (the same stack showing one
 * button); the JavaScript of /login and /signup against their budget; and My Tree for a
 * logged-in player: its requests, its JavaScript, and how soon its skeleton and its tree show
 * with the CPU slowed down four times (Chromium's CPU throttling), the median of a few loads.
 *   npm run bench:bundle
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { apiRoutes, pathTo } from '@punla/contract';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
/**
 * The web app measured: the build in BENCH_WEB_DIST as it is (made with `vite build --outDir`
 * and `node scripts/precompress.mjs <folder>`), else one built here into a temporary folder,
 * so that apps/web/dist stays as the browser tests may be using it.
 */
const givenWebDist = process.env.BENCH_WEB_DIST ? path.resolve(process.env.BENCH_WEB_DIST) : null;
const webDist = givenWebDist ?? fs.mkdtempSync(path.join(os.tmpdir(), 'punla-web-'));
const baselineDist = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-baseline-'));
const BUDGET_KIB = 150;
/** My Tree's budgets: requests from a cold cache, and the tree in view under a 4× slower CPU. */
const MY_TREE_REQUEST_BUDGET = 30;
const MY_TREE_VISIBLE_BUDGET_MS = 1500;
const CPU_SLOWDOWN = 4;
const MY_TREE_LOADS = Number(process.env.BENCH_MY_TREE_LOADS ?? 5);

if (!givenWebDist) {
  const web = path.join(root, 'apps/web');
  execFileSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], {
    cwd: web,
    stdio: 'ignore',
  });
  execFileSync(process.execPath, ['scripts/precompress.mjs', webDist], {
    cwd: web,
    stdio: 'ignore',
  });
} else if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  throw new Error(`BENCH_WEB_DIST: no built web app in ${webDist}.`);
}
const requireFromWeb = createRequire(path.join(root, 'apps/web/package.json'));
const react = (await import(requireFromWeb.resolve('@vitejs/plugin-react'))).default as () => never;
await build({
  root: path.join(here, 'bundle-baseline'),
  logLevel: 'silent',
  plugins: [react()],
  build: { outDir: baselineDist, emptyOutDir: true },
});

function serveStatic(dir: string): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
    const target =
      fs.existsSync(file) && fs.statSync(file).isFile() ? file : path.join(dir, 'index.html');
    response.setHeader(
      'content-type',
      target.endsWith('.js')
        ? 'text/javascript'
        : target.endsWith('.css')
          ? 'text/css'
          : 'text/html',
    );
    fs.createReadStream(target).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

/** The scripts' size gzipped as the server sends them (level 9, as its .gz copies). */
function gzippedKib(dist: string, scripts: Iterable<string>): number {
  let bytes = 0;
  for (const script of new Set(scripts))
    bytes += gzipSync(fs.readFileSync(path.join(dist, script)), { level: 9 }).length;
  return bytes / 1024;
}

/** The paths of the scripts a context loads, as they come. */
/** BENCH_TIMELINE=1: when each request started and ended, its size and path, in the page's clock. */
function requestTimeline(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .map(
        (entry) =>
          `${entry.startTime.toFixed(0).padStart(6)} → ${entry.responseEnd.toFixed(0).padStart(6)}  ${(entry.encodedBodySize / 1024).toFixed(1).padStart(6)} KiB  ${new URL(entry.name).pathname}`,
      ),
  );
}

function recordScripts(context: BrowserContext): string[] {
  const scripts: string[] = [];
  context.on('response', (response) => {
    const pathname = new URL(response.url()).pathname;
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

/**
 * Every script the page loads until `shown` is on screen and the network is then quiet, from
 * a cold cache (waiting for the screen first: on a busy machine the entry can run for longer
 * than the quiet half-second before it asks for the screen's code).
 */
async function firstScreenJs(
  url: string,
  dist: string,
  shown: { role: 'heading' | 'button'; name: string },
): Promise<{ files: number; kib: number }> {
  const context = await browser.newContext();
  const scripts = recordScripts(context);
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole(shown.role, { name: shown.name }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return { files: new Set(scripts).size, kib: gzippedKib(dist, scripts) };
}

// The game is served by its own server (the API answers the landing page's live totals).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-bundle-'));
const port = 19500 + Math.floor(Math.random() * 400);
const server = spawn(process.execPath, ['--import', 'tsx', 'bench/game-server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    BENCH_WEB_DIST: webDist,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // The mails go to the log without SMTP: the bench's player reads its code there.
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: 'bench@punla.local',
    ADMIN_PASSWORD: 'Bench-Password-1',
  },
  stdio: ['ignore', 'pipe', 'ignore'],
});
let serverLog = '';
server.stdout?.on('data', (chunk: Buffer) => {
  serverLog = (serverLog + chunk.toString()).slice(-200_000);
});
// A first start creates the embedded database: on a busy machine that takes a minute or more.
let healthy = false;
for (let i = 0; i < 720 && !healthy; i += 1) {
  healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
    .then((r) => r.ok)
    .catch(() => false);
  if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250));
}
if (!healthy) throw new Error('The game server did not answer /api/health within three minutes.');
const gameUrl = `http://127.0.0.1:${port}`;

async function call<T>(pathname: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(`${gameUrl}${pathname}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A verified player with a growing tree and the tour done, signed up through the API. */
async function benchPlayer(): Promise<{ email: string; password: string }> {
  const username = `bench_${Date.now().toString(36)}`;
  const email = `${username}@bench.local`;
  const password = 'Seedling-42';
  await call(pathTo(apiRoutes.accounts.signup), {
    method: 'POST',
    body: JSON.stringify({ email, username, password, birthYear: 1990 }),
  });
  let code: string | undefined;
  for (let i = 0; i < 80 && !code; i += 1) {
    code = new RegExp(`To: ${email}[\\s\\S]*?code is (\\d{6})`).exec(serverLog)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!code) throw new Error('The verification mail did not show in the server log.');
  await call(pathTo(apiRoutes.accounts.verifyEmail, { email, code }));
  const { token, user } = await call<{ token: string; user: { id: string } }>(
    pathTo(apiRoutes.accounts.login),
    { method: 'POST', body: JSON.stringify({ identifier: email, password }) },
  );
  const [seedling] = await call<{ id: string }[]>(
    pathTo(apiRoutes.inventory.seedlings, { userId: user.id }),
    {
      token,
    },
  );
  await call(
    pathTo(apiRoutes.plantedTrees.plant, { userId: user.id, inventoryId: seedling?.id ?? '' }),
    { method: 'POST', token },
  );
  await call(pathTo(apiRoutes.accounts.user, { userId: user.id }), {
    method: 'PUT',
    token,
    body: JSON.stringify({ tourCompleted: true }),
  });
  return { email, password };
}

/** The logged-in browser storage of the player, from the login form. */
async function loggedInStorage(player: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: gameUrl });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail or username').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/app/my-tree');
  const storage = await context.storageState();
  await context.close();
  return storage;
}

/**
 * Marks, in the page's own clock, when My Tree's skeleton and then its tree are first in the
 * page: checked once after each burst of changes, so the watch itself costs little. (Source
 * text: a function passed from here would carry the names tsx gives it, unknown in the page.)
 */
const WATCH_MY_TREE = `
  const marks = (window.punlaMarks = {});
  let queued = false;
  const check = () => {
    queued = false;
    const now = performance.now();
    if (marks.skeleton === undefined && document.querySelector('[aria-busy="true"]'))
      marks.skeleton = now;
    if (marks.tree === undefined && /Stage \\d+ of \\d+/.test(document.body?.textContent ?? ''))
      marks.tree = now;
  };
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    setTimeout(check, 0);
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

interface MyTreeLoad {
  requests: number;
  scriptFiles: number;
  kib: number;
  skeletonMs: number;
  treeMs: number;
}

/** One cold load of My Tree with the CPU slowed down. */
async function loadMyTree(storageState: Awaited<ReturnType<typeof loggedInStorage>>) {
  const context = await browser.newContext({
    baseURL: gameUrl,
    viewport: { width: 360, height: 740 },
    storageState,
  });
  let requests = 0;
  context.on('request', () => (requests += 1));
  const scripts = recordScripts(context);
  await context.addInitScript({ content: WATCH_MY_TREE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto('/app/my-tree');
  await page.waitForFunction(
    () => (window as unknown as { punlaMarks: Record<string, number> }).punlaMarks.tree,
    null,
    { timeout: 60_000, polling: 100 },
  );
  await page.waitForLoadState('networkidle');
  const marks = await page.evaluate(
    () => (window as unknown as { punlaMarks: Record<string, number> }).punlaMarks,
  );
  if (process.env.BENCH_TIMELINE) {
    console.log(
      `${(await requestTimeline(page)).join('\n')}\n  skeleton ${marks.skeleton?.toFixed(0)}, tree ${marks.tree?.toFixed(0)}\n`,
    );
  }
  await context.close();
  return {
    requests,
    scriptFiles: new Set(scripts).size,
    kib: gzippedKib(webDist, scripts),
    skeletonMs: marks.skeleton ?? Number.NaN,
    treeMs: marks.tree ?? Number.NaN,
  } satisfies MyTreeLoad;
}

/**
 * The baseline page (React + Mantine, one button) from a cold cache with the same CPU slowdown:
 * when its button is in the page, in the page's clock. The machine's pace, to read My Tree's
 * times against (they grow with everything else the machine is doing).
 */
async function baselineButtonMs(url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  await page.getByRole('button', { name: 'Plant' }).waitFor();
  const shownAt = await page.evaluate(() => performance.now());
  await context.close();
  return shownAt;
}

/**
 * Lighthouse's mobile profile, emulated through Chromium's DevTools protocol: a 150 ms round
 * trip, 1.6 Mbit/s down, 750 Kbit/s up, the CPU 4× slower, a 360×740 touch screen, and a new
 * context (nothing cached) for every load.
 */
const PHONE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
} as const;
const PHONE_LOADS = Number(process.env.BENCH_PHONE_LOADS ?? 5);
/** How soon, on that phone, the landing page's call to action and My Tree's Water button show. */
const LANDING_CTA_BUDGET_MS = 2500;
const MY_TREE_WATER_BUDGET_MS = 3000;

/**
 * Marks, in the page's clock (0 at the navigation's start), when the element `find` returns is
 * first shown and usable: laid out with a size, visible, not disabled. Checked after each burst
 * of changes to the page (source text, as WATCH_MY_TREE).
 */
const watchFor = (find: string) => `
  let queued = false;
  const find = ${find};
  const usable = (element) =>
    element && !element.disabled && element.getAttribute('aria-disabled') !== 'true' &&
    element.getBoundingClientRect().height > 0 && element.checkVisibility({ visibilityProperty: true });
  const check = () => {
    queued = false;
    if (window.punlaShownAt === undefined && usable(find())) window.punlaShownAt = performance.now();
  };
  new MutationObserver(() => {
    if (queued || window.punlaShownAt !== undefined) return;
    queued = true;
    setTimeout(check, 0);
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
`;
/** The landing page's "Sign up" call to action. */
const FIND_LANDING_CTA = `() => [...document.querySelectorAll('a[href="/signup"]')]
  .find((link) => link.textContent.trim() === 'Sign up')`;
/** My Tree's Water button (its name starts with "Water"). */
const FIND_WATER_BUTTON = `() => [...document.querySelectorAll('button')]
  .find((button) => /^Water/.test(button.textContent.trim()))`;

interface PhoneLoad {
  shownMs: number;
  /** Everything the load fetched until the network was quiet: requests and bytes on the wire. */
  requests: number;
  kib: number;
  /** The scripts among them, gzipped as the server sends them. */
  scriptFiles: number;
  jsKib: number;
}

/** One cold load of `pathname` on the phone: when `find` shows, and what came over the network. */
async function phoneLoad(
  url: string,
  find: string,
  {
    storageState,
    dist = webDist,
  }: { storageState?: Awaited<ReturnType<typeof loggedInStorage>>; dist?: string } = {},
): Promise<PhoneLoad> {
  const context = await browser.newContext({
    baseURL: gameUrl,
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    storageState,
  });
  const scripts = recordScripts(context);
  await context.addInitScript({ content: watchFor(find) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  let requests = 0;
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', () => (requests += 1));
  cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
  await page.goto(url);
  await page.waitForFunction(() => (window as { punlaShownAt?: number }).punlaShownAt, null, {
    timeout: 60_000,
    polling: 100,
  });
  await page.waitForLoadState('networkidle');
  const shownMs = await page.evaluate(() => (window as { punlaShownAt?: number }).punlaShownAt);
  if (process.env.BENCH_TIMELINE) {
    console.log(
      `${url}\n${(await requestTimeline(page)).join('\n')}\n  shown at ${shownMs?.toFixed(0)} ms\n`,
    );
  }
  await context.close();
  return {
    shownMs: shownMs ?? Number.NaN,
    requests,
    kib: bytes / 1024,
    scriptFiles: new Set(scripts).size,
    jsKib: gzippedKib(dist, scripts),
  };
}

/** The baseline page's "Plant" button. */
const FIND_BASELINE_BUTTON = `() => [...document.querySelectorAll('button')]
  .find((button) => button.textContent.trim() === 'Plant')`;

/** The median of each figure over the loads. */
function medianLoad(loads: PhoneLoad[]) {
  return {
    shownMs: median(loads.map((load) => load.shownMs)),
    requests: median(loads.map((load) => load.requests)),
    kib: median(loads.map((load) => load.kib)),
    scriptFiles: median(loads.map((load) => load.scriptFiles)),
    jsKib: median(loads.map((load) => load.jsKib)),
    each: loads.map((load) => Math.round(load.shownMs)),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const baselineServer = await serveStatic(baselineDist);
try {
  const heading = (name: string) => ({ role: 'heading', name }) as const;
  const game = await firstScreenJs(`${gameUrl}/`, webDist, heading('Grow a forest'));
  const baseline = await firstScreenJs(baselineServer.url, baselineDist, {
    role: 'button',
    name: 'Plant',
  });
  const login = await firstScreenJs(`${gameUrl}/login`, webDist, heading('Welcome back!'));
  const signup = await firstScreenJs(
    `${gameUrl}/signup`,
    webDist,
    heading('Plant your first tree'),
  );
  const storage = await loggedInStorage(await benchPlayer());
  const loads: MyTreeLoad[] = [];
  for (let i = 0; i < MY_TREE_LOADS; i += 1) loads.push(await loadMyTree(storage));
  const referenceMs: number[] = [];
  for (let i = 0; i < MY_TREE_LOADS; i += 1)
    referenceMs.push(await baselineButtonMs(baselineServer.url));
  const landingPhone: PhoneLoad[] = [];
  for (let i = 0; i < PHONE_LOADS; i += 1)
    landingPhone.push(await phoneLoad('/', FIND_LANDING_CTA));
  const myTreePhone: PhoneLoad[] = [];
  for (let i = 0; i < PHONE_LOADS; i += 1)
    myTreePhone.push(await phoneLoad('/app/my-tree', FIND_WATER_BUTTON, { storageState: storage }));
  const baselinePhone: PhoneLoad[] = [];
  for (let i = 0; i < PHONE_LOADS; i += 1)
    baselinePhone.push(
      await phoneLoad(baselineServer.url, FIND_BASELINE_BUTTON, { dist: baselineDist }),
    );
  const phone = {
    baseline: medianLoad(baselinePhone),
    landing: medianLoad(landingPhone),
    myTree: medianLoad(myTreePhone),
  };
  const myTree = {
    requests: Math.max(...loads.map((load) => load.requests)),
    scriptFiles: Math.max(...loads.map((load) => load.scriptFiles)),
    kib: Math.max(...loads.map((load) => load.kib)),
    skeletonMs: median(loads.map((load) => load.skeletonMs)),
    treeMs: median(loads.map((load) => load.treeMs)),
  };
  console.log('\nFirst screen JavaScript, gzipped\n');
  console.log('page'.padEnd(40), 'files'.padStart(6), 'KiB gz'.padStart(9), 'ratio'.padStart(7));
  console.log(
    'baseline: React + Mantine, one button'.padEnd(40),
    String(baseline.files).padStart(6),
    baseline.kib.toFixed(1).padStart(9),
    '1.00'.padStart(7),
  );
  console.log(
    'Punla landing page'.padEnd(40),
    String(game.files).padStart(6),
    game.kib.toFixed(1).padStart(9),
    (game.kib / baseline.kib).toFixed(2).padStart(7),
  );
  for (const [name, screen] of [
    ['Punla /login', login],
    ['Punla /signup', signup],
  ] as const) {
    console.log(
      name.padEnd(40),
      String(screen.files).padStart(6),
      screen.kib.toFixed(1).padStart(9),
      (screen.kib / baseline.kib).toFixed(2).padStart(7),
    );
  }
  const within = (ok: boolean) => (ok ? 'within' : 'OVER');
  console.log(
    `\nBudget: ${BUDGET_KIB} KiB per first screen — landing ${within(game.kib <= BUDGET_KIB)}, ` +
      `/login ${within(login.kib <= BUDGET_KIB)}, /signup ${within(signup.kib <= BUDGET_KIB)}.`,
  );
  console.log(
    `\nMy Tree, logged in, cold cache, 360×740, CPU ${CPU_SLOWDOWN}× slower (median of ${loads.length}):`,
  );
  console.log(
    `  ${myTree.requests} requests (budget ${MY_TREE_REQUEST_BUDGET}: ${within(myTree.requests <= MY_TREE_REQUEST_BUDGET)}), ` +
      `${myTree.scriptFiles} scripts, ${myTree.kib.toFixed(1)} KiB JS gz`,
  );
  console.log(
    `  skeleton at ${myTree.skeletonMs.toFixed(0)} ms, tree at ${myTree.treeMs.toFixed(0)} ms ` +
      `(budget ${MY_TREE_VISIBLE_BUDGET_MS} ms: ${within(myTree.treeMs <= MY_TREE_VISIBLE_BUDGET_MS)}); ` +
      `each load: ${loads.map((load) => load.treeMs.toFixed(0)).join(', ')} ms`,
  );
  console.log(
    `  for the machine's pace: the baseline's button at ${median(referenceMs).toFixed(0)} ms ` +
      `with the same slowdown; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
  );
  console.log(
    `\nOn a low-end phone (Lighthouse's mobile profile: ${PHONE.latencyMs} ms round trip, ` +
      `1.6 Mbit/s down, 750 Kbit/s up, CPU ${PHONE.cpuSlowdown}× slower, ` +
      `${PHONE.viewport.width}×${PHONE.viewport.height}, nothing cached), median of ${PHONE_LOADS}:`,
  );
  console.log(
    'shown'.padEnd(40),
    'ms'.padStart(6),
    'ratio'.padStart(6),
    'budget'.padStart(7),
    'requests'.padStart(9),
    'KiB'.padStart(7),
    'JS KiB gz'.padStart(10),
  );
  for (const [name, figures, budget] of [
    ["baseline's button (the machine's pace)", phone.baseline, undefined],
    ["landing page's call to action", phone.landing, LANDING_CTA_BUDGET_MS],
    ["My Tree's Water button, logged in", phone.myTree, MY_TREE_WATER_BUDGET_MS],
  ] as const) {
    console.log(
      name.padEnd(40),
      figures.shownMs.toFixed(0).padStart(6),
      (figures.shownMs / phone.baseline.shownMs).toFixed(2).padStart(6),
      (budget === undefined ? '' : within(figures.shownMs <= budget)).padStart(7),
      String(figures.requests).padStart(9),
      figures.kib.toFixed(0).padStart(7),
      figures.jsKib.toFixed(1).padStart(10),
    );
  }
  console.log(
    `  each load: landing ${phone.landing.each.join(', ')} ms; My Tree ${phone.myTree.each.join(', ')} ms; ` +
      `baseline ${phone.baseline.each.join(', ')} ms; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
  );
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(here, 'results', 'bundle.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        game,
        baseline,
        login,
        signup,
        myTree: { ...myTree, cpuSlowdown: CPU_SLOWDOWN, loads },
        phone: {
          ...phone,
          profile: PHONE,
          loads: { baseline: baselinePhone, landing: landingPhone, myTree: myTreePhone },
          landingBudgetMs: LANDING_CTA_BUDGET_MS,
          myTreeBudgetMs: MY_TREE_WATER_BUDGET_MS,
        },
        baselineButtonMs: median(referenceMs),
        loadAverage: os.loadavg()[0],
        budgetKib: BUDGET_KIB,
        myTreeRequestBudget: MY_TREE_REQUEST_BUDGET,
        myTreeVisibleBudgetMs: MY_TREE_VISIBLE_BUDGET_MS,
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  baselineServer.close();
  server.kill('SIGTERM');
  fs.rmSync(baselineDist, { recursive: true, force: true });
  if (!givenWebDist) fs.rmSync(webDist, { recursive: true, force: true });
}
