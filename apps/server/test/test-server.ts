import type pg from 'pg';

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
