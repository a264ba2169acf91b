import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  apiRoutes,
  KEEP_TOKEN_TTL_MINUTES,
  pathTo,
  type PlantingEvent,
} from '@punla/contract';
import { createPlayer, usePlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';
import { login } from '../../../test/factories/accounts.ts';
import { auditEntriesAbout } from '../../../test/factories/audit.ts';
import { createEvent, getEvent, rsvp } from '../../../test/factories/events.ts';
import { buyItem, createItem } from '../../../test/factories/marketplace.ts';
import { claimQuest } from '../../../test/factories/quests.ts';
import { noticesOf } from '../../../test/factories/notifications.ts';
import { actOnPlayer, REASON } from '../../../test/factories/players.ts';
import { awardSeasonXp } from '../../../test/factories/seasons.ts';

const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });

const DAY_MS = 24 * 60 * 60 * 1000;

function deleteAccount(caller: TestPlayer, payload: object, userId = caller.user.id) {
  return t.request({
    method: 'POST',
    url: pathTo(apiRoutes.privacy.delete, { userId }),
    token: caller.token,
    payload,
  });
}
function keep(userId: string, token: string) {
  return t.request({
    method: 'POST',
    url: pathTo(apiRoutes.privacy.keep, { userId }),
    token,
  });
}
function ownProfile(userId: string, token: string) {
  return t.request({ method: 'GET', url: pathTo(apiRoutes.accounts.user, { userId }), token });
}
const standing = (player: TestPlayer) =>
  t.request({
    method: 'GET',
    url: pathTo(apiRoutes.leaderboard.player, { userProfileId: player.user.id }),
  });

describe('deleting my account', () => {
  it('ends every session, refuses the login with an offer to keep it, and keeps it', async () => {
    const player = await createPlayer(t);
    await awardSeasonXp(t, player, 400);
    expect((await standing(player)).statusCode).toBe(200);

    const answer = await deleteAccount(player, { password: player.password });
    expect(answer.statusCode).toBe(202);
    const erasesAt = new Date(t.clock.now().getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
    expect(answer.json()).toEqual({
      erasesAt: erasesAt.toISOString(),
      message: expect.stringMatching(
        /^Your account will be deleted on \w+ \d+, \d{4}\. You are logged out everywhere\. Until then, log in with your password to keep it\.$/,
      ),
    });
    expect((await ownProfile(player.user.id, player.token)).statusCode).toBe(401);
    expect((await standing(player)).statusCode).toBe(404);

    const pending = await login(t, player.user.username, player.password);
    expect(pending.statusCode).toBe(409);
    const body = pending.json();
    expect(body).toMatchObject({
      code: 'DELETION_PENDING',
      erasesAt: erasesAt.toISOString(),
      keepToken: expect.any(String),
    });
    expect(body.message).toMatch(
      /^This account is set to be deleted on .+\. Keep it to go on playing\.$/,
    );
    // The keep token opens nothing else, and only its own account.
    expect((await ownProfile(player.user.id, body.keepToken)).statusCode).toBe(401);
    expect((await keep(admin.user.id, body.keepToken)).statusCode).toBe(403);
    expect((await keep(player.user.id, admin.token)).statusCode).toBe(401);
    // A wrong password learns nothing about the deletion.
    const wrong = await login(t, player.user.username, 'not-the-password');
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(wrong.json().keepToken).toBeUndefined();

    const kept = await keep(player.user.id, body.keepToken);
    expect(kept.statusCode).toBe(200);
    const session = kept.json();
    expect((await ownProfile(player.user.id, session.token)).statusCode).toBe(200);
    expect((await standing(player)).json().current).toMatchObject({ xp: 400 });
    expect((await login(t, player.user.username, player.password)).statusCode).toBe(200);
    // Kept once: the token keeps nothing more.
    expect((await keep(player.user.id, body.keepToken)).json()).toMatchObject({
      code: 'NOT_PENDING_DELETION',
    });
    // And a kept account is erased by no later run.
    t.clock.advance((ACCOUNT_DELETION_GRACE_DAYS + 1) * DAY_MS);
    await t.app.runDailyLoop();
    expect((await login(t, player.user.username, player.password)).statusCode).toBe(200);
  });

  it('gives a keep token that lasts 15 minutes', async () => {
    const player = await createPlayer(t);
    await deleteAccount(player, { password: player.password });
    const { keepToken } = (await login(t, player.user.username, player.password)).json();
    t.clock.advance(KEEP_TOKEN_TTL_MINUTES * 60_000);
    const late = await keep(player.user.id, keepToken);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('TOKEN_EXPIRED');
    // A new login gives a new one.
    const fresh = (await login(t, player.user.username, player.password)).json();
    expect((await keep(player.user.id, fresh.keepToken)).statusCode).toBe(200);
  });

  it('refuses a wrong or missing password, changing nothing', async () => {
    const player = await createPlayer(t);
    const wrong = await deleteAccount(player, { password: 'Wrong-password-1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'That password is not correct, so nothing was deleted.',
    });
    const missing = await deleteAccount(player, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/password/);
    const wrongType = await deleteAccount(player, { password: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect((await ownProfile(player.user.id, player.token)).statusCode).toBe(200);
    expect((await login(t, player.user.username, player.password)).statusCode).toBe(200);
  });

  it('asks an account that signs in with Google only to type its username', async () => {
    // A player whose only way in is Google: no password to give.
    const caller = await createPlayer(t);
    await t.db.execute(sql`update users set password_hash = null where id = ${caller.user.id}`);
    const account = caller.user;
    const refused = await deleteAccount(caller, { confirm: 'someone-else' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      `confirm: Type your username, ${account.username}, to confirm that you want your account deleted.`,
    );
    const done = await deleteAccount(caller, { confirm: account.username.toUpperCase() });
    expect(done.statusCode).toBe(202);
    expect(done.json().message).toMatch(/ Until then, log in with Google to keep it\.$/);
  });

  it('is only for the account itself, or an admin with a reason on the record', async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const stranger = await deleteAccount(other, { password: other.password }, player.user.id);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('You can only delete your own account.');

    const noReason = await deleteAccount(admin, {}, player.user.id);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/^reason: /);

    const byAdmin = await deleteAccount(admin, { reason: REASON }, player.user.id);
    expect(byAdmin.statusCode).toBe(202);
    expect(byAdmin.json().message).toMatch(
      new RegExp(
        `^${player.user.username}'s account will be erased on .+, and they are logged out everywhere\\.$`,
      ),
    );
    const [entry] = await auditEntriesAbout(t, admin, 'player', player.user.id);
    expect(entry).toMatchObject({ action: 'player.delete', reason: REASON });

    const again = await deleteAccount(admin, { reason: REASON }, player.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DELETION_PENDING');
    // Out of play until the player keeps it: an admin's lift cannot bring them back.
    const lift = await actOnPlayer(t, admin, 'lift', player.user.id, { reason: REASON });
    expect(lift.statusCode).toBe(409);
    expect(lift.json().message).toBe(
      `${player.user.username}'s account is set to be deleted: only they can keep it, by logging in before it is erased.`,
    );
  });

  it('lets an admin suspend an account set to be deleted: the suspension decides its logins', async () => {
    const player = await createPlayer(t);
    await awardSeasonXp(t, player, 300);
    const players = async () =>
      (
        await t.request({
          method: 'GET',
          url: pathTo(apiRoutes.leaderboard.season, { season: 'current' }),
        })
      ).json().players as number;
    const before = await players();
    await deleteAccount(player, { password: player.password });
    expect(await players()).toBe(before - 1);
    const suspended = await actOnPlayer(t, admin, 'suspend', player.user.id, { reason: REASON });
    expect(suspended.statusCode).toBe(200);
    // Counted out once, not twice.
    expect(await players()).toBe(before - 1);
    const refused = await login(t, player.user.username, player.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect(refused.json().keepToken).toBeUndefined();
  });

  it('never leaves the game without an admin who can sign in', async () => {
    // The game's first admin (made at start) is out of play for this test: one admin is left.
    const others = sql`role = 'ADMIN' and id <> ${admin.user.id}`;
    await t.db.execute(sql`update users set suspended_at = now() where ${others}`);
    const refused = await deleteAccount(admin, { password: admin.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'LAST_ADMIN',
      message:
        'You are the last admin who can sign in: make another admin first, then delete your account.',
    });
    expect((await ownProfile(admin.user.id, admin.token)).statusCode).toBe(200);
    await t.db.execute(sql`update users set suspended_at = null where ${others}`);
  });

  it('gives up their seats at once: the waitlist moves up and is told', async () => {
    const player = await createPlayer(t);
    const waiting = await createPlayer(t);
    const event = await createEvent(t, admin, { capacity: 1 });
    expect((await rsvp(t, event.id, player)).json()).toMatchObject({ status: 'CONFIRMED' });
    expect((await rsvp(t, event.id, waiting)).json()).toMatchObject({ status: 'WAITLISTED' });
    await t.inbox.next(waiting.user.email);

    const answer = await deleteAccount(player, { password: player.password });
    expect(answer.json().message).toMatch(/ Your RSVPs to 1 upcoming event were given up\.$/);
    const seen = (await getEvent(t, event.id, waiting)).json<PlantingEvent>();
    expect(seen).toMatchObject({ seatsLeft: 0, waitlist: 0, rsvp: { status: 'CONFIRMED' } });
    expect((await t.inbox.next(waiting.user.email)).subject).toBe(`A seat is yours: ${event.name}`);
    expect((await noticesOf(t, waiting)).notices[0]).toMatchObject({ kind: 'EVENT_PROMOTED' });
  });

  it('raced with purchases, a claim and RSVPs, leaves each whole or undone', async () => {
    const item = await createItem(t, admin, { price: 5 });
    for (let round = 0; round < 3; round += 1) {
      const player = await createPlayer(t);
      const events = [await createEvent(t, admin), await createEvent(t, admin)];
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, () => buyItem(t, player, item.id, 1)),
        claimQuest(t, player, 'DAILY_LOGIN'),
        ...events.map((event) => rsvp(t, event.id, player)),
        deleteAccount(player, { password: player.password }),
      ]);
      expect(answers.at(-1)?.statusCode).toBe(202);
      for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
      // The wallet is its ledger, whatever went through; no seat is held by the account.
      const [wallet] = (
        (await t.db.execute(sql`
          select u.coin_balance as balance,
            (select coalesce(sum(amount), 0)::int from wallet_ledger w where w.user_id = u.id) as ledger
          from users u where u.id = ${player.user.id}`)) as unknown as {
          rows: { balance: number; ledger: number }[];
        }
      ).rows;
      expect(wallet?.balance).toBe(wallet?.ledger);
      const seats = (await t.db.execute(
        sql`select count(*)::int as n from event_rsvps where user_id = ${player.user.id}`,
      )) as unknown as { rows: { n: number }[] };
      expect(seats.rows[0]?.n).toBe(0);
      for (const event of events) {
        const seen = (await getEvent(t, event.id, admin)).json<PlantingEvent>();
        expect(seen.seatsLeft).toBe(event.seatsLeft);
      }
    }
  });
});
