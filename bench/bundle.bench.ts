/**
 * Bundle size of the web app's first screen: the JavaScript a browser loads to show the landing
 * page, gzipped, next to a baseline built in the same run (the same stack showing one button).
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
import { chromium } from 'playwright-core';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const webDist = path.join(root, 'apps/web/dist');
const baselineDist = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-baseline-'));
const BUDGET_KIB = 150;

execFileSync('npm', ['run', 'build', '--workspace', '@punla/web'], { cwd: root, stdio: 'ignore' });
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

/** Every script the page loads until the network is quiet, gzipped as the server sends them. */
async function firstScreenJs(url: string, dist: string): Promise<{ files: number; kib: number }> {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const pathname = new URL(response.url()).pathname;
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  let bytes = 0;
  for (const script of scripts)
    bytes += gzipSync(fs.readFileSync(path.join(dist, script)), { level: 9 }).length;
  return { files: scripts.size, kib: bytes / 1024 };
}

// The game is served by its own server (the API answers the landing page's live totals).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-bundle-'));
const port = 19500 + Math.floor(Math.random() * 400);
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'bench@punla.local',
    ADMIN_PASSWORD: 'Bench-Password-1',
  },
  stdio: 'ignore',
});
for (let i = 0; i < 240; i += 1) {
  const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
    .then((r) => r.ok)
    .catch(() => false);
  if (ok) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const baselineServer = await serveStatic(baselineDist);
try {
  const game = await firstScreenJs(`http://127.0.0.1:${port}/`, webDist);
  const baseline = await firstScreenJs(baselineServer.url, baselineDist);
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
  console.log(
    `\nBudget: ${BUDGET_KIB} KiB — ${game.kib <= BUDGET_KIB ? 'within' : 'OVER'} budget.`,
  );
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(here, 'results', 'bundle.json'),
    JSON.stringify(
      { date: new Date().toISOString(), game, baseline, budgetKib: BUDGET_KIB },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  baselineServer.close();
  server.kill('SIGTERM');
  fs.rmSync(baselineDist, { recursive: true, force: true });
}
