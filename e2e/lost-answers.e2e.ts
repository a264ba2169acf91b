import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fillSignUpForm } from './support/account-forms.ts';
import { expectUrl } from './support/expect.ts';
import { useHarness } from './support/harness.ts';
import { PHONES } from './support/layout.ts';
import { newPlayerName } from './support/players.ts';

const h = useHarness();
const PHONE_360 = PHONES[1].viewport;
/** A sign-up hashes a password on a busy machine: its answer may take seconds. */
const SETTLE_MS = 20_000;

/**
 * The first request whose path ends with `pathEnd` reaches the server and is carried out, but
 * its answer is lost on the way back (the connection drops): the page sees a network failure.
 * Returns the `Idempotency-Key` each such request carried.
 */
async function loseFirstAnswer(page: Page, pathEnd: RegExp) {
  const keys: (string | undefined)[] = [];
  await page.route(
    (url) => pathEnd.test(url.pathname),
    async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (keys.length > 1) return route.fallback();
      await route.fetch();
      return route.abort('connectionreset');
    },
  );
  return keys;
}

describe('an answer lost on the way, at 360×740', () => {
  it('Sign up tapped again after the connection dropped lands on verification, not "already exists"', async () => {
    const { context, page } = await h.newPage(PHONE_360);
    await page.goto('/signup');
    const username = newPlayerName();
    const email = await fillSignUpForm(page, username, 'Seedling-42');
    const keys = await loseFirstAnswer(page, /\/signup$/);
    const button = page.getByRole('button', { name: /sign up|create/i });
    await button.click();
    await expect.poll(() => keys.length, { timeout: SETTLE_MS }).toBe(1);
    // The form takes the failure and lets the player try again.
    await expect.poll(() => button.isDisabled(), { timeout: SETTLE_MS }).toBe(false);
    // The account was made; the player taps again.
    await button.click();
    await expectUrl(page, `/verify-account/${encodeURIComponent(email)}`);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await page.getByText('An account with this e-mail already exists.').count()).toBe(0);
    await context.close();
  });
});
