import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { DatabaseStartError } from './embedded/start-error.ts';

export interface DataDirLock {
  release(): Promise<void>;
}

/** Locks this process holds, by data directory: a second acquire in the process shares it. */
const held = new Map<string, { lock: DataDirLock; users: number }>();

export class DataDirInUseError extends DatabaseStartError {}

/**
 * One Punla server per data directory, enforced by the operating system: the lock is a
 * listening Unix socket, which the kernel releases the moment its process ends, however it
 * ends (`kill -9` included). Nothing is read and then written, so two servers started at the
 * same instant cannot both win. On Linux the socket lives in the abstract namespace (no file
 * at all); elsewhere it is a socket file in the data directory, taken over when nothing
 * answers on it any more.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const key = fs.realpathSync(dataDir);
  const existing = held.get(key);
  if (existing) {
    existing.users += 1;
    return existing.lock;
  }
  const server = await listenExclusively(lockAddress(key), dataDir);
  server.unref();
  const entry = {
    users: 1,
    lock: {
      async release() {
        entry.users -= 1;
        if (entry.users > 0) return;
        held.delete(key);
        await new Promise<void>((resolve) => server.close(() => resolve()));
      },
    },
  };
  held.set(key, entry);
  return entry.lock;
}

function lockAddress(realDataDir: string): string {
  if (process.platform === 'linux') {
    const digest = createHash('sha256').update(realDataDir).digest('hex').slice(0, 40);
    return `\0punla-data-dir-${digest}`;
  }
  return path.join(realDataDir, 'punla.lock.sock');
}

async function listenExclusively(address: string, dataDir: string): Promise<net.Server> {
  try {
    return await listen(address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (address.startsWith('\0') || (await answers(address))) {
      throw new DataDirInUseError(
        `The data directory ${dataDir} is in use by another Punla server. ` +
          'Stop it first, or start this one with another DATA_DIR.',
        { cause: error },
      );
    }
    // A socket file nobody answers on was left by a server that is gone.
    fs.rmSync(address, { force: true });
    return listen(address);
  }
}

function listen(address: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.end());
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
