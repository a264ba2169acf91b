import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, type PlantedTree } from '@punla/contract';
import { apiSurface, buildUrl, type ApiRoute } from '../../test/fuzz/api-surface.ts';
import { seededRandom, validValue } from '../../test/fuzz/values.ts';
import { seedlingsOf } from '../../test/factories/inventory.ts';
import { createEvent, rsvp } from '../../test/factories/events.ts';
import { runRolloverAction } from '../../test/factories/seasons.ts';
import { buyItem, createItem } from '../../test/factories/marketplace.ts';
import { plantTree } from '../../test/factories/planted-trees.ts';
import { createPost, toggleLike } from '../../test/factories/posts.ts';
import { referralCodeOf } from '../../test/factories/referrals.ts';
import { createReport } from '../../test/factories/reports.ts';
import { raiseFlag } from '../../test/factories/fair-play.ts';
import { useTestApp, usePlayer, type TestPlayer } from '../../test/test-app.ts';

/**
 * Broken object-level authorization: every route that names a player or a player's thing, sent
 * by another player at the first player's ids. Each must refuse (403) or not find (404), and
 * the first player's data must be as it was.
 */
const t = useTestApp();
const victim = usePlayer(t);
const attacker = usePlayer(t);
const admin = usePlayer(t, { role: 'ADMIN' });

/**
 * Routes whose ids name things every player may read (the catalog, the news, the trivia, the
 * planting locations): another player reading them is their purpose, not a leak.
 */
const sharedReads = new Set([
  `GET ${apiRoutes.trees.one}`,
  `GET ${apiRoutes.marketplace.item}`,
  `GET ${apiRoutes.locations.one}`,
  `GET ${apiRoutes.posts.one}`,
  `GET ${apiRoutes.trivia.one}`,
  `GET ${apiRoutes.events.one}`,
  `GET ${apiRoutes.events.calendar}`,
]);

/** Body fields that name a player's thing. */
const ownedBodyFields = ['plantedTreeId', 'userId', 'inventoryId'];

let ids: Record<string, string>;

beforeAll(async () => {
  const tree: PlantedTree = await plantTree(t, victim);
  // A seedling bought after planting, so the inventory still has a row to aim at.
  const seedlingItem = await createItem(t, admin, {
    kind: 'SEEDLING',
    speciesId: tree.species.id,
  });
  expect((await buyItem(t, victim, seedlingItem.id, 1)).statusCode).toBe(200);
  const [seedling] = await seedlingsOf(t, victim);
  if (!seedling) throw new Error('the victim has no seedling left');
  const post = await createPost(t, admin);
  expect((await toggleLike(t, post.id, victim)).statusCode).toBe(200);
  const report = await createReport(t, victim);
  await referralCodeOf(t, victim);
  const event = await createEvent(t, admin);
  expect((await rsvp(t, event.id, victim)).statusCode).toBe(201);
  ids = {
    eventId: String(event.id),
    userId: victim.user.id,
    userProfileId: victim.user.id,
    inventoryId: seedling.id,
    plantedTreeId: tree.id,
    treeId: String(tree.species.id),
    postId: String(post.id),
    itemId: '1',
    reportId: String(report.id),
    referralCode: await referralCodeOf(t, attacker),
    // An admin's job: a player is refused it like any admin route.
    jobId: (await runRolloverAction(t, admin, apiRoutes.seasons.disablePreviousSeasonTrees)).jobId,
    // A fair-play flag on the victim: its review is an admin's, refused to a player.
    flagId: String(await raiseFlag(t, victim)),
  };
});

/** The victim's id or object for a parameter of this route. */
function victimValue(route: ApiRoute, name: string): string {
  if (name === 'id') {
    if (route.url === apiRoutes.plantedTrees.one) return ids.plantedTreeId ?? '';
    if (route.url === apiRoutes.plantedTrees.list) return ids.userId ?? '';
    if (route.url === apiRoutes.reports.one) return ids.reportId ?? '';
    if (route.url === apiRoutes.posts.one) return ids.postId ?? '';
    return '1';
  }
  if (name === 'locationId' || name === 'season') return '1';
  const value = ids[name];
  if (value === undefined) throw new Error(`No victim value for :${name} of ${route.url}`);
  return value;
}

function takesAnId(route: ApiRoute): boolean {
  const bodyFields = Object.keys(route.body?.properties ?? {});
  return Object.keys(route.path).length > 0 || bodyFields.some((f) => ownedBodyFields.includes(f));
}

/** What the victim has, as the victim sees it. */
async function snapshot(player: TestPlayer) {
  const read = async (url: string) => {
    const response = await t.request({ method: 'GET', url, token: player.token });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const userId = player.user.id;
  return {
    profile: await read(pathTo(apiRoutes.accounts.user, { userId })),
    wallet: await read(pathTo(apiRoutes.wallet.ofPlayer, { userId })),
    seedlings: await read(pathTo(apiRoutes.inventory.seedlings, { userId })),
    resources: await read(pathTo(apiRoutes.inventory.resources, { userId })),
    trees: await read(pathTo(apiRoutes.plantedTrees.list, { id: userId })),
    quests: await read(pathTo(apiRoutes.quests.today, { userId })),
    referrals: await read(pathTo(apiRoutes.referrals.count, { userId })),
    likes: await read(pathTo(apiRoutes.posts.ofPlayer, { userId })),
    realTrees: await read(pathTo(apiRoutes.events.realTrees, { userId })),
    events: await read(apiRoutes.events.list),
  };
}

describe("another player's token against a player's ids", () => {
  it('is refused (403) or finds nothing (404) on every route, and changes nothing', async () => {
    const routes = apiSurface(t.app).filter(
      (route) =>
        route.guard !== 'public' &&
        // A session token never opens a `keep` route (401); its own token and another
        // account's are tested with the deletion (modules/privacy/deletion.test.ts).
        route.guard !== 'keep' &&
        takesAnId(route) &&
        !sharedReads.has(`${route.method} ${route.url}`),
    );
    const before = await snapshot(victim);
    expect(Object.values(before).every((read) => read.status === 200)).toBe(true);

    const random = seededRandom(11);
    const leaks: string[] = [];
    const statuses = new Map<number, number>();
    for (const route of routes) {
      const path = Object.fromEntries(
        Object.keys(route.path).map((name) => [name, victimValue(route, name)]),
      );
      const schema = route.body ?? route.form;
      const body = schema ? (validValue(schema, random) as Record<string, unknown>) : undefined;
      for (const field of ownedBodyFields) {
        if (body && field in body) body[field] = ids[field];
      }
      const response = await t.request({
        method: route.method as 'GET',
        url: buildUrl(route.url, path),
        token: attacker.token,
        ...(body && route.method !== 'GET' && route.method !== 'DELETE' ? { payload: body } : {}),
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode !== 403 && response.statusCode !== 404) {
        leaks.push(
          `${route.method} ${route.url} (${route.guard}) → ${response.statusCode}: ${response.body.slice(0, 200)}`,
        );
      }
    }
    const after = await snapshot(victim);

    console.info(
      `bola: ${routes.length} id routes walked, ${leaks.length} leaks;`,
      `statuses: ${[...statuses].map(([status, n]) => `${status}×${n}`).join(' ')}`,
    );
    expect(leaks).toEqual([]);
    expect(after).toEqual(before);
    // Every self route of the API takes the player's id, so all are walked, and more.
    expect(routes.length).toBeGreaterThanOrEqual(
      t.app.registeredRoutes.filter((route) => route.guard === 'self').length,
    );
  });

  it("is refused (403) to an admin on every route that changes a player's account", async () => {
    const writes = apiSurface(t.app).filter(
      (route) => route.guard === 'self' && route.method !== 'GET',
    );
    const before = await snapshot(victim);
    const random = seededRandom(12);
    const passed: string[] = [];
    for (const route of writes) {
      const path = Object.fromEntries(
        Object.keys(route.path).map((name) => [name, victimValue(route, name)]),
      );
      const schema = route.body ?? route.form;
      const body = schema ? (validValue(schema, random) as Record<string, unknown>) : undefined;
      const response = await t.request({
        method: route.method as 'POST',
        url: buildUrl(route.url, path),
        token: admin.token,
        ...(body && route.method !== 'DELETE' ? { payload: body } : {}),
      });
      if (response.statusCode !== 403) {
        passed.push(`${route.method} ${route.url} → ${response.statusCode}`);
      }
    }
    expect(writes.length).toBeGreaterThan(10);
    expect(passed).toEqual([]);
    expect(await snapshot(victim)).toEqual(before);
  });

  it('names only shared reads that exist, so none hides a route from the walk', () => {
    const named = apiSurface(t.app).filter((route) => route.guard !== 'public' && takesAnId(route));
    const walked = named.filter((route) => !sharedReads.has(`${route.method} ${route.url}`));
    expect(named.length - walked.length).toBe(sharedReads.size);
  });
});
