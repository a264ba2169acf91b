import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { preparedOnce, preparedSql } from './prepared-statements.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The backend process a statement ran on: which connection of the pool it used. */
const backendOf = preparedSql<{ pid: number; doubled: number }>(
  'test_backend_of',
  sql`select pg_backend_pid() as pid, ${sql.placeholder('n')}::int * 2 as doubled`,
);

describe('statements prepared once per connection', () => {
  it('builds a statement once for the pool and once per connection transactions run on', async () => {
    let builds = 0;
    const statement = preparedOnce((db: Database) => {
      builds += 1;
      return backendOf(db);
    });
    const { db } = database;
    await statement(db).execute({ n: 1 });
    await statement(db).execute({ n: 2 });
    expect(builds).toBe(1);

    // Transactions one after another take the same idle connection: built once for it.
    const pids = [];
    for (const n of [3, 4, 5]) {
      pids.push(await db.transaction(async (tx) => (await statement(tx).execute({ n }))[0]?.pid));
    }
    expect(new Set(pids).size).toBe(1);
    expect(builds).toBe(2);

    // Transactions at once hold different connections, each with its own statement.
    const held = await Promise.all(
      [6, 7, 8].map((n) =>
        db.transaction(async (tx) => {
          const [row] = await statement(tx).execute({ n });
          await tx.execute(sql`select pg_sleep(0.05)`);
          return row;
        }),
      ),
    );
    expect(held.map((row) => row?.doubled)).toEqual([12, 14, 16]);
    expect(new Set(held.map((row) => row?.pid)).size).toBe(3);
    expect(builds).toBe(4);
  });

  it('fills the placeholders on each call', async () => {
    const rows = await Promise.all([10, 20].map((n) => backendOf(database.db).execute({ n })));
    expect(rows.map(([row]) => row?.doubled)).toEqual([20, 40]);
  });
});
