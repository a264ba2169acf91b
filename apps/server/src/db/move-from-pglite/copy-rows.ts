import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export interface TableCount {
  table: string;
  rows: number;
}

const BATCH_ROWS = 500;
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

const tablesQuery = `select table_name as name from information_schema.tables
  where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;

/**
 * Copies every row of every table the source and the target share, inside the target's open
 * transaction. Rows travel as JSON (`row_to_json` there, `json_populate_recordset` here), so
 * every type, bytea images included, arrives as PostgreSQL itself wrote it. Foreign keys are
 * not checked while copying (`session_replication_role = replica`): the rows were consistent
 * in the source, and tables can then go in any order. Each table's count is compared after.
 */
export async function copyRows(source: PGlite, target: pg.ClientBase): Promise<TableCount[]> {
  const sourceTables = new Set(
    (await source.query<{ name: string }>(tablesQuery)).rows.map((row) => row.name),
  );
  const targetTables = (await target.query<{ name: string }>(tablesQuery)).rows
    .map((row) => row.name)
    .filter((name) => sourceTables.has(name));
  await target.query('set local session_replication_role = replica');
  if (targetTables.length > 0) {
    // The new database may hold content seeded at its creation: the old rows replace it.
    await target.query(`truncate ${targetTables.map(quote).join(', ')} restart identity`);
  }
  const counts: TableCount[] = [];
  for (const table of targetTables) {
    counts.push({ table, rows: await copyTable(source, target, table) });
  }
  await target.query('set local session_replication_role = origin');
  return counts;
}

async function copyTable(source: PGlite, target: pg.ClientBase, table: string): Promise<number> {
  const columns = await writableColumns(target, table);
  const rows = (
    await source.query<{ row: string }>(`select row_to_json(t)::text as row from ${quote(table)} t`)
  ).rows.map((r) => r.row);
  const list = columns.map(quote).join(', ');
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = `[${rows.slice(start, start + BATCH_ROWS).join(',')}]`;
    await target.query(
      `insert into ${quote(table)} (${list}) overriding system value
       select ${list} from json_populate_recordset(null::${quote(table)}, $1::json)`,
      [batch],
    );
  }
  const copied = await target.query<{ count: string }>(`select count(*) from ${quote(table)}`);
  if (Number(copied.rows[0]?.count) !== rows.length) {
    throw new Error(`${table}: ${rows.length} rows read, ${copied.rows[0]?.count} written.`);
  }
  await resetSequences(target, table, columns);
  return rows.length;
}

/** Columns the target table accepts values for (generated ones are computed again). */
async function writableColumns(target: pg.ClientBase, table: string): Promise<string[]> {
  const result = await target.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
     order by ordinal_position`,
    [table],
  );
  return result.rows.map((row) => row.name);
}

/** Serial and identity columns continue after the highest copied value. */
async function resetSequences(target: pg.ClientBase, table: string, columns: string[]) {
  for (const column of columns) {
    const found = await target.query<{ sequence: string | null }>(
      'select pg_get_serial_sequence($1, $2) as sequence',
      [`public.${quote(table)}`, column],
    );
    const sequence = found.rows[0]?.sequence;
    if (!sequence) continue;
    await target.query(
      `select setval($1, coalesce(max(${quote(column)})::bigint, 1), max(${quote(column)}) is not null)
       from ${quote(table)}`,
      [sequence],
    );
  }
}
