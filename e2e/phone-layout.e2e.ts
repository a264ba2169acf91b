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
        await page.goto('/app/my-tree');
        const controls = actionsOf(page, state);
        await controls[0]?.waitFor({ state: 'visible' });
        if (state === 'wilted') {
          await page
            .getByText(/Your tree is wilted/)
            .first()
            .waitFor();
        }
        await h.screenshot(page, `my-tree-${state.replace(' ', '-')}-${name}`);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        for (const [index, control] of controls.entries()) {
          await expectOnFirstScreen(page, control, `${state} ${name} control ${index + 1}`);
        }
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
