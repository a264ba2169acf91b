/**
 * The game's server as `npm start` runs it (the embedded database in DATA_DIR, the settings
 * from the environment), serving the web app built in BENCH_WEB_DIST: the bundle benchmark
 * measures its own build and leaves apps/web/dist as it is.
 */
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open-database.ts';

const webDistDir = process.env.BENCH_WEB_DIST;
if (!webDistDir) throw new Error('BENCH_WEB_DIST names the built web app to serve.');
const config = loadConfig();
const database = await openDatabase(config);
const app = await buildApp({ config, database, webDistDir });
await app.listen({ port: config.port, host: '127.0.0.1' });

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
