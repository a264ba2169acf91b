import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AuthResponse } from '@punla/contract';
import { listRoutes, type RouteRole } from '../apps/web/src/shared/route-list.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, useHarness } from './support/harness.ts';
import { createVerifiedPlayer, loginAs, useSession } from './support/players.ts';
import { lateRandom } from './support/late-random.ts';

/**
 * Every page title whole in the header at 360 px: on every player and admin address, the
 * title's text is not cut (nothing wider or taller than its box, a line's rounding aside), it
 * lies inside the window, and the header's buttons beside it are on screen and not overlapped.
 */
const h = useHarness();
const NARROW = { width: 360, height: 740 };

async function headerOf(page: Page) {
  const title = page.locator('header h1');
  await title.waitFor({ state: 'visible' });
  return title.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const header = element.closest('header');
    const controls = [...(header?.querySelectorAll('button, a') ?? [])].map((control) => {
      const rect = control.getBoundingClientRect();
      const atCentre = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return {
        name: control.getAttribute('aria-label') ?? control.textContent ?? '',
        left: rect.left,
        right: rect.right,
        reachable: atCentre !== null && control.contains(atCentre),
      };
    });
    return {
      text: element.textContent ?? '',
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
      left: box.left,
      right: box.right,
      windowWidth: window.innerWidth,
      controls,
    };
  });
}

async function sweep(role: RouteRole, session: AuthResponse) {
  const { context, page } = await h.newPage(NARROW);
  await useSession(context, session, { tourCompleted: true });
  // No random trivia popup over the header.
  await context.addInitScript(lateRandom);
  const seen: string[] = [];
  for (const route of listRoutes().filter((entry) => entry.role === role)) {
    await page.goto(route.path);
    const header = await headerOf(page);
    const where = `${route.path} "${header.text}"`;
    seen.push(where);
    expect(header.text.length, `${where}: a title`).toBeGreaterThan(0);
    expect(header.scrollWidth, `${where}: no word cut`).toBeLessThanOrEqual(header.clientWidth);
    expect(header.scrollHeight, `${where}: no line cut`).toBeLessThanOrEqual(
      header.clientHeight + 1,
    );
    expect(header.left, `${where}: starts on screen`).toBeGreaterThanOrEqual(0);
    expect(header.right, `${where}: ends on screen`).toBeLessThanOrEqual(header.windowWidth);
    for (const control of header.controls) {
      expect(control.left, `${where}: ${control.name} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(control.right, `${where}: ${control.name} ends on screen`).toBeLessThanOrEqual(
        header.windowWidth,
      );
      expect(control.reachable, `${where}: ${control.name} can be tapped`).toBe(true);
    }
    if (role === 'player') await h.screenshot(page, `header-360${route.path.replaceAll('/', '_')}`);
  }
  await context.close();
  return seen;
}

describe('page titles at 360 px', () => {
  it('every player page shows its whole title', { timeout: 300_000 }, async () => {
    const player = await createVerifiedPlayer(h);
    const seen = await sweep('player', player.session);
    expect(seen.length).toBeGreaterThan(10);
  });

  it('every admin page shows its whole title', { timeout: 300_000 }, async () => {
    const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
    const seen = await sweep('admin', admin);
    expect(seen.length).toBeGreaterThan(10);
  });
});
