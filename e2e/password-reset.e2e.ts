import { describe, expect, it } from 'vitest';
import { codeFrom } from '../apps/server/test/smtp-inbox.ts';
import { expectVisible } from './support/expect.ts';
import { PHONE, useHarness } from './support/harness.ts';
import { createVerifiedPlayer } from './support/players.ts';

const h = useHarness();

describe('password reset in the browser', () => {
  it('goes from the login page to a new password with the mailed code, and logs in with it', async () => {
    const player = await createVerifiedPlayer(h);
    const { context, page } = await h.newPage(PHONE);
    await page.goto('/login');
    await page.getByLabel('E-mail or username').fill(player.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(player.email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expectVisible(page.getByText(/^If an account uses this address, we sent it a code/));
    await h.screenshot(page, 'forgot-password-phone');

    const code = codeFrom(await h.inbox.next(player.email));
    await page.getByRole('link', { name: 'Enter the code' }).click();
    await page.waitForURL(`**/reset-password/${encodeURIComponent(player.email)}`);
    await page.getByLabel('Reset code').first().click();
    await page.keyboard.type(code);
    await page.getByLabel('New password', { exact: true }).fill('Fresh-Canopy-7');
    await page.getByLabel('Confirm new password').fill('Fresh-Canopy-7');
    await h.screenshot(page, 'reset-password-phone');
    await page.getByRole('button', { name: 'Set new password' }).click();

    await page.waitForURL('**/login?email=*');
    await expectVisible(page.getByText('Your new password is set. Log in with it.'));
    expect(await page.getByLabel('E-mail or username').inputValue()).toBe(player.email);
    await page.getByLabel('Password', { exact: true }).fill('Fresh-Canopy-7');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/app/my-tree');
    await context.close();
  });

  it("sets a new password from the mail's link, which asks for nothing else", async () => {
    const player = await createVerifiedPlayer(h);
    const { context, page } = await h.newPage(PHONE);
    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill(player.email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expectVisible(page.getByText(/^If an account uses this address, we sent it a code/));
    const mail = await h.inbox.next(player.email);
    const link = /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();

    await page.goto(link ?? '');
    await expectVisible(
      page.getByText(
        'Type your new password twice: the link from your mail stands in for the code.',
      ),
    );
    expect(await page.getByLabel('Reset code').count()).toBe(0);
    await page.getByLabel('New password', { exact: true }).fill('Linked-Canopy-7');
    await page.getByLabel('Confirm new password').fill('Linked-Canopy-7');
    await h.screenshot(page, 'reset-password-link-phone');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/login');
    await expectVisible(page.getByText('Your new password is set. Log in with it.'));
    await page.getByLabel('E-mail or username').fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill('Linked-Canopy-7');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/app/my-tree');
    await context.close();
  });
});
