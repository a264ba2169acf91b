// `npm start`: hold the data directory, build the web app if its sources changed, serve.
import { acquireDataDirLock, DataDirInUseError } from '../apps/server/src/db/data-dir-lock.ts';
import { loadStartConfig, startServer } from '../apps/server/src/start-server.ts';
import { buildWebIfStale } from './web-build.ts';

const config = loadStartConfig();
if (!config.databaseUrl) {
  // Taken before the build: a second start on the same folder stops here, before it could
  // rebuild the files the first one serves. The server keeps it until the process ends.
  try {
    await acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
buildWebIfStale();
await startServer(config);
