import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import type { Page } from 'playwright-core';
import { submitLogIn } from './support/account-forms.ts';
import { axeSerious, describeFindings, type AxeFinding } from './support/axe.ts';
import { expectUrl, expectVisible } from './support/expect.ts';
import { DESKTOP, useHarness } from './support/harness.ts';
import { createVerifiedPlayer, pageAs } from './support/players.ts';

const h = useHarness();
const NARROW = { width: 360, height: 740 };
/** Pictures of the dialog and the panel, with the run's other artifacts, to be looked at. */
const shoot = (page: Page, name: string) => h.screenshot(page, `delete-account-${name}`);

describe('delete my account', () => {
  for (const [size, viewport] of [
    ['phone', NARROW],
    ['desktop', DESKTOP],
  ] as const) {
    it(`deletes from Profile with the password, logs out, and a login keeps it (${size})`, async () => {
      const findings: AxeFinding[] = [];
      const player = await createVerifiedPlayer(h);
      const { context, page } = await pageAs(h, player.session, viewport);
      await page.goto('/app/profile');
      await expectVisible(page.getByRole('heading', { name: 'Delete my account' }));

      // By keyboard: the button opens the dialog, whose first field takes the focus.
      const open = page.getByRole('button', { name: 'Delete my account' });
      await open.scrollIntoViewIfNeeded();
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await expectVisible(dialog.getByText('You are logged out everywhere at once.'));
      await expectVisible(
        dialog.getByText('Until then, logging in with your password lets you keep your account.'),
      );
      await page.waitForTimeout(400);
      await shoot(page, `dialog-${size}`);
      findings.push(...(await axeSerious(page, `delete dialog ${size}`)).findings);

      await page.keyboard.type(player.password);
      await page.keyboard.press('Enter');
      await expectUrl(page, '/login');
      await expectVisible(
        page.getByText(/^Your account will be deleted on .+\. Until then, log in/),
      );
      // Every session ended: the token the page had is refused.
      const old = await fetch(
        `${h.baseUrl}${pathTo(apiRoutes.accounts.user, { userId: player.session.user.id })}`,
        {
          headers: { authorization: `Bearer ${player.session.token}` },
        },
      );
      expect(old.status).toBe(401);

      await submitLogIn(page, player.email, player.password);
      const keep = page.getByRole('button', { name: 'Keep my account' });
      await expectVisible(keep);
      await expectVisible(page.getByText(/^This account is set to be deleted on /));
      await page.waitForTimeout(400);
      await shoot(page, `keep-panel-${size}`);
      findings.push(...(await axeSerious(page, `keep panel ${size}`)).findings);

      await keep.click();
      await expectUrl(page, '/app/my-tree');
      await expectVisible(page.getByText('Welcome back! Your account is kept.'));
      await page.goto('/app/profile');
      await expectVisible(page.getByRole('heading', { name: player.username }));
      await expectVisible(page.getByText(player.email));
      await expectVisible(page.getByRole('heading', { name: 'Delete my account' }));
      await context.close();
      expect(findings, describeFindings(findings)).toEqual([]);
    });
  }
});
