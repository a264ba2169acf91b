import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where the tests' PostgreSQL server is: a URL (DATABASE_URL) or the embedded server's socket. */
export type ServerConnection = { connectionString: string } | pg.ClientConfig;

/** The same server, another database on it. */
export function onDatabase(server: ServerConnection, database: string): pg.ClientConfig {
  if ('connectionString' in server && server.connectionString) {
    // pg lets a connection string win over a `database` field: rewrite the URL instead.
    const url = new URL(server.connectionString);
    url.pathname = `/${database}`;
    return { connectionString: url.href };
  }
  return { ...server, database };
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl`, named `<prefix>_<time>_<random>`,
 * for one run of a test or benchmark; `drop` removes it.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => run(`drop database if exists ${name} with (force)`) };
}
