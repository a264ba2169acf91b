import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { systemClock } from './clock.ts';
import { afterCommit, inTransaction, type AppContext } from './context.ts';

let database: DatabaseHandle;
let ctx: AppContext;
beforeAll(async () => {
  database = await createTestDatabase();
  ctx = { db: database.db, clock: systemClock, timeZone: 'Asia/Manila' };
});
afterAll(() => database.close());

describe('work after a commit', () => {
  it('runs once the transaction has committed, not before', async () => {
    const seen: string[] = [];
    await inTransaction(ctx, async (tx) => {
      afterCommit(tx, () => void seen.push('effect'));
      seen.push('work');
    });
    seen.push('returned');
    expect(seen).toEqual(['work', 'effect', 'returned']);
  });

  it('is dropped when the transaction rolls back', async () => {
    const seen: string[] = [];
    await expect(
      inTransaction(ctx, async (tx) => {
        afterCommit(tx, () => void seen.push('effect'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([]);
  });

  it('waits for the outer commit when registered in a nested transaction, and goes with its savepoint', async () => {
    const seen: string[] = [];
    await inTransaction(ctx, async (tx) => {
      await inTransaction(tx, async (inner) => afterCommit(inner, () => void seen.push('kept')));
      await inTransaction(tx, async (inner) => {
        afterCommit(inner, () => void seen.push('rolled back'));
        throw new Error('savepoint refused');
      }).catch(() => undefined);
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['kept']);
  });

  it('runs at once outside a transaction, and a failing one does not fail the caller', async () => {
    const seen: string[] = [];
    afterCommit(ctx, () => void seen.push('now'));
    afterCommit(ctx, () => {
      throw new Error('an effect failed');
    });
    expect(seen).toEqual(['now']);
  });
});
