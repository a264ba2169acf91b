import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openPostgres, type DatabaseHandle, type PostgresOptions } from '../src/db/client.ts';
import { run } from './global-setup.ts';
import { onDatabase } from './test-server.ts';

/**
 * A database of the test file's own on the run's server (embedded, or DATABASE_URL): a copy
 * of the migrated template, dropped when closed. With DATABASE_DIRECT_URL set, the handle's
 * pool goes through the pooler at DATABASE_URL (its wildcard entry reaches the database of
 * the same name) and its session work over the direct URL, as a server so configured would.
 * `options.read` adds a read pool, as DATABASE_READ_URL does: on this database, or on
 * `read.database` (a stand-in for a replica that lags), straight to the server, its
 * connections named `read.applicationName` in pg_stat_activity.
 */
export async function createTestDatabase(
  options: { read?: { database?: string; applicationName: string } } = {},
): Promise<DatabaseHandle & { openAnother(): Promise<DatabaseHandle>; url: string }> {
  const server = inject('testServer');
  const pooled = inject('pooledServer');
  const name = `punla_test_${randomBytes(6).toString('hex')}`;
  await run(server, `create database ${name} template ${inject('templateDatabase')}`);
  const kind = process.env.DATABASE_URL ? 'postgres' : 'embedded';
  const direct = onDatabase(server, name);
  const main = pooled ? onDatabase(pooled, name) : direct;
  const open = (withRead: boolean) => {
    const extra: PostgresOptions = pooled ? { direct } : {};
    const { read } = options;
    if (withRead && read) {
      const replica = onDatabase(server, read.database ?? name);
      extra.read = withApplicationName(replica, read.applicationName);
    }
    return openPostgres(main, kind, undefined, extra);
  };
  const handle = await open(true);
  let closed: Promise<void> | undefined;
  return {
    ...handle,
    /** Another handle on the same database, as a second server instance would have. */
    openAnother: () => open(false),
    /**
     * The database as a `DATABASE_URL` that works alone, for a server started in a process
     * of its own: the direct one when there is a pooler.
     */
    url: urlOf(direct),
    // Closing twice closes once: a test may close its database early, to see queries fail.
    close() {
      closed ??= handle
        .close()
        .then(() => run(server, `drop database if exists ${name} with (force)`));
      return closed;
    },
  };
}

/** The connection with an `application_name`, which pg_stat_activity shows. */
function withApplicationName(
  connection: ReturnType<typeof onDatabase>,
  applicationName: string,
): ReturnType<typeof onDatabase> {
  if (!connection.connectionString) return { ...connection, application_name: applicationName };
  const url = new URL(connection.connectionString);
  url.searchParams.set('application_name', applicationName);
  return { connectionString: url.href };
}

function urlOf(connection: ReturnType<typeof onDatabase>): string {
  if (connection.connectionString) return connection.connectionString;
  // The embedded server listens on a socket: its folder goes in the `host` parameter.
  const { user = 'postgres', port, database, host = '' } = connection;
  return `postgresql://${user}@localhost:${port}/${database}?host=${encodeURIComponent(host)}`;
}
