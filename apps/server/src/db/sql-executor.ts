import type pg from 'pg';
import type { Database } from './client.ts';

/** Something that runs one SQL text with its `$n` values, as pg-boss asks of a connection. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs SQL written elsewhere (pg-boss's statements) on the connection behind `db`: the
 * transaction's own connection when `db` is a transaction, so what it writes commits or rolls
 * back with the rest; the pool otherwise.
 */
export function executorOf(db: Database): SqlExecutor {
  const { client } = (db as unknown as { _: { session: { client: pg.Pool | pg.PoolClient } } })._
    .session;
  return { executeSql: (text, values) => client.query(text, values) };
}
