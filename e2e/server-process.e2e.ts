import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-process-'));
const port = 18000 + Math.floor(Math.random() * 2000);
const base = `http://127.0.0.1:${port}`;
const running: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  /** What it printed, both streams. */
  output: () => string;
  /** What it printed on stderr alone. */
  errors: () => string;
}

/**
 * Starts the server as `npm start` does (`scripts/start.mjs`: the server's build and the web
 * build when stale, the lock, the built server), on the embedded database in `dataDir`.
 * `detached` gives it a process group of its own, so the whole group can be killed.
 */
function startServer(options: { detached?: boolean; env?: NodeJS.ProcessEnv } = {}): Started {
  let output = '';
  let errors = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: options.detached ?? false,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    errors += chunk.toString();
  });
  running.push(child);
  return { child, output: () => output, errors: () => errors };
}

/** Another program on the server's port, as long as the test holds it. */
async function holdPort(): Promise<net.Server> {
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen({ port, host: '0.0.0.0' }, resolve));
  return holder;
}

/** Waits for /api/health; when it never answers, the error carries what the server printed. */
async function waitForHealth(server?: Started, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `The server did not become healthy in time.\n${server?.output().slice(-3000) ?? ''}`,
  );
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** The database server's pid while it runs (its `postmaster.pid`), else undefined. */
function databasePid(): number | undefined {
  try {
    const text = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
    const pid = Number(text.split('\n')[0]);
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

async function login(password: string): Promise<string> {
  const response = await fetch(`${base}/api/public/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'admin', password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Creates `count` planting locations at once; resolves with the names the server stored. */
async function createLocations(token: string, prefix: string, count: number): Promise<string[]> {
  const names = Array.from({ length: count }, (_, i) => `${prefix} ${i}`);
  const statuses = await Promise.all(
    names.map(async (name) => {
      const form = new FormData();
      form.set('name', name);
      form.set('description', 'A planting site by the river.');
      form.set('latitude', '14.6');
      form.set('longitude', '121.0');
      form.set('activityDate', '2026-03-21');
      form.set('treesPlanted', '12');
      const response = await fetch(`${base}/api/secure/location`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return response.status;
    }),
  );
  expect(statuses.every((status) => status === 201)).toBe(true);
  return names;
}

async function locationNames(token: string): Promise<string[]> {
  const response = await fetch(`${base}/api/secure/location`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { name: string }[]).map((location) => location.name);
}

/** Whether the user `nobody` can read the checkout (every folder above lets it pass). */
function readableByNobody(folder: string): boolean {
  const probe = spawnSync(
    process.execPath,
    ['-e', 'require("fs").readdirSync(process.argv[1])', folder],
    {
      uid: Number(execFileSync('id', ['-u', 'nobody'])),
      gid: Number(execFileSync('id', ['-g', 'nobody'])),
      stdio: 'ignore',
    },
  );
  return probe.status === 0;
}

afterAll(() => {
  for (const child of running) {
    if (child.exitCode === null && child.pid) child.kill('SIGKILL');
  }
  const pid = databasePid();
  if (pid) process.kill(pid, 'SIGINT');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  let adminPassword = '';

  it('on a port in use, stops in one line naming it and creates nothing; the next start creates the admin and prints its password', async () => {
    const holder = await holdPort();
    const refused = startServer();
    expect(await exitOf(refused.child)).toBe(1);
    expect(refused.errors()).toBe(
      `Port ${port} is already in use by another program. Stop that program, ` +
        `or start Punla on a free port, e.g. PORT=${port + 1}.\n`,
    );
    expect(refused.output()).not.toContain('password:');
    expect(fs.existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    await new Promise((resolve) => holder.close(resolve));

    const server = startServer();
    await waitForHealth(server);
    const match = /password: (\S+)/.exec(server.output());
    expect(match, server.output()).not.toBeNull();
    adminPassword = match?.[1] ?? '';
    await login(adminPassword);

    // A second server on the same data directory is refused while the first runs.
    const second = startServer();
    expect(await exitOf(second.child)).toBe(1);
    expect(second.output()).toContain('is in use by another Punla server');

    // SIGTERM stops the database too, cleanly.
    server.child.kill('SIGTERM');
    expect(await exitOf(server.child)).toBe(0);
    expect(server.output()).toContain('database closed');
    // A normal shutdown reports no lost connection.
    expect(server.output()).not.toContain('connection lost');
    expect(databasePid()).toBeUndefined();
    expect(fs.readFileSync(path.join(dataDir, 'postgres.log'), 'utf8')).toContain(
      'database system is shut down',
    );
  });

  it('of two started at the same instant, exactly one runs and the other says why', async () => {
    const both = [startServer(), startServer()];
    const firstExit = await Promise.race(
      both.map(async (server, index) => ({ index, code: await exitOf(server.child) })),
    );
    expect(firstExit.code).toBe(1);
    const refused = both[firstExit.index];
    const winner = both[1 - firstExit.index];
    expect(refused?.output()).toContain('is in use by another Punla server');
    await waitForHealth(winner);
    expect(winner?.child.exitCode).toBeNull();
    winner?.child.kill('SIGTERM');
    expect(await exitOf(winner!.child)).toBe(0);
  });

  it('keeps every acknowledged write when Node alone is killed, the database living on', async () => {
    const server = startServer();
    await waitForHealth(server);
    const token = await login(adminPassword);
    const written = await createLocations(token, 'Before kill', 40);

    server.child.kill('SIGKILL');
    await exitOf(server.child);
    const leftover = databasePid();
    expect(leftover, 'the database outlives Node').toBeDefined();

    const restarted = startServer();
    await waitForHealth(restarted);
    expect(databasePid()).not.toBe(leftover);
    expect(await locationNames(await login(adminPassword))).toEqual(
      expect.arrayContaining(written),
    );
    restarted.child.kill('SIGTERM');
    expect(await exitOf(restarted.child)).toBe(0);
  });

  it('keeps every acknowledged write when the whole process group is killed', async () => {
    const server = startServer({ detached: true });
    await waitForHealth(server);
    const token = await login(adminPassword);
    const written = await createLocations(token, 'Group kill', 40);

    process.kill(-server.child.pid!, 'SIGKILL');
    await exitOf(server.child);

    const restarted = startServer();
    await waitForHealth(restarted);
    expect(await locationNames(await login(adminPassword))).toEqual(
      expect.arrayContaining(written),
    );
    expect(restarted.output()).not.toContain('Punla admin account created');
    restarted.child.kill('SIGTERM');
    expect(await exitOf(restarted.child)).toBe(0);
  });

  it('stops at data of the earlier embedded engine and names the command that moves it', async () => {
    const oldDir = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-pglite-'));
    fs.mkdirSync(path.join(oldDir, 'pgdata'));
    fs.writeFileSync(path.join(oldDir, 'pgdata', 'PG_VERSION'), '17\n');
    const server = startServer({ env: { DATA_DIR: oldDir } });
    expect(await exitOf(server.child)).toBe(1);
    expect(server.output()).toContain('npm run db:move-from-pglite');
    expect(fs.existsSync(path.join(oldDir, 'postgres'))).toBe(false);
    fs.rmSync(oldDir, { recursive: true, force: true });
  });

  // CI runs as root, where the database must run as another user; most people start it as
  // themselves. This runs the server as `nobody` to keep that path tested too, where `nobody`
  // can read the checkout (not in a private folder, such as a `mktemp -d` clone).
  it.runIf(process.getuid?.() === 0 && readableByNobody(root))(
    'runs as a normal user, the database as that user',
    async () => {
      const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-user-'));
      const nobody = {
        uid: Number(execFileSync('id', ['-u', 'nobody'])),
        gid: Number(execFileSync('id', ['-g', 'nobody'])),
      };
      fs.chownSync(ownDir, nobody.uid, nobody.gid);
      fs.chmodSync(ownDir, 0o755);
      let output = '';
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        ...nobody,
        env: {
          ...process.env,
          HOME: ownDir,
          PORT: String(port),
          DATA_DIR: path.join(ownDir, 'data'),
          DATABASE_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      running.push(child);
      await waitForHealth();
      expect(fs.statSync(path.join(ownDir, 'data', 'postgres')).uid).toBe(nobody.uid);
      child.kill('SIGTERM');
      expect(await exitOf(child), output).toBe(0);
      fs.rmSync(ownDir, { recursive: true, force: true });
    },
  );

  it('refuses to start with a bad setting and names it', async () => {
    const server = startServer({ env: { PORT: 'not-a-port' } });
    expect(await exitOf(server.child)).toBe(1);
    expect(server.output()).toContain('Invalid configuration:');
    expect(server.output()).toContain('PORT');
  });
});
