import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { OldEmbeddedDataError } from './db/embedded/old-data.ts';
import { openDatabase } from './db/open-database.ts';

async function main(): Promise<void> {
  // A .env file where the server was started from fills in variables not already set.
  const envFile = path.resolve(process.env.INIT_CWD ?? process.cwd(), '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    // The data directory in use, or data of an earlier version: the message says what to do.
    if (error instanceof DataDirInUseError || error instanceof OldEmbeddedDataError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then closing`);
    try {
      // Stops accepting connections and waits for requests in flight to finish.
      await app.close();
    } finally {
      await database.close();
      app.log.info('database closed; goodbye');
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A closed terminal: stop the database too rather than leave it running without us.
  process.on('SIGHUP', () => void shutdown('SIGHUP'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not start listening');
    await database.close();
    process.exit(1);
  }
  const where = config.databaseUrl ? 'PostgreSQL server' : `embedded database in ${config.dataDir}`;
  app.log.info(`Punla is ready at ${config.publicUrl} (${where})`);
}

await main();
