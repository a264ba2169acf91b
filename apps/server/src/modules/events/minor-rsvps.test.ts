import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, type Attendee } from '@punla/contract';
import { createPlayer, usePlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';
import { checkIn, createEvent, rsvp, ticketOf } from '../../../test/factories/events.ts';
import { csvObjects, download } from '../../../test/factories/exports.ts';

// The test clock stands on 2026-06-01 (Asia/Manila): a player born in 2008 turns 18 this year,
// so may be 17 on an event's day, and counts as a minor at this year's events; one born in
// 2007 is an adult.
const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const guardian = {
  name: 'Liza Santos',
  relationship: 'Mother',
  phone: '0917 123 4567',
  consent: true,
};

async function attendeesOf(eventId: number): Promise<Attendee[]> {
  const response = await t.request({
    method: 'GET',
    url: pathTo(apiRoutes.events.attendees, { eventId }),
    token: admin.token,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Attendee[]>();
}

const attendeeOf = async (eventId: number, player: TestPlayer) =>
  (await attendeesOf(eventId)).find((row) => row.userId === player.user.id);

describe("a minor's RSVP needs a guardian's consent", () => {
  it('refuses a minor without a guardian, naming every field, and keeps no RSVP', async () => {
    const event = await createEvent(t, admin);
    const minor = await createPlayer(t, { birthYear: 2010 });
    const response = await rsvp(t, event.id, minor);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'GUARDIAN_REQUIRED',
      message:
        "A player under 18 needs a parent's or guardian's consent: guardian.name, guardian.relationship, guardian.phone and guardian.consent.",
    });
    expect(response.json().details.issues.map((issue: { field: string }) => issue.field)).toEqual([
      'guardian.name',
      'guardian.relationship',
      'guardian.phone',
      'guardian.consent',
    ]);
    expect(await attendeeOf(event.id, minor)).toBeUndefined();
  });

  it('refuses a guardian with a field missing, naming it', async () => {
    const event = await createEvent(t, admin);
    const minor = await createPlayer(t, { birthYear: 2010 });
    const { phone: _phone, ...partial } = guardian;
    const response = await rsvp(t, event.id, minor, minor, { guardian: partial });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().message).toContain('guardian.phone');
    expect(await attendeeOf(event.id, minor)).toBeUndefined();
  });

  it('refuses a guardian who did not consent', async () => {
    const event = await createEvent(t, admin);
    const minor = await createPlayer(t, { birthYear: 2010 });
    const response = await rsvp(t, event.id, minor, minor, {
      guardian: { ...guardian, consent: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(
      'guardian.consent: The parent or guardian must tick "I am the parent or guardian and I consent".',
    );
    expect(await attendeeOf(event.id, minor)).toBeUndefined();
  });

  it('asks a player whose birth year is unknown for it first', async () => {
    const event = await createEvent(t, admin);
    const unknown = await createPlayer(t, { birthYear: null });
    const response = await rsvp(t, event.id, unknown, unknown, { guardian });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'GUARDIAN_REQUIRED' });
    expect(response.json().message).toContain('Tell us the year you were born first');
    expect(response.json().details.issues[0].field).toBe('birthYear');
    expect(await attendeeOf(event.id, unknown)).toBeUndefined();
  });

  it('seats a minor with a guardian: the list, the file and the desk show it', async () => {
    const event = await createEvent(t, admin);
    const minor = await createPlayer(t, { birthYear: 2010 });
    const rsvpAt = t.clock.now().toISOString();
    const response = await rsvp(t, event.id, minor, minor, { guardian });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'CONFIRMED', position: null });

    expect(await attendeeOf(event.id, minor)).toMatchObject({
      minor: true,
      guardian: {
        name: 'Liza Santos',
        relationship: 'Mother',
        phone: '0917 123 4567',
        consentedAt: rsvpAt,
      },
    });

    const csv = await download(t, admin, apiRoutes.exports.attendees, { eventId: event.id });
    expect(csvObjects(csv.body).find((row) => row.Username === minor.user.username)).toMatchObject({
      Minor: 'yes',
      Guardian: 'Liza Santos',
      Relationship: 'Mother',
      'Guardian phone': '0917 123 4567',
      'Consent given at (UTC)': rsvpAt,
    });

    const code: string = (await ticketOf(t, event.id, minor)).json().code;
    t.clock.advance(DAY + HOUR);
    try {
      const desk = await checkIn(t, event.id, admin, { code });
      expect(desk.statusCode).toBe(200);
      expect(desk.json()).toMatchObject({
        username: minor.user.username,
        minor: true,
        guardianOnFile: true,
      });
    } finally {
      t.clock.advance(-(DAY + HOUR));
    }
  });

  it("keeps a waitlisted minor's guardian, and a repeated RSVP updates it", async () => {
    const event = await createEvent(t, admin, { capacity: 1 });
    expect((await rsvp(t, event.id, await createPlayer(t))).statusCode).toBe(201);
    const minor = await createPlayer(t, { birthYear: 2012 });
    const first = await rsvp(t, event.id, minor, minor, { guardian });
    expect(first.json()).toEqual({ status: 'WAITLISTED', position: 1 });
    expect((await attendeeOf(event.id, minor))?.guardian?.name).toBe('Liza Santos');

    t.clock.advance(HOUR);
    try {
      const again = await rsvp(t, event.id, minor, minor, {
        guardian: { ...guardian, name: 'Ramon Santos', relationship: 'Father' },
      });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual({ status: 'WAITLISTED', position: 1 });
      expect((await attendeeOf(event.id, minor))?.guardian).toMatchObject({
        name: 'Ramon Santos',
        relationship: 'Father',
        consentedAt: t.clock.now().toISOString(),
      });
    } finally {
      t.clock.advance(-HOUR);
    }
  });

  it("leaves an adult's RSVP as it was, and keeps no guardian an adult sends", async () => {
    const event = await createEvent(t, admin);
    const adult = await createPlayer(t);
    const withGuardian = await createPlayer(t, { birthYear: 2007 });
    expect((await rsvp(t, event.id, adult)).statusCode).toBe(201);
    expect((await rsvp(t, event.id, withGuardian, withGuardian, { guardian })).statusCode).toBe(
      201,
    );
    expect(await attendeeOf(event.id, adult)).toMatchObject({ minor: false, guardian: null });
    expect(await attendeeOf(event.id, withGuardian)).toMatchObject({
      minor: false,
      guardian: null,
    });

    const code: string = (await ticketOf(t, event.id, adult)).json().code;
    t.clock.advance(DAY + HOUR);
    try {
      expect((await checkIn(t, event.id, admin, { code })).json()).toMatchObject({
        minor: false,
        guardianOnFile: false,
      });
    } finally {
      t.clock.advance(-(DAY + HOUR));
    }
  });

  it('counts the age in the year the event starts, in Manila', async () => {
    const born2008 = await createPlayer(t, { birthYear: 2008 });
    // 18 this year, maybe not yet on the day: a minor at an event of 2026.
    const thisYear = await createEvent(t, admin);
    expect((await rsvp(t, thisYear.id, born2008)).json().code).toBe('GUARDIAN_REQUIRED');

    // 2026-12-31T17:00Z is already New Year's Day 2027 in Manila: 19 that year, an adult.
    const startsAt = new Date('2026-12-31T17:00:00Z');
    const newYear = await createEvent(t, admin, {
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 4 * HOUR).toISOString(),
      rsvpDeadline: new Date(startsAt.getTime() - HOUR).toISOString(),
    });
    expect((await rsvp(t, newYear.id, born2008)).statusCode).toBe(201);
    expect(await attendeeOf(newYear.id, born2008)).toMatchObject({ minor: false });
  });
});
