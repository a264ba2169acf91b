import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DatabaseStartError } from './db/embedded/start-error.ts';
import { openDatabase } from './db/open-database.ts';
import { logOptionsFor, READY_MESSAGE } from './lib/terminal-log.ts';
import { checkPortFree, PortUnavailableError, portUnavailableMessage } from './port-check.ts';

/** Errors a person fixes from their message alone: printed without a stack, exit code 1. */
function exitOnKnownError(error: unknown): never {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseStartError ||
    error instanceof PortUnavailableError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/** The configuration from the environment, with a `.env` file where the start was run. */
export function loadStartConfig(): Config {
  const envFile = path.resolve(process.env.INIT_CWD ?? process.cwd(), '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  try {
    return loadConfig();
  } catch (error) {
    return exitOnKnownError(error);
  }
}

/**
 * Stops the start with one line when the port (or the metrics' port, METRICS_PORT) cannot be
 * opened (in use by another program, reserved): before the web app's build, the database and
 * the first admin, not after.
 */
export async function checkPortOrExit(config: Config): Promise<void> {
  await checkPortFree(config.port, config.host).catch(exitOnKnownError);
  if (config.metricsPort !== undefined) {
    await checkPortFree(config.metricsPort, config.host, 'METRICS_PORT').catch(exitOnKnownError);
  }
}

/**
 * Opens the database, serves the app, and closes both on SIGTERM, SIGINT or SIGHUP. The first
 * admin is created once the port is open: a start that cannot listen leaves none behind, so
 * the generated password is printed by the start that serves.
 */
export async function startServer(config: Config): Promise<void> {
  await checkPortOrExit(config);
  const database = await openDatabase(config).catch(exitOnKnownError);
  const app = await buildApp({
    config,
    database,
    logger: logOptionsFor(config.logLevel, process.stdout),
    adminAccount: 'after-listen',
  });

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

  /** A start that cannot go on: the server and the database are closed before the exit. */
  const stopStarting = async () => {
    closing = true;
    await app.close();
    await database.close();
    process.exit(1);
  };
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Taken between the check above and now: the same one line. The metrics' port, opened
    // just before the game's (app.ts), names itself.
    const message =
      error instanceof PortUnavailableError
        ? error.message
        : portUnavailableMessage(error, config.port, config.host);
    if (message) console.error(message);
    else app.log.error({ err: error }, 'could not start listening');
    await stopStarting();
  }
  try {
    await app.ensureAdminAccount();
  } catch (error) {
    // The first admin could not be made (the database, or an ADMIN_* setting).
    app.log.error({ err: error }, 'could not create the first admin account');
    await stopStarting();
  }
  const where = config.databaseUrl ? 'PostgreSQL server' : `embedded database in ${config.dataDir}`;
  app.log.info(`${READY_MESSAGE} ${config.publicUrl} (${where})`);
}
