// `npm start`: build the server if its sources changed, hold the data directory, build the
// web app if its sources changed, serve. Plain JavaScript starting the built server: no
// TypeScript is compiled on the way.
import { buildServerIfStale, loadServer } from './server-build.mjs';
import { buildWebIfStale } from './web-build.mjs';

// Before the lock, which is the server's own code: the build replaces each of its files in
// one step, so a server already running on this folder (which read them when it started) is
// not disturbed by a second start's build.
await buildServerIfStale();
const { acquireDataDirLock, checkPortOrExit, DataDirInUseError, loadStartConfig, startServer } =
  await loadServer();

const config = loadStartConfig();
if (!config.databaseUrl) {
  // Taken before the web build: a second start on the same folder stops here, before it
  // could rebuild the files the first one serves. The server keeps it until the process ends.
  try {
    await acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
// A port in use stops the start here, in one line, rather than after the web app's build.
await checkPortOrExit(config);
buildWebIfStale();
await startServer(config);
