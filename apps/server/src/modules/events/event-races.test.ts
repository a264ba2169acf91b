import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, type Attendee } from '@punla/contract';
import { cancelRsvp, createEvent, rsvp } from '../../../test/factories/events.ts';
import { createPlayer, usePlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';

// Races on a real PostgreSQL server: every request below is in flight at the same time.

const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });

const players = (count: number) =>
  Promise.all(Array.from({ length: count }, () => createPlayer(t)));

async function attendees(eventId: number): Promise<Attendee[]> {
  const response = await t.request({
    method: 'GET',
    url: pathTo(apiRoutes.events.attendees, { eventId }),
    token: admin.token,
  });
  return response.json<Attendee[]>();
}

/** The seats the event row counts, and the confirmed RSVPs there are. */
async function seatCounts(eventId: number) {
  const result = await t.db.execute(sql`
    select e.seats_taken as "seatsTaken",
      (select count(*)::int from event_rsvps r
        where r.event_id = e.id and r.status = 'CONFIRMED') as "confirmed"
    from planting_events e where e.id = ${eventId}`);
  return (result as unknown as { rows: { seatsTaken: number; confirmed: number }[] }).rows[0];
}

describe('RSVPs at the same moment', () => {
  it('50 for 5 seats: exactly 5 seats and a waitlist of 45 in one strict order', async () => {
    const event = await createEvent(t, admin, { capacity: 5 });
    const crowd = await players(50);
    const answers = await Promise.all(crowd.map((player) => rsvp(t, event.id, player)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(201));
    const results = answers.map((answer) => answer.json<{ status: string; position: number }>());
    expect(results.filter((result) => result.status === 'CONFIRMED')).toHaveLength(5);
    const positions = results
      .filter((result) => result.status === 'WAITLISTED')
      .map((result) => result.position)
      .sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));

    // The order the answers gave is the order the list keeps.
    const list = await attendees(event.id);
    const waitlist = list.filter((row) => row.status === 'WAITLISTED');
    expect(waitlist.map((row) => row.position)).toEqual(positions);
    for (const row of waitlist) {
      const index = crowd.findIndex((player) => player.user.id === row.userId);
      expect(results[index]?.position).toBe(row.position);
    }
    expect(await seatCounts(event.id)).toEqual({ seatsTaken: 5, confirmed: 5 });
  });

  it('cancels and new RSVPs at once never over-fill, and seat the waitlist in order', async () => {
    const event = await createEvent(t, admin, { capacity: 5 });
    const first = await players(12);
    for (const player of first) await rsvp(t, event.id, player);
    const seated = first.slice(0, 5);
    const waiting = first.slice(5);
    const newcomers = await players(10);
    const answers = await Promise.all([
      ...seated.slice(0, 3).map((player) => cancelRsvp(t, event.id, player)),
      ...newcomers.map((player) => rsvp(t, event.id, player)),
    ]);
    expect(answers.slice(0, 3).map((answer) => answer.statusCode)).toEqual([204, 204, 204]);
    // Newcomers join behind the waitlist: none of them takes a freed seat.
    for (const answer of answers.slice(3)) {
      expect(answer.json()).toMatchObject({ status: 'WAITLISTED' });
    }
    const list = await attendees(event.id);
    const confirmed = list.filter((row) => row.status === 'CONFIRMED').map((row) => row.userId);
    expect(confirmed.sort()).toEqual(
      [...seated.slice(3), ...waiting.slice(0, 3)].map((player) => player.user.id).sort(),
    );
    expect(list.filter((row) => row.status === 'WAITLISTED')).toHaveLength(4 + 10);
    expect(await seatCounts(event.id)).toEqual({ seatsTaken: 5, confirmed: 5 });
  });

  it('one RSVP per player, however many are sent at once', async () => {
    const event = await createEvent(t, admin, { capacity: 5 });
    const [player] = (await players(1)) as [TestPlayer];
    const answers = await Promise.all(Array.from({ length: 10 }, () => rsvp(t, event.id, player)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
    expect(await seatCounts(event.id)).toEqual({ seatsTaken: 1, confirmed: 1 });
  });

  it('the database itself refuses a seat beyond the capacity', async () => {
    const event = await createEvent(t, admin, { capacity: 1 });
    const [a, b] = await players(2);
    await rsvp(t, event.id, a!);
    await rsvp(t, event.id, b!);
    await expect(
      t.db.execute(sql`update event_rsvps set status = 'CONFIRMED'
        where event_id = ${event.id} and user_id = ${b!.user.id}`),
    ).rejects.toThrow();
    expect(await seatCounts(event.id)).toEqual({ seatsTaken: 1, confirmed: 1 });
  });

  it('a seated player’s account deleted frees the seat for the waitlist, not a newcomer', async () => {
    const event = await createEvent(t, admin, { capacity: 1 });
    const [gone, next, newcomer] = await players(3);
    await rsvp(t, event.id, gone!);
    await rsvp(t, event.id, next!);
    await t.db.execute(sql`delete from users where id = ${gone!.user.id}`);
    expect(await seatCounts(event.id)).toEqual({ seatsTaken: 0, confirmed: 0 });
    expect((await rsvp(t, event.id, newcomer!)).json()).toEqual({
      status: 'WAITLISTED',
      position: 1,
    });
    const list = await attendees(event.id);
    expect(list[0]).toMatchObject({ userId: next!.user.id, status: 'CONFIRMED' });
  });
});

describe('listing', () => {
  it('guards the admin list of attendees', async () => {
    const event = await createEvent(t, admin);
    const guest = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.events.attendees, { eventId: event.id }),
    });
    expect(guest.statusCode).toBe(401);
  });
});
