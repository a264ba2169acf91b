import { describe, expect, it } from 'vitest';
import { expectUrl, expectVisible } from './support/expect.ts';
import { DESKTOP, useHarness } from './support/harness.ts';
import { expectMyTreeBeforePlanting } from './support/screens.ts';

const h = useHarness();

describe('Google login in the browser', () => {
  it('signs in through the OpenID Connect provider and lands on My Tree as a verified player', async () => {
    h.oidc.signInAs({
      sub: 'google-e2e-1',
      email: 'mayumi.reyes@example.test',
      email_verified: true,
    });
    const { context, page } = await h.newPage(DESKTOP);
    await page.goto('/signup');
    await page.getByLabel('Year you were born').selectOption('1998');
    await page.getByRole('button', { name: /google/i }).click();
    await page.waitForURL('**/app/my-tree');
    const session = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('punla.session') ?? '{}'),
    );
    expect(session.state.loggedUser).toMatchObject({
      username: 'mayumi_reyes',
      verified: true,
      role: 'USER',
    });
    expect(session.state.token).toEqual(expect.any(String));
    await expectMyTreeBeforePlanting(page);
    await context.close();
  });

  it('refuses a sign-in link opened in another browser, and the link is spent', async () => {
    h.oidc.signInAs({
      sub: 'google-e2e-3',
      email: 'sender@example.test',
      email_verified: true,
    });
    // The sender signs in but stops before the exchange, and keeps the link with the code.
    const sender = await h.newPage(DESKTOP);
    await sender.context.route('**/api/public/user/google/exchange', (route) => route.abort());
    await sender.page.goto('/signup');
    await sender.page.getByLabel('Year you were born').selectOption('1998');
    await sender.page.getByRole('button', { name: /google/i }).click();
    await sender.page.waitForURL('**/google-callback/**');
    const link = sender.page.url();

    // Another browser opens the link: no session, and the page says why.
    const victim = await h.newPage(DESKTOP);
    await victim.page.goto(link);
    await expectVisible(
      victim.page.getByRole('heading', { level: 1, name: 'Google sign-in failed' }),
    );
    await expectVisible(victim.page.getByText(/started in another browser/).first());
    expect(
      await victim.page.evaluate(() => localStorage.getItem('punla.session') ?? '{}'),
    ).not.toContain('"token":"');

    // The sender's browser, which holds the cookie, can no longer use the link either.
    await sender.context.unroute('**/api/public/user/google/exchange');
    await sender.page.goto(link);
    await expectVisible(sender.page.getByText(/expired or was already used/).first());
    await sender.context.close();
    await victim.context.close();
  });

  it('shows why when the provider vouches for no verified e-mail', async () => {
    h.oidc.signInAs({
      sub: 'google-e2e-2',
      email: 'unverified@example.test',
      email_verified: false,
    });
    const { context, page } = await h.newPage(DESKTOP);
    await page.goto('/login');
    await page.getByRole('button', { name: /google/i }).click();
    await page.waitForURL('**/google-callback**');
    await expectUrl(page, '/google-callback');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Google sign-in failed' }));
    await expectVisible(
      page.getByText('Your Google account has no verified e-mail address.').first(),
    );
    await context.close();
  });

  it('makes no account from the login page, and says to sign up with the year first', async () => {
    h.oidc.signInAs({
      sub: 'google-e2e-4',
      email: 'new.from.login@example.test',
      email_verified: true,
    });
    const { context, page } = await h.newPage(DESKTOP);
    await page.goto('/login');
    await page.getByRole('button', { name: /google/i }).click();
    await page.waitForURL('**/google-callback**');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Google sign-in failed' }));
    await expectVisible(
      page.getByText(/choose the year you were born on the sign-up page/).first(),
    );
    await context.close();
  });
});
