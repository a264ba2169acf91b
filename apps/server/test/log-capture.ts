import { Writable } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

/** A stream for the app's logger that keeps every line written, to read what a run logged. */
export function captureLog(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, stream };
}

export interface LoggedTestApp extends TestApp {
  /** Every line the app logged, at `info` and above. */
  lines: string[];
  /** The app's database, to change it under the app or close it early. */
  database: Awaited<ReturnType<typeof createTestDatabase>>;
}

/**
 * The test file's app (as `useTestApp` builds it) with its log kept, to read what requests
 * leave there. `env` is read when the tests start, so it may name a server that a hook
 * registered before this call has started.
 */
export function useLoggedTestApp(env: () => Record<string, string> = () => ({})) {
  const log = captureLog();
  const t = { lines: log.lines } as LoggedTestApp;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const logger = { level: 'info', stream: log.stream };
    Object.assign(t, { database }, await createTestApp({}, env(), database, { logger }));
  });
  afterAll(() => t.close());
  return t;
}
