import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, type PlantingEvent } from '@punla/contract';
import {
  createPlayer,
  relogin,
  usePlayer,
  useTestApp,
  type TestPlayer,
} from '../../../test/test-app.ts';
import { login } from '../../../test/factories/accounts.ts';
import { auditEntriesAbout } from '../../../test/factories/audit.ts';
import { checkIn, createEvent, getEvent, rsvp, ticketOf } from '../../../test/factories/events.ts';
import { noticesOf } from '../../../test/factories/notifications.ts';
import { plantTree } from '../../../test/factories/planted-trees.ts';
import {
  actOnPlayer,
  playerFileOf,
  REASON,
  searchPlayers,
  suspendPlayer,
} from '../../../test/factories/players.ts';
import { awardSeasonXp } from '../../../test/factories/seasons.ts';

// A file of its own: its season board holds only the players made here.
const t = useTestApp({}, { SUPPORT_EMAIL: 'help@punla.test' });
const admin = usePlayer(t, { role: 'ADMIN' });

const WHY = 'Shared their account with a classmate.';
const REFUSAL =
  'This account is suspended: Shared their account with a classmate. ' +
  'Write to help@punla.test if you think this is wrong.';

const ownProfile = (player: TestPlayer) =>
  t.request({
    method: 'GET',
    url: pathTo(apiRoutes.accounts.user, { userId: player.user.id }),
    token: player.token,
  });
const board = () =>
  t.request({ method: 'GET', url: pathTo(apiRoutes.leaderboard.season, { season: 'current' }) });
const standing = (player: TestPlayer) =>
  t.request({
    method: 'GET',
    url: pathTo(apiRoutes.leaderboard.player, { userProfileId: player.user.id }),
  });
const lift = (player: TestPlayer, caller = admin) =>
  actOnPlayer(t, caller, 'lift', player.user.id, { reason: REASON });

describe('suspending a player', () => {
  it('ends their sessions at once, refuses their login with the reason, and records it', async () => {
    const player = await createPlayer(t);
    expect((await ownProfile(player)).statusCode).toBe(200);
    const answer = await suspendPlayer(t, admin, player, WHY);
    expect(answer.player.suspension).toEqual({ at: t.clock.now().toISOString(), reason: WHY });
    expect(answer.message).toBe(`${player.user.username} is suspended and logged out everywhere.`);

    const old = await ownProfile(player);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    const again = await login(t, player.user.username, player.password);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: REFUSAL });
    // A wrong password says nothing of the suspension.
    expect((await login(t, player.user.username, 'not-the-password')).statusCode).toBe(401);

    const [entry] = await auditEntriesAbout(t, admin, 'player', player.user.id);
    expect(entry).toMatchObject({
      action: 'player.suspend',
      actorId: admin.user.id,
      targetType: 'player',
      targetId: player.user.id,
      before: { suspension: null },
      after: { suspension: { at: answer.player.suspension?.at, reason: WHY } },
      reason: WHY,
      address: '127.0.0.1',
    });
    expect((await playerFileOf(t, admin, player)).profile.suspension).toMatchObject({
      reason: WHY,
    });
    const found = await searchPlayers(t, admin, { q: player.user.username, status: 'suspended' });
    expect(found.items).toEqual([expect.objectContaining({ id: player.user.id, suspended: true })]);

    const twice = await actOnPlayer(t, admin, 'suspend', player.user.id, { reason: REASON });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'ALREADY_SUSPENDED',
      message: `${player.user.username} is suspended already.`,
    });
    expect(await auditEntriesAbout(t, admin, 'player', player.user.id)).toHaveLength(1);
  });

  it('is lifted with a reason: the player logs in again', async () => {
    const player = await createPlayer(t);
    await suspendPlayer(t, admin, player);
    const lifted = await lift(player);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toMatchObject({
      player: { suspension: null },
      message: `${player.user.username}'s suspension is lifted: they can log in again.`,
    });
    const again = await login(t, player.user.username, player.password);
    expect(again.statusCode).toBe(200);
    const [entry] = await auditEntriesAbout(t, admin, 'player', player.user.id);
    expect(entry).toMatchObject({
      action: 'player.lift',
      before: { suspension: { reason: REASON } },
      after: { suspension: null },
      reason: REASON,
    });
    const twice = await lift(player);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'NOT_SUSPENDED',
      message: `${player.user.username} is not suspended.`,
    });
  });

  it('is made once when sent 10 times at once: one entry, the rest 409', async () => {
    const player = await createPlayer(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        actOnPlayer(t, admin, 'suspend', player.user.id, { reason: WHY }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const entries = await auditEntriesAbout(t, admin, 'player', player.user.id);
    expect(entries.map((entry) => entry.action)).toEqual(['player.suspend']);
  });

  it('is never an admin’s own doing', async () => {
    const own = await actOnPlayer(t, admin, 'suspend', admin.user.id, { reason: REASON });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(
      'You cannot suspend your own account. Ask another admin if it must be done.',
    );
    expect((await ownProfile(admin)).statusCode).toBe(200);
    const other = await createPlayer(t, { role: 'ADMIN' });
    await suspendPlayer(t, admin, other);
    expect((await login(t, other.user.username, other.password)).statusCode).toBe(403);
  });
});

describe('a suspended player in the game', () => {
  it('leaves the season board and its counts, and comes back when lifted', async () => {
    const [first, second, third] = [
      await createPlayer(t),
      await createPlayer(t),
      await createPlayer(t),
    ];
    await awardSeasonXp(t, first, 3000);
    await awardSeasonXp(t, second, 2000);
    await awardSeasonXp(t, third, 1000);
    const players = (await board()).json().players as number;
    const top = () =>
      board().then((response) =>
        response
          .json()
          .entries.slice(0, 3)
          .map((entry: { rank: number; username: string }) => [entry.rank, entry.username]),
      );
    expect(await top()).toEqual([
      [1, first.user.username],
      [2, second.user.username],
      [3, third.user.username],
    ]);

    await suspendPlayer(t, admin, second);
    expect(await top()).toEqual([
      [1, first.user.username],
      [2, third.user.username],
    ]);
    expect((await board()).json().players).toBe(players - 1);
    expect((await standing(second)).statusCode).toBe(404);
    expect((await standing(third)).json().current).toMatchObject({
      rank: 2,
      players: players - 1,
    });
    // XP that reaches them meanwhile counts on no board.
    await awardSeasonXp(t, second, 500);
    expect((await standing(third)).json().current).toMatchObject({ rank: 2 });
    expect((await board()).json().players).toBe(players - 1);

    expect((await lift(second)).statusCode).toBe(200);
    expect(await top()).toEqual([
      [1, first.user.username],
      [2, second.user.username],
      [3, third.user.username],
    ]);
    expect((await standing(second)).json().current).toMatchObject({ rank: 2, xp: 2500, players });
    expect((await standing(third)).json().current).toMatchObject({ rank: 3, players });
  });

  it('is not counted eligible for events, and meets no event’s requirements', async () => {
    const player = await createPlayer(t);
    await plantTree(t, player);
    await t.db.execute(sql`update planted_trees set stage = 3 where user_id = ${player.user.id}`);
    await awardSeasonXp(t, player, 300);
    const count = async () =>
      (
        await t.request({
          method: 'GET',
          url: apiRoutes.eligibility.countEligible,
          token: admin.token,
        })
      ).json().count as number;
    const checker = () =>
      t.request({
        method: 'GET',
        url: pathTo(apiRoutes.eligibility.checker, { userId: player.user.id }),
        token: admin.token,
      });
    expect((await checker()).json().eligible).toBe(true);
    const before = await count();
    await suspendPlayer(t, admin, player);
    expect(await count()).toBe(before - 1);
    expect((await checker()).json().eligible).toBe(false);
    await lift(player);
    expect(await count()).toBe(before);
  });

  it('gives up their seats at events not started: the waitlist moves up and is told', async () => {
    const player = await createPlayer(t);
    const waiting = await createPlayer(t);
    const event = await createEvent(t, admin, { capacity: 1 });
    expect((await rsvp(t, event.id, player)).json()).toMatchObject({ status: 'CONFIRMED' });
    expect((await rsvp(t, event.id, waiting)).json()).toMatchObject({ status: 'WAITLISTED' });
    const waitlisted = await t.inbox.next(waiting.user.email);
    expect(waitlisted.subject).toBe(`You're on the waitlist: ${event.name}`);

    const answer = await suspendPlayer(t, admin, player);
    expect(answer.message).toBe(
      `${player.user.username} is suspended and logged out everywhere. ` +
        'Their RSVPs to 1 upcoming event were given up.',
    );
    const seen = (await getEvent(t, event.id, waiting)).json<PlantingEvent>();
    expect(seen).toMatchObject({ seatsLeft: 0, waitlist: 0, rsvp: { status: 'CONFIRMED' } });
    expect((await t.inbox.next(waiting.user.email)).subject).toBe(`A seat is yours: ${event.name}`);
    expect((await noticesOf(t, waiting)).notices[0]).toMatchObject({ kind: 'EVENT_PROMOTED' });
    expect((await playerFileOf(t, admin, player)).rsvps).toEqual([]);

    // Their data stays: the account, its trees and ledgers are all there.
    const file = await playerFileOf(t, admin, player);
    expect(file.profile.coins).toBe(player.user.walletBalance);
    expect(file.walletLedger.total).toBeGreaterThan(0);
  });

  it('keeps a seat at an event already started, whose ticket no longer checks in', async () => {
    const player = await createPlayer(t);
    const startsAt = new Date(t.clock.now().getTime() + 60 * 60 * 1000);
    const event = await createEvent(t, admin, {
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 4 * 60 * 60 * 1000).toISOString(),
      rsvpDeadline: new Date(startsAt.getTime() - 30 * 60 * 1000).toISOString(),
    });
    expect((await rsvp(t, event.id, player)).statusCode).toBe(201);
    const { code } = (await ticketOf(t, event.id, player)).json<{ code: string }>();
    t.clock.advance(2 * 60 * 60 * 1000);
    try {
      const answer = await suspendPlayer(t, await relogin(t, admin), player);
      expect(answer.message).toBe(
        `${player.user.username} is suspended and logged out everywhere.`,
      );
      const refused = await checkIn(t, event.id, await relogin(t, admin), { code });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'ACCOUNT_SUSPENDED',
        message: `${player.user.username}'s account is suspended, so the ticket is not valid. An admin can lift the suspension from Players.`,
      });
    } finally {
      t.clock.advance(-2 * 60 * 60 * 1000);
    }
  });
});
