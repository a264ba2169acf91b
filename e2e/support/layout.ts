import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** The phone sizes My Tree must fit without scrolling. */
export const PHONES = [
  { name: '390x844', viewport: { width: 390, height: 844 } },
  { name: '360x740', viewport: { width: 360, height: 740 } },
] as const;

/** The care buttons of a growing tree: Water and Fertilize. */
export function careButtons(page: Page): Locator[] {
  return [
    page.getByRole('button', { name: 'Water', exact: true }),
    page.getByRole('button', { name: 'Fertilize', exact: true }),
  ];
}

/**
 * The control lies wholly between the header and the bottom navigation on the first paint,
 * without scrolling.
 */
export async function expectOnFirstScreen(page: Page, control: Locator, label: string) {
  await control.waitFor({ state: 'visible' });
  const box = await control.boundingBox();
  const frame = await page.evaluate(() => ({
    headerBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
    navTop:
      document.querySelector('nav[aria-label="Game"]')?.getBoundingClientRect().top ??
      window.innerHeight,
    width: window.innerWidth,
    scrollY: window.scrollY,
  }));
  expect(frame.scrollY, `${label}: the page is not scrolled`).toBe(0);
  expect(box, `${label} has a box`).not.toBeNull();
  if (!box) return;
  expect(box.y, `${label} is below the header`).toBeGreaterThanOrEqual(frame.headerBottom);
  expect(box.y + box.height, `${label} is above the bottom navigation`).toBeLessThanOrEqual(
    frame.navTop,
  );
  expect(box.x, `${label} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${label} ends on screen`).toBeLessThanOrEqual(frame.width);
}
