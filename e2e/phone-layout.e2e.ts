import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AuthResponse } from '@punla/contract';
import { plantedTrees } from '../apps/server/src/db/schema/trees.ts';
import { useHarness } from './support/harness.ts';
import { careButtons, expectOnFirstScreen, PHONES } from './support/layout.ts';
import { useSession } from './support/players.ts';
import { plantStarterTree, playerPastTour } from './support/trees.ts';

const h = useHarness();

const DAY = 24 * 60 * 60 * 1000;

type TreeState = 'no tree' | 'seed' | 'growing' | 'wilted' | 'mature' | 'dormant';
type TreeRow = Partial<typeof plantedTrees.$inferInsert>;

/** How each state's tree row differs from one just planted (back-dated or moved on). */
const STATE_ROWS: Record<Exclude<TreeState, 'no tree'>, () => TreeRow> = {
  seed: () => ({}),
  growing: () => ({ stage: 3, growthPoints: 260 }),
  wilted: () => ({
    stage: 2,
    growthPoints: 120,
    plantedAt: new Date(Date.now() - 5 * DAY),
    lastWateredAt: new Date(Date.now() - 4 * DAY),
  }),
  mature: () => ({ stage: 5, growthPoints: 950, maturedAt: new Date() }),
  dormant: () => ({ stage: 2, growthPoints: 120, dormant: true }),
};

/** A new player whose starter Narra is in the given state; the tour already done. */
async function playerWithTree(state: TreeState): Promise<AuthResponse> {
  const session = await playerPastTour(h);
  if (state === 'no tree') return session;
  const treeId = await plantStarterTree(h, session);
  const changes = STATE_ROWS[state]();
  if (Object.keys(changes).length > 0) {
    await h.database.db.update(plantedTrees).set(changes).where(eq(plantedTrees.id, treeId));
  }
  return session;
}

/** The tree as the player sees it: its picture, or the sign of the empty planting spot. */
function treeOf(page: Page, state: TreeState): Locator {
  return state === 'no tree'
    ? page.getByText('Your planting spot', { exact: true })
    : page.getByRole('img', { name: /^Narra, / });
}

/**
 * The part of the scene (the landscape the tree stands in) that nothing covers on the first
 * screen: from the header's bottom or the scene's top down to the deck, the bottom bar or the
 * window's end. And how much of the tree's box something else is drawn over, sampled every
 * 4 px inside its rounded edge (the level and coins over the sky, the deck's edge, the header, the bar).
 */
async function sceneInView(page: Page, tree: Locator) {
  const treeBox = await tree.boundingBox();
  const view = await page.evaluate(() => {
    const scene = document.querySelector('[data-tour="tree"]');
    const deck = scene?.nextElementSibling;
    const header = document.querySelector('header');
    const nav = document.querySelector('nav[aria-label="Game"]');
    if (!scene || !deck || !header || !nav) return null;
    const top = Math.max(scene.getBoundingClientRect().top, header.getBoundingClientRect().bottom);
    const bottom = Math.min(
      scene.getBoundingClientRect().bottom,
      deck.getBoundingClientRect().top,
      nav.getBoundingClientRect().top,
      window.innerHeight,
    );
    return { top, bottom, windowHeight: window.innerHeight };
  });
  if (!view || !treeBox) return null;
  const covered = await tree.evaluate((element, box) => {
    let samples = 0;
    let hidden = 0;
    for (let x = box.x + 6; x < box.x + box.width - 6; x += 4) {
      for (let y = box.y + 6; y < box.y + box.height - 6; y += 4) {
        samples += 1;
        const top = document.elementFromPoint(x, y);
        if (!top || !(top === element || element.contains(top))) hidden += 1;
      }
    }
    return samples === 0 ? 1 : hidden / samples;
  }, treeBox);
  return { ...view, height: view.bottom - view.top, treeBox, covered };
}

/** The controls that must be on the first screen in each state. */
function actionsOf(page: Page, state: TreeState): Locator[] {
  switch (state) {
    case 'seed':
    case 'growing':
    case 'wilted':
      return [...careButtons(page), page.getByRole('button', { name: /^Claim \+\d+ XP$/ })];
    case 'no tree':
      return [page.getByRole('button', { name: 'Plant Narra' })];
    case 'mature':
    case 'dormant':
      // No tree growing: the card to plant the next one, and its ways to a seedling.
      return [
        page.getByRole('heading', { level: 2 }).first(),
        page.getByRole('link', { name: 'Resource Hub' }).first(),
        page.getByRole('link', { name: 'Free water' }).first(),
      ];
  }
}

describe('My Tree on a phone', () => {
  const states: TreeState[] = ['no tree', 'seed', 'growing', 'wilted', 'mature', 'dormant'];
  for (const state of states) {
    it(`shows the actions without scrolling: ${state}`, async () => {
      const session = await playerWithTree(state);
      for (const { name, viewport } of PHONES) {
        const { context, page } = await h.newPage(viewport);
        await useSession(context, session, { tourCompleted: true });
        // A still tree (no sway), so its box is the picture's own.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto('/app/my-tree');
        const controls = actionsOf(page, state);
        await controls[0]?.waitFor({ state: 'visible' });
        if (state === 'wilted') {
          await page
            .getByText(/Your tree is wilted/)
            .first()
            .waitFor();
        }
        // Everything the first screen shows has arrived (today's login reward among it).
        await page.waitForLoadState('networkidle');
        await h.screenshot(page, `my-tree-${state.replace(' ', '-')}-${name}`);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        for (const [index, control] of controls.entries()) {
          await expectOnFirstScreen(page, control, `${state} ${name} control ${index + 1}`);
        }
        // The tree in view: at least a third of the window's height of uncovered scene, with
        // the tree wholly inside it and nothing drawn over it.
        const tree = treeOf(page, state);
        await tree.waitFor({ state: 'visible' });
        const scene = await sceneInView(page, tree);
        expect(scene, `${state} ${name}: the scene is measured`).not.toBeNull();
        if (!scene) throw new Error(`${state} ${name}: no scene`);
        console.log(`${state} ${name}: ${Math.round(scene.height)} px of scene in view`);
        expect(scene.height, `${state} ${name}: scene in view`).toBeGreaterThanOrEqual(
          scene.windowHeight / 3,
        );
        expect(scene.treeBox.y, `${state} ${name}: the tree's top`).toBeGreaterThanOrEqual(
          scene.top,
        );
        expect(
          scene.treeBox.y + scene.treeBox.height,
          `${state} ${name}: the tree's foot`,
        ).toBeLessThanOrEqual(scene.bottom);
        expect(scene.covered, `${state} ${name}: share of the tree covered`).toBe(0);
        // The document is what scrolls (a phone's address bar can collapse), not a box in it.
        const scrolling = await page.evaluate(() => {
          const scroller = document.scrollingElement;
          const boxes = [...document.querySelectorAll('body *')].filter((element) => {
            const style = getComputedStyle(element);
            return (
              /(auto|scroll)/.test(style.overflowY) && element.scrollHeight > element.clientHeight
            );
          });
          return {
            isDocument: scroller === document.documentElement,
            documentScrolls: scroller ? scroller.scrollHeight > scroller.clientHeight : false,
            innerScrollers: boxes.map((element) => element.className || element.tagName),
          };
        });
        expect(scrolling.isDocument).toBe(true);
        expect(scrolling.documentScrolls).toBe(true);
        expect(scrolling.innerScrollers).toEqual([]);
        await context.close();
      }
    });
  }
});
