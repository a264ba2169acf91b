// The server as `npm start` runs it, but with rate limits out of the way: the benchmark
// measures the work of each request, not the limiter's refusals.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open-database.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-bench-'));
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
  rateLimits: {
    loginPerIp: 1e9,
    loginFailuresPerAccount: 1e9,
    verifyPerIp: 1e9,
    signupsPerIp: 1e9,
  },
};
const database = await openDatabase(config);
const app = await buildApp({ config, database, webDistDir: null });
await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write('ready\n');
const stop = async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
