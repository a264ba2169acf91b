import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, DATA_EXPORTS_PER_DAY, pathTo } from '@punla/contract';
import { gameDay } from '../../lib/game-day.ts';
import { checkIn, closeEvent, createEvent, ticketOf } from '../../../test/factories/events.ts';
import { raiseFlag } from '../../../test/factories/fair-play.ts';
import { buyItem, createItem } from '../../../test/factories/marketplace.ts';
import { plantTree, startOfPlayDay, waterTree } from '../../../test/factories/planted-trees.ts';
import { actOnPlayer, REASON } from '../../../test/factories/players.ts';
import { createPost, toggleLike } from '../../../test/factories/posts.ts';
import { claimQuest } from '../../../test/factories/quests.ts';
import { applyReferralCode, referralCodeOf } from '../../../test/factories/referrals.ts';
import { createReport, updateReport } from '../../../test/factories/reports.ts';
import { createPlayer, usePlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';

const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });

const HOUR = 60 * 60 * 1000;

/** Asks for `player`'s data file as `caller` (the player by default; null sends no token). */
function download(player: TestPlayer, caller: TestPlayer | null = player) {
  return t.request({
    method: 'GET',
    url: pathTo(apiRoutes.privacy.export, { userId: player.user.id }),
    ...(caller ? { token: caller.token } : {}),
  });
}

const emailOf = (player: TestPlayer) => player.user.email;

/** A player who has played a little of everything, with a friend they referred. */
async function seasonedPlayer() {
  startOfPlayDay(t);
  const player = await createPlayer(t);
  const friend = await createPlayer(t);
  const tree = await plantTree(t, player);
  expect((await waterTree(t, player, tree.id)).statusCode).toBe(200);
  const item = await createItem(t, admin, { price: 3 });
  expect((await buyItem(t, player, item.id, 2)).statusCode).toBe(200);
  expect((await claimQuest(t, player, 'DAILY_LOGIN')).statusCode).toBe(200);
  const code = await referralCodeOf(t, player);
  expect((await applyReferralCode(t, friend, code)).statusCode).toBe(200);

  // A real event: an RSVP with a guardian's consent, a check-in, then the close's real tree.
  const startsAt = new Date(t.clock.now().getTime() + 2 * HOUR);
  const event = await createEvent(t, admin, {
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3 * HOUR).toISOString(),
    rsvpDeadline: new Date(startsAt.getTime() - HOUR).toISOString(),
  });
  // RSVPs ask the birth year; the guardian's consent is written as a minor's RSVP keeps it.
  await t.db.execute(sql`update users set birth_year = 1990 where id = ${player.user.id}`);
  const rsvpAnswer = await t.request({
    method: 'POST',
    url: pathTo(apiRoutes.events.rsvp, { eventId: event.id, userId: player.user.id }),
    token: player.token,
    payload: {},
  });
  expect(rsvpAnswer.statusCode, rsvpAnswer.body).toBe(201);
  await t.db.execute(sql`
    insert into rsvp_guardians (event_id, user_id, name, relationship, phone, consented_at)
    values (${event.id}, ${player.user.id}, 'Rosa Santos', 'Mother', '0917 123 4567',
      ${t.clock.now()})`);
  const ticket = (await ticketOf(t, event.id, player)).json<{ code: string }>().code;
  expect((await checkIn(t, event.id, admin, { code: ticket })).statusCode).toBe(200);
  t.clock.advance(6 * HOUR);
  expect((await closeEvent(t, event.id, admin, { treesPlanted: 12 })).statusCode).toBe(200);

  const report = await createReport(t, player, { message: 'The map does not load on my tablet.' });
  const reply = 'Thank you! A fix for tablets is out now.';
  expect((await updateReport(t, admin, report.id, { status: 'RESOLVED', reply })).statusCode).toBe(
    200,
  );
  const post = await createPost(t, admin);
  expect((await toggleLike(t, post.id, player)).statusCode).toBe(200);
  await raiseFlag(t, player, { related: friend, evidence: { friendEmail: emailOf(friend) } });
  const adjusted = await actOnPlayer(t, admin, 'adjust', player.user.id, {
    reason: REASON,
    idempotencyKey: randomUUID(),
    coins: 25,
  });
  expect(adjusted.statusCode).toBe(200);
  return { player, friend, tree, item, event, ticket, reply, post };
}

describe('download my data', () => {
  it('gives the player everything kept about them, other players by username only', async () => {
    const { player, friend, tree, item, event, ticket, reply, post } = await seasonedPlayer();
    const response = await download(player);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const day = gameDay(t.clock.now(), t.config.gameTimeZone);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="punla-data-${player.user.username}-${day}.json"`,
    );
    // Readable by a person: indented, one field a line.
    expect(response.body).toMatch(/^\{\n {2}"about": \{\n {4}"title": "Your data from Punla",/);
    const data = response.json();
    expect(Object.keys(data)).toEqual([
      'about',
      'profile',
      'signInMethods',
      'pendingEmailChange',
      'inventory',
      'trees',
      'purchases',
      'walletLedger',
      'xpLedger',
      'quests',
      'referrals',
      'seasons',
      'events',
      'reports',
      'postsLiked',
      'notices',
      'reminders',
      'daysPlayed',
      'fairPlayReviews',
      'adminActionsOnYourAccount',
    ]);
    expect(data.about).toMatchObject({
      player: player.user.username,
      downloadedAt: t.clock.now().toISOString(),
    });
    expect(data.profile).toMatchObject({
      id: player.user.id,
      username: player.user.username,
      email: player.user.email,
      role: 'player',
      verified: true,
      verifiedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      birthYear: 1990,
      createdAt: player.user.createdAt,
      tourCompleted: false,
      referralCode: expect.any(String),
      suspension: null,
      deletion: null,
    });
    expect(data.signInMethods).toEqual({ password: true, google: false });
    expect(data.pendingEmailChange).toBeNull();
    expect(data.inventory.resources).toMatchObject({ water: 6, fertilizer: 2 });
    expect(data.inventory.seedlings).toEqual([
      expect.objectContaining({ species: 'Narra', quantity: 0 }),
    ]);
    expect(data.trees.planted).toEqual([
      expect.objectContaining({ id: tree.id, species: 'Narra', stage: 'Seed', growthPoints: 10 }),
    ]);
    expect(data.trees.careHistory).toEqual([
      { action: 'watered', treeId: tree.id, xp: 5, at: expect.any(String) },
    ]);
    expect(data.purchases).toEqual([
      expect.objectContaining({ item: item.name, kind: 'water', quantity: 2, coins: 6 }),
    ]);
    expect(data.walletLedger.map((entry: { reason: string }) => entry.reason)).toEqual(
      expect.arrayContaining(['starter-kit', 'purchase', 'quest', 'admin-adjustment']),
    );
    expect(data.walletLedger.at(-1)).toMatchObject({ coins: 25, balanceAfter: expect.any(Number) });
    expect(data.xpLedger.map((entry: { reason: string }) => entry.reason)).toEqual(
      expect.arrayContaining(['water', 'quest']),
    );
    expect(data.quests).toEqual([
      expect.objectContaining({
        quest: 'DAILY_LOGIN',
        loginStreak: 1,
        claimedAt: expect.any(String),
      }),
    ]);
    expect(data.referrals).toMatchObject({
      yourCode: data.profile.referralCode,
      codeYouUsed: null,
      referredBy: null,
      playersYouReferred: [
        { username: friend.user.username, joinedWithYourCodeAt: expect.any(String) },
      ],
    });
    expect(data.events.rsvps).toEqual([
      expect.objectContaining({
        event: event.name,
        status: 'seat',
        ticketCode: ticket,
        checkedInAt: expect.any(String),
        guardianConsent: {
          name: 'Rosa Santos',
          relationship: 'Mother',
          phone: '0917 123 4567',
          consentedAt: expect.any(String),
        },
      }),
    ]);
    expect(data.events.realTrees).toEqual([
      expect.objectContaining({ event: event.name, recordedAt: expect.any(String) }),
    ]);
    expect(data.reports).toEqual([
      expect.objectContaining({
        type: 'bug',
        message: 'The map does not load on my tablet.',
        status: 'resolved',
        reply,
        repliedAt: expect.any(String),
      }),
    ]);
    expect(data.postsLiked).toEqual([{ post: post.title, likedAt: expect.any(String) }]);
    const noticeKinds = data.notices.map((notice: { kind: string }) => notice.kind);
    expect(noticeKinds).toEqual(expect.arrayContaining(['REAL_TREE', 'ACCOUNT_ADJUSTED']));
    expect(data.reminders).toEqual({ emailReminders: false, mailsSent: [] });
    expect(data.fairPlayReviews).toEqual([
      {
        kind: 'REFERRAL_SAME_NETWORK',
        status: 'open',
        raisedAt: expect.any(String),
        reviewedAt: null,
      },
    ]);
    expect(data.adminActionsOnYourAccount).toEqual([
      expect.objectContaining({ action: 'event.check-in', at: expect.any(String) }),
      expect.objectContaining({ action: 'player.adjust', reason: REASON, at: expect.any(String) }),
    ]);

    // The friend is there by username only; no admin's identity either.
    expect(response.body).not.toContain(friend.user.email);
    expect(response.body).not.toContain(friend.user.id);
    expect(response.body).not.toContain(admin.user.email);
    expect(response.body).not.toContain(admin.user.id);
    // Never a secret.
    const stored = await t.db.execute(
      sql`select password_hash as "hash" from users where id = ${player.user.id}`,
    );
    const { hash } = (stored as unknown as { rows: { hash: string }[] }).rows[0]!;
    expect(response.body).not.toContain(hash);
    expect(response.body).not.toMatch(/"(passwordHash|googleSubject|tokenVersion|codeHash)"/);

    // The friend's file names the player as who referred them, by username.
    const theirs = (await download(friend)).json();
    expect(theirs.referrals.referredBy).toMatchObject({
      username: player.user.username,
      codeUsed: data.profile.referralCode,
    });
    expect(JSON.stringify(theirs)).not.toContain(player.user.email);
  });

  it("refuses another player's file, an admin's too, and a request without a session", async () => {
    const [player, other] = [await createPlayer(t), await createPlayer(t)];
    const byOther = await download(player, other);
    expect(byOther.statusCode).toBe(403);
    const byAdmin = await download(player, admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(
      'You can download only your own data. Each player downloads theirs from their own Profile.',
    );
    expect((await download(player, null)).statusCode).toBe(401);
    // The refusals did not count against the player's downloads.
    for (let i = 0; i < DATA_EXPORTS_PER_DAY; i += 1) {
      expect((await download(player)).statusCode).toBe(200);
    }
    // An admin downloads their own file.
    const own = await download(admin);
    expect(own.statusCode).toBe(200);
    expect(own.json().profile).toMatchObject({ username: admin.user.username, role: 'admin' });
  });

  it('gives 3 files a day, and says when the next one can be downloaded', async () => {
    t.clock.set(new Date('2026-07-01T19:00:00Z'));
    const player = await createPlayer(t);
    for (let i = 0; i < DATA_EXPORTS_PER_DAY; i += 1) {
      expect((await download(player)).statusCode).toBe(200);
    }
    const fourth = await download(player);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message:
        'You have downloaded your data 3 times today, the most a day allows. You can download it again in 5 hours.',
    });
    expect(fourth.headers['retry-after']).toBe(String(5 * 60 * 60));
    t.clock.advance(5 * HOUR);
    expect((await download(player)).statusCode).toBe(200);
  });

  it('gives exactly 3 of 6 downloads asked for at once', async () => {
    const player = await createPlayer(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => download(player)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    for (const answer of answers.filter((a) => a.statusCode === 200)) {
      expect(answer.json().profile.username).toBe(player.user.username);
    }
  });

  it('writes a long ledger whole, batch after batch', async () => {
    const player = await createPlayer(t);
    await t.db.execute(sql`
      insert into notifications (user_id, kind, ref, title, body, created_at)
      select ${player.user.id}, 'STAGE_UP', 'bulk-' || n, 'Notice ' || n, 'Body ' || n,
        ${t.clock.now()}
      from generate_series(1, 600) n`);
    const data = (await download(player)).json();
    const titles = data.notices
      .map((notice: { title: string }) => notice.title)
      .filter((title: string) => title.startsWith('Notice '));
    expect(titles).toHaveLength(600);
    expect(new Set(titles).size).toBe(600);
    expect(titles.at(0)).toBe('Notice 1');
    expect(titles.at(-1)).toBe('Notice 600');
  });
});
