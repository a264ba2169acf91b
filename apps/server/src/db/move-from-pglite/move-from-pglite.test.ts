import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, createPlayer, relogin, type TestPlayer } from '../../../test/test-app.ts';
import { profileOf } from '../../../test/factories/accounts.ts';
import { buyItem, listItems } from '../../../test/factories/marketplace.ts';
import { plantTree, readTree, waterTree } from '../../../test/factories/planted-trees.ts';
import { createPost } from '../../../test/factories/posts.ts';
import { tinyPng } from '../../../test/multipart.ts';
import { openEmbedded } from '../client.ts';
import { moveFromPglite } from './move-from-pglite.ts';
import { openPgliteDatabase } from './pglite-source.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-move-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** What a player sees of their account: it must read the same after the move. */
async function seenBy(
  t: Awaited<ReturnType<typeof createTestApp>>,
  player: TestPlayer,
  treeId: string,
) {
  const tree = await readTree(t, player, treeId);
  return { profile: await profileOf(t, player), tree: tree.json<unknown>() };
}

describe('moving the earlier embedded database (PGlite) into PostgreSQL', () => {
  it('moves players, trees, ledgers and images; the players carry on where they were', async () => {
    // The earlier version's data folder, written by the app running on PGlite.
    const old = await createTestApp({}, {}, await openPgliteDatabase(path.join(dataDir, 'pgdata')));
    const admin = await createPlayer(old, { role: 'ADMIN' });
    const players = [await createPlayer(old), await createPlayer(old)];
    const trees: string[] = [];
    for (const player of players) {
      const tree = await plantTree(old, player);
      expect((await waterTree(old, player, tree.id)).statusCode).toBe(200);
      const water = (await listItems(old, player)).find((item) => item.kind === 'WATER')!;
      expect((await buyItem(old, player, water.id, 1)).statusCode).toBe(200);
      trees.push(tree.id);
    }
    const post = await createPost(old, admin, { title: 'Planting day' }, tinyPng);
    const before = await Promise.all(players.map((p, i) => seenBy(old, p, trees[i]!)));
    const imageBefore = await old.request({ method: 'GET', url: post.imageUrl! });
    expect(imageBefore.statusCode).toBe(200);
    await old.close();

    const report = await moveFromPglite(dataDir);
    const rows = Object.fromEntries(report.tables.map(({ table, rows }) => [table, rows]));
    // The admin made at first start, the admin who posts, two players.
    expect(rows.users).toBe(4);
    expect(rows.planted_trees).toBe(2);
    expect(rows.posts).toBe(1);
    expect(
      report.tables.filter(({ table }) => table.includes('ledger')).every((t) => t.rows > 0),
    ).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    expect(fs.existsSync(report.keptAt)).toBe(true);

    const moved = await createTestApp({}, {}, await openEmbedded(dataDir));
    try {
      const again = await Promise.all(players.map((p) => relogin(moved, p)));
      const after = await Promise.all(again.map((p, i) => seenBy(moved, p, trees[i]!)));
      expect(after).toEqual(before);
      const imageAfter = await moved.request({ method: 'GET', url: post.imageUrl! });
      expect(imageAfter.rawPayload.equals(imageBefore.rawPayload)).toBe(true);
      // Ids continue after the copied ones.
      const next = await createPost(moved, await relogin(moved, admin), { title: 'Next day' });
      expect(next.id).toBeGreaterThan(post.id);
    } finally {
      await moved.close();
    }
  });

  it('says so, and changes nothing, when there is nothing to move', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-move-empty-'));
    await expect(moveFromPglite(empty)).rejects.toThrow(/holds no data of the earlier version/);
    expect(fs.readdirSync(empty)).toEqual([]);
    fs.rmSync(empty, { recursive: true, force: true });
  });
});
