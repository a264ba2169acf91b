import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

/**
 * Builds a statement once per database handle and hands the same one back after: a query
 * run on every request is then turned into SQL once, and PostgreSQL parses and plans it once
 * per connection (a named prepared statement), not on each call. A transaction is a handle
 * of its own, so it gets its own copy, dropped with it.
 */
export function preparedOnce<Handle extends object, Statement>(
  build: (db: Handle) => Statement,
): (db: Handle) => Statement {
  const statements = new WeakMap<Handle, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}

const dialect = new PgDialect();

/** A statement's name from its text: one text, one name, on every connection. */
function statementName(text: string): string {
  return `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
}

/**
 * Runs raw SQL (a `sql` template) as a named prepared statement on the connection it runs on,
 * the pool's or a transaction's: PostgreSQL then parses a long statement (the ledgers' CTEs)
 * once per connection, not on every call. The name comes from the text itself, so a statement
 * whose text varies gets one name per variant and never clashes with another. Answers as
 * `db.execute` does, with the rows.
 */
export async function executePrepared<Row>(db: Database, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, statementName(built.sql), false);
  return ((await prepared.execute()) as { rows: Row[] }).rows;
}

/**
 * A query builder's statement as a named prepared statement, named by its text like
 * `executePrepared`: for the writes made inside a transaction on every care action or
 * purchase, where `preparedOnce` cannot keep a statement (each transaction is a new handle).
 */
export function runPrepared<Result>(query: {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<Result> };
}): Promise<Result> {
  return query.prepare(statementName(query.toSQL().sql)).execute();
}
