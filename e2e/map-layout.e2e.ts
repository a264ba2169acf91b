import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, type AuthResponse, type LocationInput } from '@punla/contract';
import { axeSerious, describeFindings } from './support/axe.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DESKTOP, useHarness } from './support/harness.ts';
import { PHONES } from './support/layout.ts';
import { callAs, loginAs, useSession } from './support/players.ts';
import { playerPastTour } from './support/trees.ts';
import { lateRandom } from './support/late-random.ts';

/**
 * Issue 13: Previous Activities (the map) scrolls like every other page: the document scrolls
 * under the sticky header and above the bottom navigation, the map takes a good share of the
 * screen without trapping the page, and every activity in the list can be reached.
 */
const h = useHarness();

const SITES: LocationInput[] = [
  {
    name: 'La Mesa Watershed',
    description: 'Native seedlings planted along the reservoir trail with forty volunteers.',
    latitude: 14.7137,
    longitude: 121.0859,
    activityDate: '2026-03-21',
    treesPlanted: 250,
  },
  {
    name: 'Puerto Princesa Forest Reserve',
    description: 'Narra and molave on the lower slopes, with the university forestry club.',
    latitude: 9.74,
    longitude: 118.73,
    activityDate: '2026-02-14',
    treesPlanted: 1200,
  },
  {
    name: 'Mangrove planting at the Bohol coast',
    description: 'Mangrove propagules set out at low tide to shelter the fishing village.',
    latitude: 9.8499,
    longitude: 124.1435,
    activityDate: '2025-12-06',
    treesPlanted: 3000,
  },
  {
    name: 'Mt. Apo foothills',
    description: 'Almaciga and tanguile seedlings for the watershed above the farms.',
    latitude: 7.0,
    longitude: 125.27,
    activityDate: '2025-10-18',
    treesPlanted: 640,
  },
  {
    name: 'Cordillera rice terraces',
    description: 'Alnus and pine on the terrace walls, planted with the local school.',
    latitude: 16.93,
    longitude: 121.06,
    activityDate: '2025-08-09',
    treesPlanted: 410,
  },
];

/** The planting sites, made by the admin through the API (once for the file). */
let seeded: Promise<void> | undefined;
function seedSites(): Promise<void> {
  seeded ??= (async () => {
    const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
    for (const site of SITES) {
      await callAs(h, admin, pathTo(apiRoutes.locations.list), {
        method: 'POST',
        body: JSON.stringify(site),
      });
    }
  })();
  return seeded;
}

/** Previous Activities for the player, the list drawn; the map tiles refused (offline sketch). */
async function openMap(
  session: AuthResponse,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await h.newPage(viewport);
  await useSession(context, session, { tourCompleted: true });
  // No random trivia popup over the page; no tile server on the internet.
  await context.addInitScript(lateRandom);
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto('/app/map');
  const list = page.getByRole('list', { name: 'Planting activities' });
  await list.waitFor();
  await expect.poll(() => list.getByRole('article').count()).toBe(SITES.length);
  await page.locator('.leaflet-container').waitFor();
  await page.getByRole('status').filter({ hasText: 'Offline sketch' }).waitFor();
  return { context, page };
}

/** Where the sticky header ends and the bottom navigation starts, and the scroll. */
function frameOf(page: Page) {
  return page.evaluate(() => ({
    headerBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
    navTop:
      document.querySelector('nav[aria-label="Game"]')?.getBoundingClientRect().top ??
      window.innerHeight,
    innerHeight: window.innerHeight,
    scrollY: window.scrollY,
  }));
}

/** Who scrolls: the document, and any box in the page that scrolls content of its own. */
function scrolling(page: Page) {
  return page.evaluate(() => {
    const scroller = document.scrollingElement;
    const boxes = [...document.querySelectorAll('body *')].filter((element) => {
      const style = getComputedStyle(element);
      return /(auto|scroll)/.test(style.overflowY) && element.scrollHeight > element.clientHeight;
    });
    return {
      isDocument: scroller === document.documentElement,
      scrollHeight: scroller?.scrollHeight ?? 0,
      innerHeight: window.innerHeight,
      innerScrollers: boxes.map((element) => element.className || element.tagName),
    };
  });
}

/** The map's frame on screen. */
async function mapBox(page: Page) {
  const box = await page.locator('.leaflet-container').boundingBox();
  if (!box) throw new Error('The map has no box.');
  return box;
}

/** The popup of the site is open and done fading in. */
async function expectPopup(page: Page, name: string) {
  const popup = page.locator('.leaflet-popup');
  await popup.getByText(name).waitFor();
  await expect.poll(() => popup.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  return popup;
}

async function expectNoSeriousAxe(page: Page, where: string) {
  const { findings, count } = await axeSerious(page, where);
  expect(count.serious + count.critical, describeFindings(findings)).toBe(0);
}

describe('Previous Activities scrolls like the other pages', () => {
  for (const { name, viewport } of PHONES) {
    it(`on a phone (${name}): the document scrolls, the map and every activity are reachable`, async () => {
      await seedSites();
      const session = await playerPastTour(h);
      const { context, page } = await openMap(session, viewport);
      await h.screenshot(page, `map-${name}`);

      // The document is what scrolls, not a box between the header and the bar.
      const scroll = await scrolling(page);
      expect(scroll.isDocument).toBe(true);
      expect(scroll.scrollHeight).toBeGreaterThan(scroll.innerHeight);
      expect(scroll.innerScrollers).toEqual([]);

      // The map: a good share of the first screen, wholly between the header and the bar.
      const frame = await frameOf(page);
      const map = await mapBox(page);
      const screen = frame.navTop - frame.headerBottom;
      expect(map.y).toBeGreaterThanOrEqual(frame.headerBottom);
      expect(map.y + map.height).toBeLessThanOrEqual(frame.navTop);
      expect(map.height).toBeGreaterThanOrEqual(screen * 0.5);
      expect(map.width).toBeGreaterThanOrEqual(viewport.width - 30);
      // The list starts on the first screen, under the map.
      const heading = page.getByRole('heading', { name: 'Where Punla players planted' });
      const headingBox = await heading.boundingBox();
      expect(headingBox?.y ?? Infinity).toBeLessThan(frame.navTop);

      // Scrolling the window moves the page: the list comes up by as much as the window scrolls.
      await page.evaluate(() => window.scrollBy(0, 200));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
      expect((await heading.boundingBox())?.y).toBeCloseTo((headingBox?.y ?? 0) - 200, 0);
      await page.evaluate(() => window.scrollTo(0, 0));

      // The mouse wheel over the map scrolls the page (it does not zoom the map in its place).
      await page.mouse.move(map.x + map.width / 2, map.y + map.height / 2);
      await page.mouse.wheel(0, 240);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

      // The header and the bar stay on top when the map passes under them (Leaflet's own
      // layers do not paint over them).
      await page.evaluate(() => {
        const top = document.querySelector('.leaflet-container')?.getBoundingClientRect().top ?? 0;
        window.scrollBy(0, top);
      });
      const zoomIn = await page.getByRole('button', { name: 'Zoom in' }).boundingBox();
      expect(zoomIn).not.toBeNull();
      const covered = await page.evaluate(
        ({ x, y }) => {
          const at = document.elementFromPoint(x, y);
          const nav = document.querySelector('nav[aria-label="Game"]')?.getBoundingClientRect();
          const bar = nav ? document.elementFromPoint(nav.left + nav.width / 2, nav.top + 4) : null;
          return {
            header: Boolean(at?.closest('header')),
            bar: Boolean(bar?.closest('nav[aria-label="Game"]')),
          };
        },
        { x: (zoomIn?.x ?? 0) + 5, y: (zoomIn?.y ?? 0) + 5 },
      );
      expect(covered).toEqual({ header: true, bar: true });

      // The last activity scrolls into view above the bar, whole.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = SITES.at(-1)!;
      const lastCard = page.getByRole('article', { name: last.name });
      const bottom = await frameOf(page);
      expect(bottom.scrollY).toBeGreaterThan(0);
      const lastBox = await lastCard.boundingBox();
      expect(lastBox?.y ?? 0).toBeGreaterThanOrEqual(bottom.headerBottom);
      expect((lastBox?.y ?? 0) + (lastBox?.height ?? Infinity)).toBeLessThanOrEqual(bottom.navTop);
      await h.screenshot(page, `map-${name}-list-end`);

      // "Show on map" on it brings the map back into view with that site's popup open.
      await lastCard.getByRole('button', { name: 'Show on map' }).click();
      const popup = await expectPopup(page, last.name);
      await expect
        .poll(async () => {
          const now = await frameOf(page);
          const box = await mapBox(page);
          return box.y >= now.headerBottom - 1 && box.y + box.height <= now.navTop + 1;
        })
        .toBe(true);
      const popupBox = await popup.boundingBox();
      const shown = await mapBox(page);
      expect(popupBox?.y ?? 0).toBeGreaterThanOrEqual(shown.y);
      expect((popupBox?.y ?? 0) + (popupBox?.height ?? Infinity)).toBeLessThanOrEqual(
        shown.y + shown.height,
      );
      await page.waitForTimeout(500);
      await h.screenshot(page, `map-${name}-popup`);

      // A pin is a button the keyboard reaches; Enter opens its popup.
      const first = SITES[0]!;
      const pin = page.getByRole('button', { name: first.name, exact: true });
      await pin.focus();
      await page.keyboard.press('Enter');
      await expectPopup(page, first.name);

      await expectNoSeriousAxe(page, `map ${name}`);
      await context.close();
    });
  }

  it('on a desktop (1280x800): the map stays in view beside the list as the page scrolls', async () => {
    await seedSites();
    const session = await playerPastTour(h);
    const { context, page } = await openMap(session, DESKTOP);
    await h.screenshot(page, 'map-1280x800');

    const scroll = await scrolling(page);
    expect(scroll.isDocument).toBe(true);
    expect(scroll.innerScrollers).toEqual([]);

    const frame = await frameOf(page);
    const map = await mapBox(page);
    const list = await page.getByRole('list', { name: 'Planting activities' }).boundingBox();
    expect(map.y).toBeGreaterThanOrEqual(frame.headerBottom);
    expect(map.y + map.height).toBeLessThanOrEqual(frame.navTop);
    expect(map.height).toBeGreaterThanOrEqual((frame.navTop - frame.headerBottom) * 0.8);
    expect(map.x + map.width).toBeLessThanOrEqual(list?.x ?? 0);
    // Before scrolling: a scrolled page has buttons half under the sticky header, by design.
    await expectNoSeriousAxe(page, 'map 1280x800');

    // Five activities are taller than the screen: the page scrolls, the map stays where it is.
    expect(scroll.scrollHeight).toBeGreaterThan(scroll.innerHeight);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect((await mapBox(page)).y).toBeCloseTo(map.y, 0);
    const last = SITES.at(-1)!;
    const lastCard = page.getByRole('article', { name: last.name });
    const lastBox = await lastCard.boundingBox();
    expect((lastBox?.y ?? 0) + (lastBox?.height ?? Infinity)).toBeLessThanOrEqual(frame.navTop);

    // "Show on map" opens the site's popup on the map beside it, without moving the page.
    const scrolled = await frameOf(page);
    await lastCard.getByRole('button', { name: 'Show on map' }).click();
    await expectPopup(page, last.name);
    await page.waitForTimeout(500);
    expect((await frameOf(page)).scrollY).toBe(scrolled.scrollY);
    expect((await mapBox(page)).y).toBeCloseTo(map.y, 0);
    await h.screenshot(page, 'map-1280x800-scrolled');
    await context.close();
  });
});
