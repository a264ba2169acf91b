import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock.ts';

describe('data directory lock', () => {
  it('refuses a second holder while the first is alive', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-lock-'));
    fs.writeFileSync(path.join(dir, 'punla.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(/is in use by another Punla server/);
  });

  it('takes over the lock of a process that is gone and clears the stale postmaster.pid', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-lock-'));
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(path.join(dir, 'punla.lock'), dead.stdout.toString());
    fs.mkdirSync(path.join(dir, 'pgdata'));
    fs.writeFileSync(path.join(dir, 'pgdata', 'postmaster.pid'), '-42\n/tmp/pglite');
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'punla.lock'), 'utf8')).toBe(String(process.pid));
    expect(fs.existsSync(path.join(dir, 'pgdata', 'postmaster.pid'))).toBe(false);
    lock.release();
    expect(fs.existsSync(path.join(dir, 'punla.lock'))).toBe(false);
  });
});
