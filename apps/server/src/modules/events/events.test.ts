import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, type PlantingEvent } from '@punla/contract';
import {
  cancelRsvp,
  createEvent,
  eventFields,
  getEvent,
  postEvent,
  rsvp,
  ticketOf,
} from '../../../test/factories/events.ts';
import { noticesOf } from '../../../test/factories/notifications.ts';
import { awardSeasonXp } from '../../../test/factories/seasons.ts';
import { createPlayer, usePlayer, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });
const player = usePlayer(t);

describe('creating an event', () => {
  it('keeps the game rule as the requirements unless the admin lowers them', async () => {
    const fields = eventFields(t);
    delete (fields as Partial<typeof fields>).minStage;
    delete (fields as Partial<typeof fields>).minSeasonXp;
    const response = await postEvent(t, admin, fields);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: fields.name,
      minStage: 'Sapling',
      minSeasonXp: 300,
      status: 'SCHEDULED',
      seatsLeft: 20,
      waitlist: 0,
      rsvp: null,
      species: null,
      treesPlanted: null,
    });
    const open = await createEvent(t, admin, { minStage: null, minSeasonXp: 0 });
    expect(open).toMatchObject({ minStage: null, minSeasonXp: 0 });
    const seedling = await createEvent(t, admin, { minStage: 'Seedling', minSeasonXp: 50 });
    expect(seedling).toMatchObject({ minStage: 'Seedling', minSeasonXp: 50 });
  });

  it('names the species', async () => {
    const species = await t.request({
      method: 'GET',
      url: apiRoutes.trees.list,
      token: admin.token,
    });
    const narra = species.json<{ id: number; name: string }[]>().find((s) => s.name === 'Narra');
    const event = await createEvent(t, admin, { speciesId: narra?.id });
    expect(event.species).toEqual({ id: narra?.id, name: 'Narra' });
  });

  it.each([
    [{ endsAt: '2026-06-03T01:00:00Z' }, 'endsAt', 'The event ends after it starts.'],
    [{ rsvpDeadline: '2026-06-04T01:00:00Z' }, 'rsvpDeadline', 'no later than the start'],
    [{ capacity: 0 }, 'capacity', 'The capacity is at least 1.'],
    [{ capacity: 10_001 }, 'capacity', 'The capacity is at most 10000.'],
    [{ capacity: 'many' }, 'capacity', 'The capacity is a number.'],
    [{ latitude: 91 }, 'latitude', 'between -90 and 90'],
    [{ minStage: 'Giant' }, 'minStage', 'The stage is one of'],
    [{ startsAt: 'tomorrow' }, 'startsAt', 'a date and time'],
    [{ name: 'x'.repeat(101) }, 'name', 'at most 100 characters'],
    [{ ticket: 'free' }, '', 'Unknown field "ticket"'],
    [{ speciesId: 999_999 }, 'speciesId', 'There is no species with this id.'],
  ])('refuses %j, naming the field', async (change, field, message) => {
    const base = eventFields(t, {
      startsAt: '2026-06-03T02:00:00Z',
      endsAt: '2026-06-03T06:00:00Z',
      rsvpDeadline: '2026-06-03T00:00:00Z',
    });
    const response = await postEvent(t, admin, { ...base, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    if (field) expect(JSON.stringify(response.json().details)).toContain(field);
  });

  it('refuses a start in the past, and refuses players and guests', async () => {
    const past = await postEvent(
      t,
      admin,
      eventFields(t, {
        startsAt: '2026-05-01T00:00:00Z',
        endsAt: '2026-05-01T04:00:00Z',
        rsvpDeadline: '2026-04-30T00:00:00Z',
      }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('startsAt: The start is in the future.');
    expect((await postEvent(t, player, eventFields(t))).statusCode).toBe(403);
    const guest = await t.request({
      method: 'POST',
      url: apiRoutes.events.list,
      payload: eventFields(t),
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('RSVP', () => {
  it('confirms a seat, mails the calendar file, and gives a ticket to the player only', async () => {
    const event = await createEvent(t, admin, { capacity: 2 });
    const response = await rsvp(t, event.id, player);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'CONFIRMED', position: null });
    const mail = await t.inbox.next(player.user.email ?? '');
    expect(mail.subject).toBe(`You're going: ${event.name}`);
    expect(mail.raw).toContain('punla-event.ics');
    expect(mail.raw).toContain('text/calendar');

    const seen = (await getEvent(t, event.id, player)).json<PlantingEvent>();
    expect(seen).toMatchObject({
      seatsLeft: 1,
      rsvp: { status: 'CONFIRMED', position: null, checkedInAt: null },
      requirements: { met: true, missing: [] },
    });
    const ticket = await ticketOf(t, event.id, player);
    expect(ticket.statusCode).toBe(200);
    expect(ticket.headers['cache-control']).toBe('no-store');
    const code: string = ticket.json().code;
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    // The mail carries the code too, for a site where the app cannot open.
    expect(mail.text).toContain(`Your ticket code is ${code.slice(0, 5)} ${code.slice(5)}.`);

    const other = await createPlayer(t);
    expect((await ticketOf(t, event.id, player, other)).statusCode).toBe(403);
    // An admin may not hold a player's ticket or take a seat for them.
    expect((await ticketOf(t, event.id, player, admin)).statusCode).toBe(403);
    expect((await rsvp(t, event.id, other, admin)).statusCode).toBe(403);
    expect((await rsvp(t, event.id, other, player)).statusCode).toBe(403);
  });

  it('puts the player on the waitlist when the seats are taken, with a place', async () => {
    const event = await createEvent(t, admin, { capacity: 1 });
    const [first, second, third] = [
      await createPlayer(t),
      await createPlayer(t),
      await createPlayer(t),
    ];
    expect((await rsvp(t, event.id, first!)).json()).toEqual({
      status: 'CONFIRMED',
      position: null,
    });
    expect((await rsvp(t, event.id, second!)).json()).toEqual({
      status: 'WAITLISTED',
      position: 1,
    });
    expect((await rsvp(t, event.id, third!)).json()).toEqual({ status: 'WAITLISTED', position: 2 });
    const mail = await t.inbox.next(second!.user.email ?? '');
    expect(mail.subject).toBe(`You're on the waitlist: ${event.name}`);
    expect(mail.text).toContain('number 1 on its waitlist');
    expect(mail.text).not.toContain('ticket code');
    const seen = (await getEvent(t, event.id, third!)).json<PlantingEvent>();
    expect(seen).toMatchObject({ seatsLeft: 0, waitlist: 2, rsvp: { position: 2 } });
    const waitlistedTicket = await ticketOf(t, event.id, second!);
    expect(waitlistedTicket.statusCode).toBe(404);
    expect(waitlistedTicket.json().message).toContain('a ticket comes with a seat');

    // The seated player cancels: the first on the waitlist gets the seat, a notice and a mail.
    expect((await cancelRsvp(t, event.id, first!)).statusCode).toBe(204);
    expect((await getEvent(t, event.id, second!)).json().rsvp).toMatchObject({
      status: 'CONFIRMED',
      position: null,
    });
    expect((await getEvent(t, event.id, third!)).json().rsvp).toMatchObject({ position: 1 });
    const promoted = await t.inbox.next(second!.user.email ?? '');
    expect(promoted.subject).toBe(`A seat is yours: ${event.name}`);
    const inbox = await noticesOf(t, second!);
    expect(inbox.notices[0]).toMatchObject({
      kind: 'EVENT_PROMOTED',
      title: `A seat is yours: ${event.name}`,
      link: '/app/eligibility-checker',
    });
    const seat = await ticketOf(t, event.id, second!);
    expect(seat.statusCode).toBe(200);
    const seatCode: string = seat.json().code;
    expect(promoted.text).toContain(
      `Your ticket code is ${seatCode.slice(0, 5)} ${seatCode.slice(5)}.`,
    );
  });

  it('refuses a second RSVP, one after the deadline, and a cancel without an RSVP', async () => {
    const event = await createEvent(t, admin);
    const someone = await createPlayer(t);
    await rsvp(t, event.id, someone);
    const again = await rsvp(t, event.id, someone);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`You already have a seat at ${event.name}.`);
    const nobody = await createPlayer(t);
    const cancel = await cancelRsvp(t, event.id, nobody);
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json().message).toBe(`You have no RSVP for ${event.name}.`);

    const closing = await createEvent(t, admin, {
      rsvpDeadline: new Date(t.clock.now().getTime() + 60_000).toISOString(),
    });
    t.clock.advance(2 * 60_000);
    try {
      const late = await rsvp(t, closing.id, nobody);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/^RSVPs for .* closed on .*\(Asia\/Manila time\)\.$/);
    } finally {
      t.clock.advance(-2 * 60_000);
    }
  });

  it('refuses a player who does not meet the requirements, saying what is missing', async () => {
    const event = await createEvent(t, admin, { minStage: 'Sapling', minSeasonXp: 300 });
    const newcomer = await createPlayer(t);
    const seen = (await getEvent(t, event.id, newcomer)).json<PlantingEvent>();
    expect(seen.requirements).toEqual({
      met: false,
      missing: [
        'Plant a tree this season and grow it to the Sapling stage.',
        'Earn 300 more XP this season (0 of 300).',
      ],
    });
    const response = await rsvp(t, event.id, newcomer);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('You do not meet the requirements');
    expect(response.json().message).toContain('Earn 300 more XP this season (0 of 300).');

    const xpOnly = await createEvent(t, admin, { minStage: null, minSeasonXp: 100 });
    await awardSeasonXp(t, newcomer, 100);
    expect((await rsvp(t, xpOnly.id, newcomer)).statusCode).toBe(201);

    const unverified = await createPlayer(t, { verified: false });
    const open = await createEvent(t, admin);
    const refused = await rsvp(t, open.id, unverified);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Verify your e-mail address.');
  });

  it('refuses bad ids with a clear answer', async () => {
    const response = await t.request({
      method: 'POST',
      url: `/api/secure/event/abc/user/${player.user.id}/rsvp`,
      token: player.token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('The event id is a number.');
    const missing = await rsvp(t, 2_000_000_000, player);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no event with this id.');
    const huge = await rsvp(t, 99_999_999_999, player);
    expect(huge.statusCode).toBe(400);
  });
});

describe('the list of events', () => {
  it('shows upcoming events soonest first with the caller’s RSVP, and ended ones for 60 days', async () => {
    const later = await createEvent(t, admin, {
      startsAt: new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString(),
      endsAt: new Date(t.clock.now().getTime() + 30 * 86_400_000 + 3_600_000).toISOString(),
      rsvpDeadline: new Date(t.clock.now().getTime() + 29 * 86_400_000).toISOString(),
    });
    const sooner = await createEvent(t, admin);
    const someone = await createPlayer(t);
    await rsvp(t, sooner.id, someone);
    const response = await t.request({
      method: 'GET',
      url: apiRoutes.events.list,
      token: someone.token,
    });
    expect(response.statusCode).toBe(200);
    const events = response.json<PlantingEvent[]>();
    const ids = events.map((event) => event.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(events.find((event) => event.id === sooner.id)?.rsvp?.status).toBe('CONFIRMED');
    expect(events.find((event) => event.id === later.id)?.rsvp).toBeNull();

    t.clock.advance(65 * 86_400_000);
    try {
      const newcomer = await createPlayer(t);
      const afterwards = await t.request({
        method: 'GET',
        url: apiRoutes.events.list,
        token: newcomer.token,
      });
      const left = afterwards.json<PlantingEvent[]>().map((event) => event.id);
      // Ended 63 days ago: gone. Ended 35 days ago: still listed as a recent event.
      expect(left).not.toContain(sooner.id);
      expect(left).toContain(later.id);
      // The admins' list keeps every event: survival is checked long after the planting.
      const lateAdmin = await createPlayer(t, { role: 'ADMIN' });
      const listAll = (token: string, past = 'all') =>
        t.request({ method: 'GET', url: `${apiRoutes.events.list}?past=${past}`, token });
      const everything = await listAll(lateAdmin.token);
      expect(everything.statusCode).toBe(200);
      const all = everything.json<PlantingEvent[]>().map((event) => event.id);
      expect(all).toContain(sooner.id);
      expect(all).toContain(later.id);
      const byPlayer = await listAll(newcomer.token);
      expect(byPlayer.statusCode).toBe(403);
      expect(byPlayer.json().message).toBe('Only admins see every past event.');
      const unknown = await listAll(lateAdmin.token, 'forever');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toContain('past is "recent" or "all".');
    } finally {
      t.clock.advance(-65 * 86_400_000);
    }
  });

  it('answers the calendar file of an event', async () => {
    const event = await createEvent(t, admin);
    const response = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.events.calendar, { eventId: event.id }),
      token: player.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body).toContain('BEGIN:VCALENDAR');
    expect(response.body).toContain(`SUMMARY:${event.name}`);
    expect(response.body).toContain('LOCATION:La Mesa Watershed\\, Quezon City');
    expect(response.body).toContain(`UID:event-${event.id}@punla.test`);
    expect(response.body).toContain('STATUS:CONFIRMED');
    const guest = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.events.calendar, { eventId: event.id }),
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('editing and cancelling an event', () => {
  it('keeps the capacity at or above the seats taken, and seats the waitlist when it grows', async () => {
    const event = await createEvent(t, admin, { capacity: 2 });
    const players = [];
    for (let i = 0; i < 5; i += 1) players.push(await createPlayer(t));
    for (const someone of players) await rsvp(t, event.id, someone);
    const edit = (capacity: number) =>
      t.request({
        method: 'PUT',
        url: pathTo(apiRoutes.events.one, { eventId: event.id }),
        token: admin.token,
        payload: eventFields(t, {
          name: event.name,
          startsAt: event.startsAt,
          endsAt: event.endsAt,
          rsvpDeadline: event.rsvpDeadline,
          capacity,
        }),
      });
    const smaller = await edit(1);
    expect(smaller.statusCode).toBe(409);
    expect(smaller.json().message).toBe(
      '2 players have a seat, so the capacity cannot go below 2.',
    );
    const larger = await edit(4);
    expect(larger.statusCode).toBe(200);
    expect(larger.json()).toMatchObject({ capacity: 4, seatsLeft: 0, waitlist: 1 });
    // The first two on the waitlist were seated, in order; the last one waits, now first.
    expect((await getEvent(t, event.id, players[2]!)).json().rsvp.status).toBe('CONFIRMED');
    expect((await getEvent(t, event.id, players[3]!)).json().rsvp.status).toBe('CONFIRMED');
    expect((await getEvent(t, event.id, players[4]!)).json().rsvp).toMatchObject({
      status: 'WAITLISTED',
      position: 1,
    });
    const byPlayer = await t.request({
      method: 'PUT',
      url: pathTo(apiRoutes.events.one, { eventId: event.id }),
      token: player.token,
      payload: eventFields(t),
    });
    expect(byPlayer.statusCode).toBe(403);
  });

  it('tells every RSVP’d player of a new time or place, with the calendar file, and reminds again', async () => {
    // 2026-06-01T02:00Z is 10:00 in Manila; the event is tomorrow at 09:00 Manila.
    const fields = {
      capacity: 1,
      startsAt: '2026-06-02T01:00:00Z',
      endsAt: '2026-06-02T05:00:00Z',
      rsvpDeadline: '2026-06-01T12:00:00Z',
    };
    const event = await createEvent(t, admin, fields);
    const [seated, waiting] = [await createPlayer(t), await createPlayer(t)];
    await rsvp(t, event.id, seated);
    await rsvp(t, event.id, waiting);
    await t.inbox.next(seated.user.email);
    await t.inbox.next(waiting.user.email);
    await t.app.runDailyLoop();
    expect((await t.inbox.next(seated.user.email)).subject).toBe(`Tomorrow: ${event.name}`);
    const edit = (changes: Record<string, unknown>) =>
      t.request({
        method: 'PUT',
        url: pathTo(apiRoutes.events.one, { eventId: event.id }),
        token: admin.token,
        payload: eventFields(t, { name: event.name, ...fields, ...changes }),
      });

    // A new description alone is no news for the players.
    expect(
      (await edit({ description: 'Bring a hat: the slope has no shade at noon.' })).statusCode,
    ).toBe(200);
    expect((await noticesOf(t, seated)).notices.map((notice) => notice.kind)).not.toContain(
      'EVENT_CHANGED',
    );

    // Six hours later on the same day, and a new place: both players hear of it.
    const moved = await edit({
      startsAt: '2026-06-02T07:00:00Z',
      endsAt: '2026-06-02T10:00:00Z',
      placeName: 'Arroceros Forest Park, Manila',
    });
    expect(moved.statusCode).toBe(200);
    for (const someone of [seated, waiting]) {
      const mail = await t.inbox.next(someone.user.email);
      expect(mail.subject).toBe(`New time or place: ${event.name}`);
      expect(mail.text).toContain('Arroceros Forest Park, Manila');
      expect(mail.text).toContain('Tuesday, 2 June 2026 at 3:00 pm');
      expect(mail.raw).toContain('punla-event.ics');
      const [notice] = (await noticesOf(t, someone)).notices;
      expect(notice).toMatchObject({
        kind: 'EVENT_CHANGED',
        title: `New time or place: ${event.name}`,
        link: '/app/eligibility-checker',
      });
    }
    // The reminder of the day before comes again, for the new hour and place.
    await t.app.runDailyLoop();
    const reminder = await t.inbox.next(seated.user.email);
    expect(reminder.subject).toBe(`Tomorrow: ${event.name}`);
    expect(reminder.text).toContain('Arroceros Forest Park, Manila');
  });

  it('tells every RSVP’d player when it is cancelled, and takes no RSVP after', async () => {
    const event = await createEvent(t, admin, { capacity: 1 });
    const seated = await createPlayer(t);
    const waiting = await createPlayer(t);
    await rsvp(t, event.id, seated);
    await rsvp(t, event.id, waiting);
    await t.inbox.next(seated.user.email ?? '');
    await t.inbox.next(waiting.user.email ?? '');
    const cancel = () =>
      t.request({
        method: 'DELETE',
        url: pathTo(apiRoutes.events.one, { eventId: event.id }),
        token: admin.token,
      });
    expect((await cancel()).statusCode).toBe(204);
    for (const someone of [seated, waiting]) {
      const mail = await t.inbox.next(someone.user.email ?? '');
      expect(mail.subject).toBe(`Cancelled: ${event.name}`);
      const inbox = await noticesOf(t, someone);
      expect(inbox.notices[0]).toMatchObject({ kind: 'EVENT_CANCELLED' });
    }
    expect((await getEvent(t, event.id, seated)).json().status).toBe('CANCELLED');
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${event.name} was cancelled.`);
    const late = await rsvp(t, event.id, await createPlayer(t));
    expect(late.statusCode).toBe(409);
    expect((await ticketOf(t, event.id, seated)).statusCode).toBe(409);
  });
});
