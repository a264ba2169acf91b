import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * Starts the built server as `npm run serve` does (scripts/serve.mjs: built again only when
 * its sources changed) on the embedded database in `dataDir`, returns the seconds until
 * /api/health answers 200, and stops it.
 */
export async function timeToHealthy(root: string, dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'bench@punla.local',
      ADMIN_PASSWORD: 'Bench-Password-1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      if (performance.now() - started > 120_000) throw new Error('not healthy after 120 s');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return (performance.now() - started) / 1000;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

/** The first start on an empty DATA_DIR, then a second start with nothing changed. */
export async function measureStarts(
  root: string,
  port: number,
): Promise<{ first: number; second: number } | { error: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-bench-start-'));
  try {
    const first = await timeToHealthy(root, dataDir, port);
    const second = await timeToHealthy(root, dataDir, port);
    return { first, second };
  } catch (error) {
    return { error: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
