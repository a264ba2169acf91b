import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, type PlantingEvent, type PublicImpact } from '@punla/contract';
import { axeSerious, describeFindings } from './support/axe.ts';
import { expectVisible } from './support/expect.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DESKTOP, PHONE, useHarness } from './support/harness.ts';
import { callAs, createVerifiedPlayer, loginAs, pageAs, useSession } from './support/players.ts';
import { writeQrVideo } from './support/qr-video.ts';

const h = useHarness();
const HOUR = 60 * 60 * 1000;

/** An instant as the event form's `datetime-local` value on the game's clock (Manila). */
function manilaLocal(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Manila',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const impact = () =>
  fetch(`${h.baseUrl}${apiRoutes.events.impact}`).then((r) => r.json() as Promise<PublicImpact>);

describe('from the game to a real tree', () => {
  it('an admin schedules an event, a player RSVPs and shows the ticket, the admin checks it in, and the real tree appears', async () => {
    const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
    const name = `Planting at La Mesa ${Date.now().toString(36)}`;

    // The admin schedules an open community event through the form.
    const desk = await pageAs(h, admin, DESKTOP);
    await desk.page.goto('/admin/manage-event');
    await desk.page.getByLabel('Name').fill(name);
    await desk.page
      .getByLabel('Description')
      .fill('We plant native trees along the watershed with the forest rangers.');
    const startsAt = new Date(Date.now() + HOUR);
    await desk.page.getByLabel('Starts').fill(manilaLocal(startsAt));
    await desk.page.getByLabel('Ends').fill(manilaLocal(new Date(startsAt.getTime() + 3 * HOUR)));
    await desk.page
      .getByLabel('RSVP deadline')
      .fill(manilaLocal(new Date(startsAt.getTime() - HOUR / 2)));
    await desk.page.getByLabel('Seats').fill('5');
    await desk.page.getByLabel('Place').fill('La Mesa Watershed, Quezon City');
    await desk.page.getByLabel('Latitude').fill('14.7167');
    await desk.page.getByLabel('Longitude').fill('121.0833');
    await desk.page.getByLabel('Who may RSVP').selectOption('CUSTOM');
    await desk.page.getByLabel('Tree planted this season').selectOption('NONE');
    await desk.page.getByLabel('Season XP at least').fill('0');
    await desk.page.getByRole('button', { name: 'Create event' }).click();
    await desk.page.waitForURL('**/admin/manage-event/list');
    await expectVisible(desk.page.getByText(name).first());
    await desk.context.close();
    const event = (await callAs<PlantingEvent[]>(h, admin, pathTo(apiRoutes.events.list))).find(
      (entry) => entry.name === name,
    );
    expect(event).toMatchObject({ minStage: null, minSeasonXp: 0, capacity: 5, seatsLeft: 5 });
    const eventId = event!.id;

    // A player RSVPs from Event Eligibility and opens the ticket.
    const player = await createVerifiedPlayer(h);
    const phone = await pageAs(h, player.session, PHONE);
    await phone.page.goto('/app/eligibility-checker');
    const card = phone.page.getByRole('listitem', { name });
    await expectVisible(card);
    await expectVisible(card.getByText('5 of 5 seats left'));
    await card.getByRole('button', { name: /^RSVP/ }).click();
    await expectVisible(card.getByText("You're going"));
    await expectVisible(card.getByText('4 of 5 seats left'));
    await card.scrollIntoViewIfNeeded();
    await h.screenshot(phone.page, 'event-card-phone');
    await expectNoSeriousViolations(phone.page, 'event eligibility with an event');
    await card.getByRole('button', { name: 'Show ticket' }).click();
    const ticket = phone.page.getByRole('dialog', { name: 'Your ticket' });
    await expectVisible(ticket.getByRole('img', { name: /^QR code of ticket / }));
    const shown = (await ticket.getByText(/^[2-9A-Z]{5} [2-9A-Z]{5}$/).textContent()) ?? '';
    const code = shown.replace(' ', '');
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    // The dialog's opening transition, and the RSVP's toast, are over before the picture.
    await phone.page.waitForTimeout(3500);
    await h.screenshot(phone.page, 'event-ticket-phone');
    await expectNoSeriousViolations(phone.page, 'ticket dialog');
    const mail = await h.inbox.next(player.email);
    expect(mail.subject).toBe(`You're going: ${name}`);

    // The map pins the upcoming event beside the places already planted.
    await phone.page.goto('/app/map');
    const upcoming = phone.page.getByRole('listitem', { name });
    await expectVisible(upcoming.getByText("You're going"));
    await upcoming.getByRole('button', { name: 'Show on map' }).click();
    const popup = phone.page.locator('.leaflet-popup').filter({ hasText: name });
    await expectVisible(popup.getByRole('link', { name: 'See your RSVP' }));
    // The flight, the popup's fade and the pan that fits it in are over before the picture.
    await phone.page.waitForTimeout(1500);
    await h.screenshot(phone.page, 'event-on-map-phone');
    await expectNoSeriousViolations(phone.page, 'map with an upcoming event');
    await phone.context.close();

    // The admin checks the ticket in at the site by typing its code.
    const site = await pageAs(h, admin, PHONE);
    await site.page.goto(`/admin/manage-event/${eventId}/check-in`);
    await site.page
      .getByLabel('Ticket code')
      .fill(`${code.slice(0, 5).toLowerCase()} ${code.slice(5)}`);
    await site.page.getByRole('button', { name: 'Check in', exact: true }).click();
    await expectVisible(site.page.getByText(`Checked in: ${player.username}`));
    await h.screenshot(site.page, 'event-check-in-phone');
    await expectNoSeriousViolations(site.page, 'check-in desk');
    await site.page.getByLabel('Ticket code').fill(code);
    await site.page.getByRole('button', { name: 'Check in', exact: true }).click();
    await expectVisible(
      site.page.getByText(`${player.username} was already checked in`, { exact: false }),
    );
    await site.context.close();

    // After the event: the admin closes it, and the player's profile shows the real tree.
    const before = await impact();
    await expectLandingImpact(before.realTreesPlanted, before.events);
    h.advanceServerClock(2 * HOUR);
    const closing = await h.newPage(DESKTOP);
    await useSession(closing.context, admin);
    await closing.page.clock.setFixedTime(new Date(Date.now() + 2 * HOUR));
    await closing.page.goto(`/admin/manage-event/${eventId}/attendees`);
    await expectVisible(closing.page.getByText('1 of 1 checked in · 0 on the waitlist'));
    await closing.page.getByLabel('Trees planted').fill('40');
    await closing.page.getByRole('button', { name: 'Close the event' }).click();
    await expectVisible(closing.page.getByText('Closed: 40 trees planted.'));
    await closing.context.close();

    const after = await impact();
    expect(after.realTreesPlanted).toBe(before.realTreesPlanted + 40);
    expect(after.events).toBe(before.events + 1);
    await expectLandingImpact(after.realTreesPlanted, after.events);

    const profile = await pageAs(h, player.session, PHONE);
    await profile.page.goto('/app/profile');
    // The real tree's 500 XP reached level 2: the celebration comes first.
    const celebration = profile.page.getByRole('dialog', { name: /You reached level/ });
    await expectVisible(celebration);
    await celebration.getByRole('button', { name: 'Continue' }).click();
    const realTrees = profile.page.getByRole('list', { name: 'My real trees' });
    await expectVisible(realTrees);
    await expectVisible(realTrees.getByText('La Mesa Watershed, Quezon City'));
    await expectVisible(realTrees.getByText('40 trees planted · no survival check yet'));
    await expectVisible(profile.page.getByText('Real planter', { exact: true }));
    await profile.page.getByRole('heading', { name: 'My real trees' }).scrollIntoViewIfNeeded();
    await h.screenshot(profile.page, 'my-real-trees-phone');
    await expectNoSeriousViolations(profile.page, 'profile with a real tree');
    // The real tree's pin is on the game's map, chosen and open.
    await realTrees.getByRole('link', { name: /^Show on the map/ }).click();
    await profile.page.waitForURL(/\/app\/map\?location=\d+$/);
    await expectVisible(profile.page.locator('.leaflet-popup').filter({ hasText: name }));
    await h.screenshot(profile.page, 'real-tree-on-map-phone');
    await profile.context.close();
  });

  it('the check-in desk reads a ticket’s QR code from the camera', async () => {
    const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
    const startsAt = new Date(h.now() + HOUR);
    const event = await callAs<PlantingEvent>(h, admin, pathTo(apiRoutes.events.list), {
      method: 'POST',
      body: JSON.stringify({
        name: `Mangroves at Bakawan ${Date.now().toString(36)}`,
        description: 'Mangrove seedlings along the coast with the fisherfolk.',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3 * HOUR).toISOString(),
        rsvpDeadline: new Date(startsAt.getTime() - HOUR / 2).toISOString(),
        capacity: 10,
        placeName: 'Bakawan Park, Kalibo',
        latitude: 11.7,
        longitude: 122.37,
        minStage: null,
        minSeasonXp: 0,
      }),
    });
    const player = await createVerifiedPlayer(h);
    const userId = player.session.user.id;
    await callAs(h, player.session, pathTo(apiRoutes.events.rsvp, { eventId: event.id, userId }), {
      method: 'POST',
    });
    const { code } = await callAs<{ code: string }>(
      h,
      player.session,
      pathTo(apiRoutes.events.ticket, { eventId: event.id, userId }),
    );

    const video = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'punla-qr-')), 'ticket.y4m');
    writeQrVideo(video, code);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await browser.newContext({ baseURL: h.baseUrl, viewport: PHONE });
      await useSession(context, admin);
      const page = await context.newPage();
      await page.goto(`/admin/manage-event/${event.id}/check-in`);
      await page.getByRole('button', { name: 'Scan with the camera' }).click();
      await expectVisible(page.getByText(`Checked in: ${player.username}`), { timeout: 20_000 });
      await h.screenshot(page, 'event-check-in-camera-phone');
      await page.getByRole('button', { name: 'Stop the camera' }).click();
      await context.close();
    } finally {
      await browser.close();
    }
    const attendees = await callAs<{ checkedInAt: string | null }[]>(
      h,
      admin,
      pathTo(apiRoutes.events.attendees, { eventId: event.id }),
    );
    expect(attendees[0]?.checkedInAt).not.toBeNull();
  });
});

/** axe finds nothing serious or critical on the page as it is now (the findings when it does). */
async function expectNoSeriousViolations(page: Page, where: string) {
  const { findings } = await axeSerious(page, where);
  expect(describeFindings(findings)).toBe(describeFindings([]));
}

/** The landing page says how many real trees were planted, or nothing before the first event. */
async function expectLandingImpact(planted: number, events: number) {
  const { context, page } = await h.newPage(PHONE);
  await page.goto('/');
  if (events === 0) {
    // The live totals (or, in a game this new, the welcome that stands for them) have loaded.
    await expectVisible(
      page.getByRole('heading', { name: /Growing together|A new forest is just starting/ }),
    );
    expect(await page.getByText(/real trees? planted/).count()).toBe(0);
  } else {
    const figure = page.getByRole('heading', { name: `${planted} real trees planted` });
    await expectVisible(figure);
    await figure.scrollIntoViewIfNeeded();
    await h.screenshot(page, 'landing-real-trees-phone');
  }
  await context.close();
}
