import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

/**
 * What a statement runs on: the pool, or the connection a transaction holds. A transaction is
 * a new handle each time, but its connection is one of the pool's few, used again and again.
 */
function connectionOf(db: Database): object {
  const session = db._.session as unknown as { client?: object };
  return session.client ?? db;
}

/**
 * Builds a statement once per connection and hands the same one back after: a query run on
 * every request (or inside every care action's transaction) is turned into SQL once, and
 * PostgreSQL parses it once per connection (a named prepared statement), not on each call.
 * Values go in as placeholders (`sql.placeholder`), filled by `execute({ ... })`.
 *
 * A statement built for a transaction's connection is used again only by later transactions
 * on that same connection, which hold it alone while they run.
 *
 * Behind a pooler in transaction mode (DATABASE_DIRECT_URL set), the pool sends these same
 * statements unnamed (`namedStatements` in db/pipelined-pool.ts): built once still, but
 * parsed by PostgreSQL on each run, as a server connection may change between two runs.
 */
export function preparedOnce<Statement>(
  build: (db: Database) => Statement,
): (db: Database) => Statement {
  const statements = new WeakMap<object, Statement>();
  return (db) => {
    const connection = connectionOf(db);
    let statement = statements.get(connection);
    if (!statement) {
      statement = build(db);
      statements.set(connection, statement);
    }
    return statement;
  };
}

const dialect = new PgDialect();

/** A statement of raw SQL, prepared: `execute` fills its placeholders and gives its rows. */
export interface PreparedSql<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * Raw SQL (a `sql` template with `sql.placeholder`s, such as the ledgers' data-modifying
 * CTEs) as a named statement prepared once per connection, like `preparedOnce` does for the
 * query builders. `name` must be unique among the server's statements. Rows come as
 * `db.execute` gives them (column names as written in the SQL).
 */
export function preparedSql<Row>(name: string, query: SQL): (db: Database) => PreparedSql<Row> {
  const built = dialect.sqlToQuery(query);
  return preparedOnce((db) => {
    const statement = db._.session.prepareQuery(built, undefined, name, false);
    return {
      async execute(values) {
        return ((await statement.execute(values)) as { rows: Row[] }).rows;
      },
    };
  });
}
