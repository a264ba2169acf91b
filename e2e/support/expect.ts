import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** How long a page may take to show what is asserted (a lazy screen and its data). */
const SETTLE_MS = 5000;

/**
 * The page's address, once the app has settled there: a string is the whole path (without the
 * query), a pattern is matched against it. Waits, as client-side redirects take a moment.
 */
export async function expectUrl(page: Page, expected: string | RegExp): Promise<void> {
  const pathname = () => new URL(page.url()).pathname;
  const poll = expect.poll(pathname, { timeout: SETTLE_MS });
  if (typeof expected === 'string') await poll.toBe(expected);
  else await poll.toMatch(expected);
}

/** The element is (or soon becomes) visible on the page. */
export async function expectVisible(locator: Locator, { timeout = SETTLE_MS } = {}) {
  await expect.poll(() => locator.isVisible(), { timeout }).toBe(true);
}

/** The page's title in the header of the player and admin areas (its one h1 there). */
export function pageTitle(page: Page, title: string): Locator {
  return page.getByRole('heading', { level: 1, name: title, exact: true });
}
