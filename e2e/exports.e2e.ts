import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, type PlantingEvent } from '@punla/contract';
import { axeSerious, describeFindings } from './support/axe.ts';
import { expectVisible } from './support/expect.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DESKTOP, PHONE, useHarness } from './support/harness.ts';
import { callAs, createVerifiedPlayer, loginAs, pageAs } from './support/players.ts';

const h = useHarness();
const HOUR = 60 * 60 * 1000;
const BOM = [0xef, 0xbb, 0xbf];
const HEADER =
  'Username,E-mail,Status,Position,RSVP time (UTC),Checked in,Check-in time (UTC),' +
  'Minor,Guardian,Relationship,Guardian phone,Consent given at (UTC)';

/** Clicks `button` and reads the file the browser saved: its bytes and its name. */
async function downloadBy(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(file) };
}

/** The file's first lines, after its byte order mark (which it must have). */
function linesOf(bytes: Buffer): string[] {
  expect([...bytes.subarray(0, 3)]).toEqual(BOM);
  return bytes.subarray(3).toString('utf8').split('\r\n');
}

describe('exports', () => {
  it("an admin downloads an event's attendees as CSV, from the exports page and from the event", async () => {
    const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
    const startsAt = new Date(Date.now() + 48 * HOUR);
    const event = await callAs<PlantingEvent>(h, admin, pathTo(apiRoutes.events.list), {
      method: 'POST',
      body: JSON.stringify({
        name: `Planting at Marikina ${Date.now().toString(36)}`,
        description: 'We plant native trees along the river with the barangay.',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3 * HOUR).toISOString(),
        rsvpDeadline: new Date(startsAt.getTime() - HOUR).toISOString(),
        capacity: 5,
        placeName: 'Marikina River Park',
        latitude: 14.6507,
        longitude: 121.1029,
        minStage: null,
        minSeasonXp: 0,
      }),
    });
    const player = await createVerifiedPlayer(h);
    await callAs(
      h,
      player.session,
      pathTo(apiRoutes.events.rsvp, { eventId: event.id, userId: player.session.user.id }),
      { method: 'POST' },
    );

    // The exports page: choose the event, download, open the file.
    const desk = await pageAs(h, admin, DESKTOP);
    await desk.page.goto('/admin/exports');
    const card = desk.page.getByRole('form', { name: 'Event attendees' });
    const select = card.getByLabel('Event');
    // The event is among the choices once the events have loaded (an option is never "visible").
    await expect
      .poll(() => select.locator(`option[value="${event.id}"]`).count(), { timeout: 10_000 })
      .toBe(1);
    await select.selectOption(String(event.id));
    const fromPage = await downloadBy(
      desk.page,
      card.getByRole('button', { name: 'Download attendees (CSV)' }),
    );
    expect(fromPage.name).toMatch(/^punla-attendees-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, first] = linesOf(fromPage.bytes);
    expect(header).toBe(HEADER);
    expect(first).toMatch(new RegExp(`^${player.username},${player.email},seat,1,`));
    await expectVisible(desk.page.getByText(`Saved ${fromPage.name}.`));
    await desk.context.close();

    // The event's attendees page has the same export under its list.
    const phone = await pageAs(h, admin, PHONE);
    await phone.page.goto(`/admin/manage-event/${event.id}/attendees`);
    await expectVisible(phone.page.getByRole('rowheader', { name: player.username }));
    const fromEvent = await downloadBy(
      phone.page,
      phone.page.getByRole('button', { name: 'Export attendees (CSV)' }),
    );
    expect(fromEvent.name).toBe(fromPage.name);
    expect(linesOf(fromEvent.bytes)[0]).toBe(HEADER);
    await phone.context.close();
  });

  it('the exports page fits a phone and passes axe, with a field’s error shown', async () => {
    const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
    const { context, page } = await pageAs(h, admin, { width: 360, height: 740 });
    await page.goto('/admin/exports');
    await expectVisible(page.getByRole('form', { name: 'Audit log' }));
    // Sent by keyboard without an event chosen: the field says what is missing.
    const attendees = page.getByRole('form', { name: 'Event attendees' });
    await expect.poll(() => attendees.getByLabel('Event').isEnabled()).toBe(true);
    await attendees.getByRole('button', { name: 'Download attendees (CSV)' }).focus();
    await page.keyboard.press('Enter');
    await expectVisible(attendees.getByText('Choose the event whose attendees to export.'));
    // Nothing sticks out sideways on the narrowest phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.waitForTimeout(500);
    await h.screenshot(page, 'exports-phone');
    const { findings } = await axeSerious(page, 'exports 360');
    expect(describeFindings(findings)).toBe(describeFindings([]));
    await context.close();
  });
});
