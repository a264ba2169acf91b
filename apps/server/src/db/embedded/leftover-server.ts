import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * When the Node process is killed on its own (`kill -9`), the database processes live on,
 * holding the cluster. The caller holds the data directory's lock, so any server still
 * running on this cluster is such a leftover: it is asked for a fast shutdown, which writes
 * everything it acknowledged to disk. A `postmaster.pid` whose process is gone is removed.
 */
export async function stopLeftoverServer(cluster: string): Promise<void> {
  const pidFile = path.join(cluster, 'postmaster.pid');
  const pid = readPid(pidFile);
  if (pid === undefined) return;
  if (!isServerOf(pid, cluster)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  process.kill(pid, 'SIGINT');
  if (await exited(pid, 15_000)) return;
  // A fast shutdown that hangs: stop it at once; the next start replays its log.
  process.kill(pid, 'SIGQUIT');
  if (!(await exited(pid, 5_000))) {
    throw new Error(`An earlier database server (pid ${pid}) on ${cluster} does not stop.`);
  }
}

function readPid(pidFile: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // An exited process its parent has not reaped yet still answers signals.
  return !isZombie(pid);
}

function isZombie(pid: number): boolean {
  if (process.platform !== 'linux') return false;
  try {
    return /^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * Alive, and the PostgreSQL server of this cluster. A pid from a file may since belong to
 * another program, even to another PostgreSQL (pids are reused, and soon on a busy machine):
 * only a process working in this cluster's folder is ours to stop.
 */
function isServerOf(pid: number, cluster: string): boolean {
  if (!isAlive(pid)) return false;
  const folder = fs.realpathSync(cluster);
  if (process.platform === 'linux') {
    try {
      const comm = fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      return comm === 'postgres' && fs.readlinkSync(`/proc/${pid}/cwd`) === folder;
    } catch {
      return false;
    }
  }
  const ps = spawnSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  return ps.stdout.includes('postgres') && ps.stdout.includes(cluster);
}

async function exited(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return !isAlive(pid);
}
