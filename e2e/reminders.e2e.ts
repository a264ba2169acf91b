import { describe, expect, it } from 'vitest';
import { axeSerious, describeFindings } from './support/axe.ts';
import { expectVisible } from './support/expect.ts';
import { PHONE, useHarness } from './support/harness.ts';
import { createVerifiedPlayer, pageAs } from './support/players.ts';

const h = useHarness();

describe('e-mail reminders', () => {
  it('are off until the player turns them on in Profile; a mail comes, and its link turns them off', async () => {
    const player = await createVerifiedPlayer(h);
    const { context, page } = await pageAs(h, player.session, PHONE);
    await page.goto('/app/profile');
    const toggle = page.getByRole('switch', { name: 'E-mail me reminders' });
    await expectVisible(toggle);
    expect(await toggle.isChecked()).toBe(false);

    // Nothing is sent to a player who did not ask.
    h.moveServerClockToGameHour(17);
    await h.runDailyLoop();
    expect(h.inbox.mails.filter((m) => m.to === player.email && /reminder/i.test(m.text))).toEqual(
      [],
    );

    await toggle.focus();
    await page.keyboard.press('Space');
    await expectVisible(page.getByText('Reminders are on. We will write at most once a day.'));
    expect(await toggle.isChecked()).toBe(true);
    await toggle.scrollIntoViewIfNeeded();
    await h.screenshot(page, 'profile-reminders-phone');
    const { findings } = await axeSerious(page, 'profile with reminders on', 'main');
    expect(findings, describeFindings(findings)).toEqual([]);

    await h.runDailyLoop();
    const mail = await h.inbox.next(player.email);
    expect(mail.subject).toBe('A quest reward is waiting for you');
    expect(mail.text).toContain('your daily login reward keeps your streak going');

    // The mail's "Turn reminders off" link: one click, no login needed.
    const link = /Turn reminders off: (\S+)/.exec(mail.text)?.[1];
    expect(link).toMatch(/\/unsubscribe\?token=/);
    const visitor = await h.browser.newContext({ viewport: PHONE });
    const landing = await visitor.newPage();
    await landing.goto(link ?? '');
    await expectVisible(
      landing.getByText(`Reminders are off for ${player.email}.`, { exact: false }),
    );
    await h.screenshot(landing, 'reminders-unsubscribed-phone');
    await visitor.close();

    await page.reload();
    await expectVisible(toggle);
    expect(await toggle.isChecked()).toBe(false);
    await context.close();
  });
});
