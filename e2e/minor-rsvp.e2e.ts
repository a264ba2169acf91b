import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, type PlantingEvent } from '@punla/contract';
import { axeSerious, describeFindings } from './support/axe.ts';
import { expectVisible } from './support/expect.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DESKTOP, PHONE, useHarness } from './support/harness.ts';
import { callAs, createVerifiedPlayer, loginAs, pageAs } from './support/players.ts';

const h = useHarness();
const HOUR = 60 * 60 * 1000;

describe("a minor at a real planting event, with a guardian's consent", () => {
  it('a 15-year-old RSVPs with the guardian filled in, and the admin sees "Minor" and the guardian', async () => {
    const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
    const name = `Planting at Ipo ${Date.now().toString(36)}`;
    const start = Date.now() + 48 * HOUR;
    const event = await callAs<PlantingEvent>(h, admin, pathTo(apiRoutes.events.list), {
      method: 'POST',
      body: JSON.stringify({
        name,
        description: 'Native trees along the Ipo watershed with the forest rangers.',
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 4 * HOUR).toISOString(),
        rsvpDeadline: new Date(start - HOUR).toISOString(),
        capacity: 10,
        placeName: 'Ipo Watershed, Norzagaray',
        latitude: 14.8728,
        longitude: 121.1494,
        minStage: null,
        minSeasonXp: 0,
      }),
    });

    // Fifteen this year: under 18 at the event.
    const minor = await createVerifiedPlayer(h, { birthYear: new Date().getFullYear() - 15 });
    const phone = await pageAs(h, minor.session, PHONE);
    await phone.page.goto('/app/eligibility-checker');
    const card = phone.page.getByRole('listitem', { name });
    await expectVisible(card);
    await card.getByRole('button', { name: /^RSVP/ }).click();

    const form = phone.page.getByRole('dialog', { name: `Guardian's consent for ${name}` });
    await expectVisible(form);
    await h.screenshot(phone.page, 'minor-rsvp-guardian-phone');
    const { findings } = await axeSerious(phone.page, 'guardian consent form');
    expect(findings, describeFindings(findings)).toEqual([]);
    // Sent without the consent ticked, the form says so under the box and sends nothing.
    await form.getByLabel("Guardian's name").fill('Liza Santos');
    await form.getByLabel('Relationship to you').fill('Mother');
    await form.getByLabel("Guardian's phone").fill('0917 123 4567');
    await form.getByRole('button', { name: 'Send RSVP' }).click();
    await expectVisible(
      form.getByText(
        'The parent or guardian must tick "I am the parent or guardian and I consent".',
      ),
    );
    await form.getByLabel('I am the parent or guardian and I consent').check();
    await form.getByRole('button', { name: 'Send RSVP' }).click();
    await expectVisible(card.getByText("You're going"));
    await phone.context.close();

    // The admin's attendee list shows the minor and the guardian.
    const desk = await pageAs(h, admin, DESKTOP);
    await desk.page.goto(`/admin/manage-event/${event.id}/attendees`);
    const row = desk.page.getByRole('row', { name: new RegExp(minor.username) });
    await expectVisible(row);
    await expectVisible(row.getByText('Minor', { exact: true }));
    await expectVisible(row.getByText(/Liza Santos \(Mother\)/));
    await expectVisible(row.getByRole('link', { name: '0917 123 4567' }));
    await desk.context.close();

    const attendees = await callAs<{ username: string; minor: boolean }[]>(
      h,
      admin,
      pathTo(apiRoutes.events.attendees, { eventId: event.id }),
    );
    expect(attendees.find((row) => row.username === minor.username)).toMatchObject({
      minor: true,
      guardian: { name: 'Liza Santos', relationship: 'Mother', phone: '0917 123 4567' },
    });
  });
});
