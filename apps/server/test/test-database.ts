import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../src/db/client.ts';
import { run } from './global-setup.ts';
import { onDatabase } from './test-server.ts';

/**
 * A database of the test file's own on the run's server (embedded, or DATABASE_URL): a copy
 * of the migrated template, dropped when closed.
 */
export async function createTestDatabase(): Promise<
  DatabaseHandle & { openAnother(): Promise<DatabaseHandle>; url: string }
> {
  const server = inject('testServer');
  const name = `punla_test_${randomBytes(6).toString('hex')}`;
  await run(server, `create database ${name} template ${inject('templateDatabase')}`);
  const handle = await openPostgres(
    onDatabase(server, name),
    process.env.DATABASE_URL ? 'postgres' : 'embedded',
  );
  let closed: Promise<void> | undefined;
  return {
    ...handle,
    /** Another handle on the same database, as a second server instance would have. */
    openAnother: () => openPostgres(onDatabase(server, name), handle.kind),
    /** The database as a `DATABASE_URL`, for a server started in a process of its own. */
    url: urlOf(onDatabase(server, name)),
    // Closing twice closes once: a test may close its database early, to see queries fail.
    close() {
      closed ??= handle
        .close()
        .then(() => run(server, `drop database if exists ${name} with (force)`));
      return closed;
    },
  };
}

function urlOf(connection: ReturnType<typeof onDatabase>): string {
  if (connection.connectionString) return connection.connectionString;
  // The embedded server listens on a socket: its folder goes in the `host` parameter.
  const { user = 'postgres', port, database, host = '' } = connection;
  return `postgresql://${user}@localhost:${port}/${database}?host=${encodeURIComponent(host)}`;
}
