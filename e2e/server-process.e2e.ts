import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-process-'));
const port = 18000 + Math.floor(Math.random() * 2000);
const running: ChildProcess[] = [];

/** Starts the server as `npm start` does, on the embedded database in `dataDir`. */
function startServer(): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  running.push(child);
  return { child, output: () => output };
}

async function waitForHealth(timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not become healthy in time.');
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  let adminPassword = '';

  it('starts on an empty data directory, creates the admin once and prints its password', async () => {
    const server = startServer();
    await waitForHealth();
    const match = /password: (\S+)/.exec(server.output());
    expect(match, server.output()).not.toBeNull();
    adminPassword = match?.[1] ?? '';
    const login = await fetch(`http://127.0.0.1:${port}/api/public/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin@punla.local', password: adminPassword }),
    });
    expect(login.status).toBe(200);

    // A second server on the same data directory is refused while the first runs.
    const second = startServer();
    expect(await exitOf(second.child)).not.toBe(0);
    expect(second.output()).toContain('is in use by another Punla server');

    server.child.kill('SIGTERM');
    expect(await exitOf(server.child)).toBe(0);
    expect(server.output()).toContain('database closed');
    expect(fs.existsSync(path.join(dataDir, 'punla.lock'))).toBe(false);
  });

  it('keeps its data across restarts, and recovers after being killed', async () => {
    const restarted = startServer();
    await waitForHealth();
    expect(restarted.output()).not.toContain('Punla admin account created');
    const login = await fetch(`http://127.0.0.1:${port}/api/public/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin', password: adminPassword }),
    });
    expect(login.status).toBe(200);

    restarted.child.kill('SIGKILL');
    await exitOf(restarted.child);
    const recovered = startServer();
    await waitForHealth();
    const again = await fetch(`http://127.0.0.1:${port}/api/public/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin', password: adminPassword }),
    });
    expect(again.status).toBe(200);
    recovered.child.kill('SIGTERM');
    expect(await exitOf(recovered.child)).toBe(0);
  });

  it('refuses to start with a bad setting and names it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await exitOf(child)).toBe(1);
    expect(output).toContain('Invalid configuration:');
    expect(output).toContain('PORT');
  });
});
