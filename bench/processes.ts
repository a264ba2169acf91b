import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/** Starts `node <args>` in `cwd` and resolves once it prints "ready". */
export async function startProcess(
  cwd: string,
  args: string[],
  env: Record<string, string>,
): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`${args.at(-1)} exited with ${code}`)));
  });
  return child as ChildProcess & { pid: number };
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

/** The largest resident set of process `pid` (MB, from /proc) while `during` runs. */
export async function peakRss<T>(pid: number, during: () => Promise<T>): Promise<[T, number]> {
  let peak = 0;
  const sample = () => {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    peak = Math.max(peak, kb / 1024);
  };
  sample();
  const timer = setInterval(sample, 250);
  try {
    return [await during(), peak];
  } finally {
    clearInterval(timer);
  }
}

/** What bench/loop-probe.ts wrote about a phase: the event-loop delay (ms) and the heap. */
export interface LoopPhase {
  p99: number;
  heapMb: number;
  externalMb: number;
}

/**
 * The event-loop delay of process `pid` (started with `--import ./bench/loop-probe.ts` and
 * BENCH_LOOP_FILE=`loopFile`) while `during` runs.
 */
export async function loopDelay<T>(
  pid: number,
  loopFile: string,
  during: () => Promise<T>,
): Promise<[T, LoopPhase]> {
  process.kill(pid, 'SIGUSR2'); // ends phase 0 (seeding, warm-up)
  const result = await during();
  process.kill(pid, 'SIGUSR2'); // ends phase 1: the stretch measured
  const file = `${loopFile}.1`;
  const deadline = Date.now() + 5000;
  while (!fs.existsSync(file) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return [result, JSON.parse(fs.readFileSync(file, 'utf8')) as LoopPhase];
}
