import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { together } from '../lib/context.ts';
import { preparedSql } from '../lib/prepared-statements.ts';
import { openPostgres, type Database } from './client.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.executeSql('create table pipeline_probe (id int primary key, note text)');
});
afterAll(() => database.close());

/** A hot statement: prepared once and run by name, so it is sent on the shared connections. */
const echo = preparedSql<{ pid: number; n: number }>(
  'test_pipeline_echo',
  sql`select pg_backend_pid() as pid, ${sql.placeholder('n')}::int as n`,
);
const divide = preparedSql<{ q: number }>(
  'test_pipeline_divide',
  sql`select 100 / ${sql.placeholder('d')}::int as q`,
);
const insertProbe = preparedSql<{ id: number }>(
  'test_pipeline_insert',
  sql`insert into pipeline_probe (id, note) values (${sql.placeholder('id')}::int, 'x') returning id`,
);

describe('the pipelined pool', () => {
  it('answers each of many statements at once with its own row, over two connections', async () => {
    const rows = await Promise.all(
      Array.from({ length: 200 }, (_, n) => echo(database.db).execute({ n })),
    );
    expect(rows.map(([row]) => row?.n)).toEqual(Array.from({ length: 200 }, (_, n) => n));
    expect(new Set(rows.map(([row]) => row?.pid)).size).toBeLessThanOrEqual(2);
  });

  it("keeps one statement's error its own: the statements around it are answered", async () => {
    const results = await Promise.allSettled([
      divide(database.db).execute({ d: 4 }),
      divide(database.db).execute({ d: 0 }),
      divide(database.db).execute({ d: 5 }),
    ]);
    expect(results[0]).toMatchObject({ status: 'fulfilled', value: [{ q: 25 }] });
    expect(results[1]).toMatchObject({ status: 'rejected', reason: { cause: { code: '22012' } } });
    expect(results[2]).toMatchObject({ status: 'fulfilled', value: [{ q: 20 }] });
  });

  it('opens a new shared connection after one is lost', async () => {
    const [before] = await echo(database.db).execute({ n: 1 });
    await database.executeSql('select pg_terminate_backend($1)', [before?.pid]);
    // The statements on the lost connection fail until its loss is noticed; then a new one
    // is opened in its place.
    await expect
      .poll(async () => {
        const tries = await Promise.allSettled(
          Array.from({ length: 4 }, () => echo(database.db).execute({ n: 2 })),
        );
        return tries.every((attempt) => attempt.status === 'fulfilled');
      })
      .toBe(true);
    const after = await Promise.all(
      Array.from({ length: 4 }, (_, n) => echo(database.db).execute({ n })),
    );
    expect(after.map(([row]) => row?.n)).toEqual([0, 1, 2, 3]);
    expect(after.map(([row]) => row?.pid)).not.toContain(before?.pid);
  });
});

describe('statements of a transaction sent together', () => {
  it('gives the results in order', async () => {
    const results = await database.db.transaction((tx) =>
      together(echo(tx).execute({ n: 1 }), divide(tx).execute({ d: 10 })),
    );
    expect(results[0][0]?.n).toBe(1);
    expect(results[1]).toEqual([{ q: 10 }]);
  });

  it('throws the first failure in order and rolls every statement back', async () => {
    const attempt = database.db.transaction((tx) =>
      together(
        insertProbe(tx).execute({ id: 1 }),
        divide(tx).execute({ d: 0 }),
        insertProbe(tx).execute({ id: 2 }),
      ),
    );
    // The division's error, not the "transaction is aborted" of the insert sent after it.
    await expect(attempt).rejects.toMatchObject({ cause: { code: '22012' } });
    const { rows } = await database.executeSql('select count(*)::int as n from pipeline_probe');
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('throws the cause, not the "transaction is aborted" of a statement sent after it', async () => {
    const attempt = database.db.transaction((tx) =>
      together(
        // Its second statement leaves after the division has failed: it gets 25P02.
        echo(tx)
          .execute({ n: 1 })
          .then(() => echo(tx).execute({ n: 2 })),
        divide(tx).execute({ d: 0 }),
      ),
    );
    await expect(attempt).rejects.toMatchObject({ cause: { code: '22012' } });
  });

  it('commits what was sent together when every statement succeeds', async () => {
    await database.db.transaction((tx) =>
      together(insertProbe(tx).execute({ id: 3 }), insertProbe(tx).execute({ id: 4 })),
    );
    const { rows } = await database.executeSql('select id from pipeline_probe order by id');
    expect(rows).toEqual([{ id: 3 }, { id: 4 }]);
  });
});

describe('named statements, on and off', () => {
  /** The named statements of the connection a transaction holds, after `echo` ran on it. */
  const preparedOnConnection = (db: Database) =>
    db.transaction(async (tx) => {
      await echo(tx).execute({ n: 1 });
      const result = await tx.execute(sql`select name from pg_prepared_statements`);
      return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
    });

  it('prepares a hot statement once per connection and runs it by name, by default', async () => {
    const named = await openPostgres(database.url);
    try {
      expect(await preparedOnConnection(named.db)).toContain('test_pipeline_echo');
    } finally {
      await named.close();
    }
  });

  it('sends the same statements unnamed behind a pooler (a direct URL given)', async () => {
    // The direct URL names the same database here: what changes is how the pool sends.
    const pooled = await openPostgres(database.url, 'postgres', 10, { direct: database.url });
    try {
      expect(await preparedOnConnection(pooled.db)).toEqual([]);
      // The hot statements still go out pipelined, each answered with its own row and error.
      const rows = await Promise.all(
        Array.from({ length: 100 }, (_, n) => echo(pooled.db).execute({ n })),
      );
      expect(rows.map(([row]) => row?.n)).toEqual(Array.from({ length: 100 }, (_, n) => n));
      const results = await Promise.allSettled([
        divide(pooled.db).execute({ d: 4 }),
        divide(pooled.db).execute({ d: 0 }),
      ]);
      expect(results[0]).toMatchObject({ status: 'fulfilled', value: [{ q: 25 }] });
      expect(results[1]).toMatchObject({
        status: 'rejected',
        reason: { cause: { code: '22012' } },
      });
    } finally {
      await pooled.close();
    }
  });
});
