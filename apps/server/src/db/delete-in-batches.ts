import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** The most rows one statement deletes: each holds its locks only briefly. */
export const DELETE_BATCH_ROWS = 10_000;

/**
 * Deletes the rows of `table` that match `where`, at most DELETE_BATCH_ROWS a statement,
 * statement after statement until one deletes fewer (each commits on its own, outside any
 * transaction), and returns how many were deleted. A batch is found by the rows' physical
 * addresses (ctid) and `where` is checked again as they are deleted, so a row changed in
 * between (a notice read, a code asked for again) is left as it now is. Give `where` an index
 * that finds the rows, or every batch reads the whole table.
 */
export async function deleteInBatches(db: Database, table: PgTable, where: SQL): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from ${table}
      where ctid = any(array(select ctid from ${table} where ${where} limit ${DELETE_BATCH_ROWS}))
        and ${where}`);
    const count = (result as unknown as { rowCount: number | null }).rowCount ?? 0;
    deleted += count;
    if (count < DELETE_BATCH_ROWS) return deleted;
  }
}
