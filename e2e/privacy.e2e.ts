import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectVisible } from './support/expect.ts';
import { useHarness } from './support/harness.ts';
import { createVerifiedPlayer, pageAs } from './support/players.ts';

const h = useHarness();

describe('your data', () => {
  it('"Download my data" on Profile saves a JSON file of the player’s data', async () => {
    const player = await createVerifiedPlayer(h);
    const { context, page } = await pageAs(h, player.session);
    await page.goto('/app/profile');
    await expectVisible(page.getByRole('heading', { name: 'Your data' }));
    const button = page.getByRole('button', { name: 'Download my data' });
    await button.scrollIntoViewIfNeeded();
    // By keyboard: the button is reached and pressed like any other.
    await button.focus();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^punla-data-${player.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
    );
    const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
    expect(data.profile).toMatchObject({
      id: player.session.user.id,
      username: player.username,
      email: player.email,
    });
    await expectVisible(page.getByText(`Your data is saved as ${download.suggestedFilename()}.`));
    await context.close();
  });
});
