import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, type Location, type PlantingEvent } from '@punla/contract';
import {
  cancelRsvp,
  checkIn,
  closeEvent,
  createEvent,
  publicImpact,
  realTreesOf,
  recordSurvival,
  rsvp,
  ticketOf,
} from '../../../test/factories/events.ts';
import { noticesOf } from '../../../test/factories/notifications.ts';
import { expectLedgersAddUp } from '../../../test/ledger-checks.ts';
import { multipart, tinyPng } from '../../../test/multipart.ts';
import { createPlayer, usePlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';

const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });

const HOUR = 60 * 60 * 1000;

/** An event starting in `hours`, with these players RSVP'd (seated while seats last). */
async function eventWith(players: TestPlayer[], hours = 12, capacity = 20) {
  const startsAt = new Date(t.clock.now().getTime() + hours * HOUR);
  const event = await createEvent(t, admin, {
    capacity,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3 * HOUR).toISOString(),
    rsvpDeadline: new Date(startsAt.getTime() - HOUR).toISOString(),
  });
  for (const player of players) expect((await rsvp(t, event.id, player)).statusCode).toBe(201);
  return event;
}

const codeOf = async (eventId: number, player: TestPlayer) =>
  (await ticketOf(t, eventId, player)).json<{ code: string }>().code;

/** Runs `work` with the clock moved on, then puts it back (tokens stay valid for later tests). */
async function later<T>(hours: number, work: () => Promise<T>): Promise<T> {
  t.clock.advance(hours * HOUR);
  try {
    return await work();
  } finally {
    t.clock.advance(-hours * HOUR);
  }
}

/** The real planter's reward reached the player: 500 XP (the ledgers add up) and a notice. */
async function expectRealPlanterReward(player: TestPlayer) {
  const profile = await t.request({
    method: 'GET',
    url: pathTo(apiRoutes.accounts.user, { userId: player.user.id }),
    token: player.token,
  });
  expect(profile.json().totalXp).toBe(500);
  await expectLedgersAddUp(t.db, player.user.id);
  const inbox = await noticesOf(t, player);
  expect(inbox.notices.map((notice) => notice.kind)).toContain('REAL_TREE');
}

/** "Jun 2, 2026, 10:00 AM": an instant as the screens write it (DATE_TIME_OPTIONS). */
const SCREEN_TIME = '[A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2}\\s[AP]M';

describe('check-in', () => {
  it('checks a ticket in once, by its code typed in any case with dashes', async () => {
    const maria = await createPlayer(t);
    const event = await eventWith([maria]);
    const code = await codeOf(event.id, maria);
    const typed = `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`;
    const first = await checkIn(t, event.id, admin, { code: typed });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      userId: maria.user.id,
      username: maria.user.username,
      checkedInAt: t.clock.now().toISOString(),
      minor: false,
      guardianOnFile: false,
    });
    const second = await checkIn(t, event.id, admin, { code });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(
      new RegExp(`^${maria.user.username} was already checked in at ${SCREEN_TIME}\\.$`),
    );
    expect(
      (
        await t.request({
          method: 'GET',
          url: pathTo(apiRoutes.events.one, { eventId: event.id }),
          token: maria.token,
        })
      ).json<PlantingEvent>().rsvp?.checkedInAt,
    ).toBe(t.clock.now().toISOString());
  });

  it('takes one of many check-ins of a ticket sent at once', async () => {
    const player = await createPlayer(t);
    const event = await eventWith([player]);
    const code = await codeOf(event.id, player);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => checkIn(t, event.id, admin, { code })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(11);
  });

  it('refuses unknown codes, another event’s tickets, the waitlist and early check-ins', async () => {
    const [seated, waiting] = [await createPlayer(t), await createPlayer(t)];
    const event = await eventWith([seated, waiting], 12, 1);
    const other = await eventWith([await createPlayer(t)]);
    const unknown = await checkIn(t, event.id, admin, { code: '2222233333' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'No ticket has the code 2222233333. Check the code and try again.',
    );
    const elsewhere = await checkIn(t, other.id, admin, { code: await codeOf(event.id, seated) });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(`This ticket is for another event, not ${other.name}.`);
    const empty = await checkIn(t, event.id, admin, { code: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Type or scan a ticket code.');
    const wrongType = await checkIn(t, event.id, admin, { code: 12345 });
    expect(wrongType.statusCode).toBe(400);
    const byPlayer = await checkIn(t, event.id, seated, { code: await codeOf(event.id, seated) });
    expect(byPlayer.statusCode).toBe(403);

    const early = await eventWith([await createPlayer(t)], 48);
    const tooEarly = await checkIn(t, early.id, admin, { code: '2222233333' });
    expect(tooEarly.statusCode).toBe(409);
    // On the desk's screen beside its own dates, so written as the screens write them.
    expect(tooEarly.json().message).toMatch(
      new RegExp(`^Check-in for ${early.name} opens on ${SCREEN_TIME}\\.$`),
    );
  });

  it('keeps the scan time of a check-in sent later, but not a time in the future', async () => {
    const [early, future] = [await createPlayer(t), await createPlayer(t)];
    const event = await eventWith([early, future]);
    const scannedAt = new Date(t.clock.now().getTime() - HOUR).toISOString();
    const kept = await checkIn(t, event.id, admin, {
      code: await codeOf(event.id, early),
      scannedAt,
    });
    expect(kept.json().checkedInAt).toBe(scannedAt);
    const ahead = await checkIn(t, event.id, admin, {
      code: await codeOf(event.id, future),
      scannedAt: new Date(t.clock.now().getTime() + HOUR).toISOString(),
    });
    expect(ahead.json().checkedInAt).toBe(t.clock.now().toISOString());
  });

  it('lists the attendees for the admin: seated in order, then the waitlist', async () => {
    const players = [await createPlayer(t), await createPlayer(t), await createPlayer(t)];
    const event = await eventWith(players, 12, 2);
    await checkIn(t, event.id, admin, { code: await codeOf(event.id, players[1]!) });
    const response = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.events.attendees, { eventId: event.id }),
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject([
      {
        username: players[0]!.user.username,
        status: 'CONFIRMED',
        position: null,
        checkedInAt: null,
      },
      {
        username: players[1]!.user.username,
        status: 'CONFIRMED',
        checkedInAt: t.clock.now().toISOString(),
      },
      { username: players[2]!.user.username, status: 'WAITLISTED', position: 1 },
    ]);
    const byPlayer = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.events.attendees, { eventId: event.id }),
      token: players[0]!.token,
    });
    expect(byPlayer.statusCode).toBe(403);
  });
});

describe('closing an event', () => {
  it('gives each checked-in player a real tree, 500 XP once and a notice; the map shows it', async () => {
    const [present, absent] = [await createPlayer(t), await createPlayer(t)];
    const event = await eventWith([present, absent], 2);
    await checkIn(t, event.id, admin, { code: await codeOf(event.id, present) });
    const before = await publicImpact(t);
    const early = await closeEvent(t, event.id, admin, { treesPlanted: 40 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `${event.name} has not started yet: close it once its trees are planted.`,
    );

    const closed = await later(6, async () => {
      const form = multipart(
        { treesPlanted: '40' },
        { filename: 'planting.png', contentType: 'image/png', data: tinyPng },
      );
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.request({
            method: 'POST',
            url: pathTo(apiRoutes.events.close, { eventId: event.id }),
            token: admin.token,
            payload: form.payload,
            headers: form.headers,
          }),
        ),
      );
      // Closed once, however many times it is sent at once.
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(4);
      return answers.find((answer) => answer.statusCode === 200)!.json();
    });
    expect(closed).toMatchObject({
      realTrees: 1,
      event: { status: 'CLOSED', treesPlanted: 40, latestSurvival: null },
    });
    expect(closed.event.imageUrl).toMatch(/^\/api\/files\/[0-9a-f]{64}$/);

    const trees = (await realTreesOf(t, present)).json();
    expect(trees).toMatchObject({
      badge: { name: 'Real planter' },
      trees: [
        {
          eventId: event.id,
          eventName: event.name,
          placeName: 'La Mesa Watershed, Quezon City',
          treesPlanted: 40,
          latestSurvival: null,
          imageUrl: closed.event.imageUrl,
        },
      ],
    });
    expect((await realTreesOf(t, absent)).json()).toEqual({ badge: null, trees: [] });
    expect((await realTreesOf(t, present, absent)).statusCode).toBe(403);

    await expectRealPlanterReward(present);

    const map = await t.request({
      method: 'GET',
      url: apiRoutes.locations.list,
      token: present.token,
    });
    expect(map.json<Location[]>().find((spot) => spot.name === event.name)).toMatchObject({
      treesPlanted: 40,
      latitude: 14.7167,
    });
    const after = await publicImpact(t);
    expect(after.realTreesPlanted).toBe(before.realTreesPlanted + 40);
    expect(after.events).toBe(before.events + 1);
    expect(after.volunteers).toBe(before.volunteers + 1);
    // Not checked yet: none of the 40 counts as surviving.
    expect(after.realTreesSurviving).toBe(before.realTreesSurviving);
  });

  it('refuses bad input and a non-image photo, changing nothing', async () => {
    const event = await eventWith([], 1);
    await later(2, async () => {
      const negative = await closeEvent(t, event.id, admin, { treesPlanted: -1 });
      expect(negative.statusCode).toBe(400);
      expect(negative.json().message).toContain('Trees planted is at least 1.');
      // No tree planted is no real tree: such an event is cancelled, not closed.
      const none = await closeEvent(t, event.id, admin, { treesPlanted: 0 });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toContain('Trees planted is at least 1.');
      const text = multipart(
        { treesPlanted: '3' },
        { filename: 'x.png', contentType: 'image/png', data: Buffer.from('not a picture') },
      );
      const fake = await t.request({
        method: 'POST',
        url: pathTo(apiRoutes.events.close, { eventId: event.id }),
        token: admin.token,
        payload: text.payload,
        headers: text.headers,
      });
      expect(fake.statusCode).toBe(415);
      const species = await closeEvent(t, event.id, admin, { treesPlanted: 3, speciesId: 999_999 });
      expect(species.statusCode).toBe(400);
      const still = await t.request({
        method: 'GET',
        url: pathTo(apiRoutes.events.one, { eventId: event.id }),
        token: admin.token,
      });
      expect(still.json().status).toBe('SCHEDULED');
    });
  });
});

describe('check-ins and the close', () => {
  it('takes a check-in scanned before the close but sent after it, and gives its real tree', async () => {
    const [onTime, offline, afterwards] = [
      await createPlayer(t),
      await createPlayer(t),
      await createPlayer(t),
    ];
    const event = await eventWith([onTime, offline, afterwards], 1);
    await checkIn(t, event.id, admin, { code: await codeOf(event.id, onTime) });
    const codes = {
      offline: await codeOf(event.id, offline),
      afterwards: await codeOf(event.id, afterwards),
    };
    await later(2, async () => {
      // Scanned on a device without signal half an hour before the close.
      const scannedAt = new Date(t.clock.now().getTime() - HOUR / 2).toISOString();
      const closed = await closeEvent(t, event.id, admin, { treesPlanted: 30 });
      expect(closed.json().realTrees).toBe(1);
      // Sent from several devices at once: taken once, and rewarded once (500 XP below).
      const sent = await Promise.all(
        Array.from({ length: 6 }, () =>
          checkIn(t, event.id, admin, { code: codes.offline, scannedAt }),
        ),
      );
      const taken = sent.filter((answer) => answer.statusCode === 200);
      expect(taken).toHaveLength(1);
      expect(taken[0]!.json().checkedInAt).toBe(scannedAt);
      expect(sent.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
      // Typed after the close, or scanned after it: too late.
      const typed = await checkIn(t, event.id, admin, { code: codes.afterwards });
      expect(typed.statusCode).toBe(409);
      expect(typed.json().message).toBe(`${event.name} is closed: its trees are planted.`);
      const scannedLater = await checkIn(t, event.id, admin, {
        code: codes.afterwards,
        scannedAt: t.clock.now().toISOString(),
      });
      expect(scannedLater.statusCode).toBe(409);
    });
    expect((await realTreesOf(t, offline)).json()).toMatchObject({
      badge: { name: 'Real planter' },
      trees: [{ eventId: event.id, treesPlanted: 30 }],
    });
    expect((await realTreesOf(t, afterwards)).json().trees).toEqual([]);
    await expectRealPlanterReward(offline);
  });

  it('never leaves a player checked in without a real tree when check-ins and the close cross', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => createPlayer(t)));
    const event = await eventWith(players, 1);
    const codes = await Promise.all(players.map((player) => codeOf(event.id, player)));
    await later(2, async () => {
      const [closed, ...answers] = await Promise.all([
        closeEvent(t, event.id, admin, { treesPlanted: 8 }),
        ...codes.map((code) => checkIn(t, event.id, admin, { code })),
      ]);
      expect(closed!.statusCode).toBe(200);
      const checkedIn = players.filter((_, index) => answers[index]!.statusCode === 200);
      for (const [index, answer] of answers.entries()) {
        if (answer.statusCode !== 200) {
          expect(answer.statusCode, `check-in ${index}`).toBe(409);
        }
      }
      const withTrees = [];
      for (const player of players) {
        if ((await realTreesOf(t, player)).json().trees.length === 1) withTrees.push(player);
      }
      expect(withTrees.map((player) => player.user.id).sort()).toEqual(
        checkedIn.map((player) => player.user.id).sort(),
      );
    });
  });

  it('keeps the RSVP of a checked-in player, who has used the seat', async () => {
    const [present, waiting] = [await createPlayer(t), await createPlayer(t)];
    const event = await eventWith([present, waiting], 12, 1);
    await checkIn(t, event.id, admin, { code: await codeOf(event.id, present) });
    const cancel = await cancelRsvp(t, event.id, present);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(
      `You are checked in at ${event.name}, so your RSVP can no longer be cancelled.`,
    );
    const seen = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.events.one, { eventId: event.id }),
      token: waiting.token,
    });
    expect(seen.json<PlantingEvent>()).toMatchObject({
      seatsLeft: 0,
      rsvp: { status: 'WAITLISTED' },
    });
  });
});

describe('survival checks and the public impact figure', () => {
  it('count the trees alive at each event’s latest check, never more than were planted', async () => {
    const planter = await createPlayer(t);
    const event = await eventWith([planter], 1);
    await checkIn(t, event.id, admin, { code: await codeOf(event.id, planter) });
    const notClosed = await recordSurvival(t, event.id, admin, {
      checkedAt: '2026-06-01',
      surviving: 1,
    });
    expect(notClosed.statusCode).toBe(409);
    await later(2, async () => {
      expect((await closeEvent(t, event.id, admin, { treesPlanted: 50 })).statusCode).toBe(200);
    });
    const before = await publicImpact(t);
    await later(24 * 20, async () => {
      const tooMany = await recordSurvival(t, event.id, admin, {
        checkedAt: '2026-06-20',
        surviving: 51,
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toBe(
        `50 trees were planted at ${event.name}, so at most 50 can be alive.`,
      );
      const beforePlanting = await recordSurvival(t, event.id, admin, {
        checkedAt: '2026-05-01',
        surviving: 10,
      });
      expect(beforePlanting.statusCode).toBe(400);
      const future = await recordSurvival(t, event.id, admin, {
        checkedAt: '2026-06-25',
        surviving: 10,
      });
      expect(future.statusCode).toBe(400);
      const first = await recordSurvival(t, event.id, admin, {
        checkedAt: '2026-06-15',
        surviving: 47,
      });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ checkedAt: '2026-06-15', surviving: 47, treesPlanted: 50 });
      await recordSurvival(t, event.id, admin, { checkedAt: '2026-06-20', surviving: 45 });
      // A second check on the same date corrects the first.
      await recordSurvival(t, event.id, admin, { checkedAt: '2026-06-20', surviving: 44 });
      const byPlayer = await recordSurvival(t, event.id, planter, {
        checkedAt: '2026-06-20',
        surviving: 1,
      });
      expect(byPlayer.statusCode).toBe(403);
    });
    const trees = (await realTreesOf(t, planter)).json();
    expect(trees.trees[0].latestSurvival).toEqual({
      checkedAt: '2026-06-20',
      surviving: 44,
      treesPlanted: 50,
    });
    const after = await publicImpact(t);
    expect(after.realTreesSurviving).toBe(before.realTreesSurviving + 44);
    expect(after.realTreesChecked).toBe(before.realTreesChecked + 50);
    expect(after.realTreesPlanted).toBe(before.realTreesPlanted);
  });

  it('is public, and counts no virtual tree', async () => {
    const response = await t.request({ method: 'GET', url: apiRoutes.events.impact });
    expect(response.statusCode).toBe(200);
    const planted = await t.request({ method: 'GET', url: apiRoutes.support.stats });
    // The game's virtual trees are counted elsewhere, never as real ones.
    expect(planted.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([
      'events',
      'realTreesChecked',
      'realTreesPlanted',
      'realTreesSurviving',
      'volunteers',
    ]);
  });
});

describe('the reminder the day before', () => {
  it('mails each confirmed player once, from 08:00 on the day before', async () => {
    // 2026-06-01T02:00Z is 10:00 in Manila. An event tomorrow at 09:00 Manila (01:00Z).
    const [seated, waiting] = [await createPlayer(t), await createPlayer(t)];
    const event = await createEvent(t, admin, {
      capacity: 1,
      startsAt: '2026-06-02T01:00:00Z',
      endsAt: '2026-06-02T05:00:00Z',
      rsvpDeadline: '2026-06-01T12:00:00Z',
    });
    await rsvp(t, event.id, seated);
    await rsvp(t, event.id, waiting);
    await t.inbox.next(seated.user.email);
    await t.inbox.next(waiting.user.email);
    const first = await t.app.runDailyLoop();
    expect(first.eventReminderMails).toBeGreaterThanOrEqual(1);
    const mail = await t.inbox.next(seated.user.email);
    expect(mail.subject).toBe(`Tomorrow: ${event.name}`);
    expect(mail.text).toContain('/app/eligibility-checker');
    const code = await codeOf(event.id, seated);
    expect(mail.text).toContain(`Your ticket code is ${code.slice(0, 5)} ${code.slice(5)}.`);
    const again = await Promise.all([t.app.runDailyLoop(), t.app.runDailyLoop()]);
    expect(again.map((report) => report.eventReminderMails)).toEqual([0, 0]);
    await t.mailsSettled();
    expect(t.inbox.mails.filter((m) => m.to === waiting.user.email)).toHaveLength(1);
  });
});
