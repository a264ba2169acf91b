import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { apiRoutes, pathTo, REFERRAL_REWARD, type PlayerActionResult } from '@punla/contract';
import { createPlayer, usePlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';
import { login, profileOf } from '../../../test/factories/accounts.ts';
import { auditEntriesAbout } from '../../../test/factories/audit.ts';
import { createEvent, rsvp } from '../../../test/factories/events.ts';
import { raiseFlag } from '../../../test/factories/fair-play.ts';
import { plantTree } from '../../../test/factories/planted-trees.ts';
import {
  actOnPlayer,
  createGoogleOnlyAccount,
  noticesOfKind,
  playerFileOf,
  REASON,
  searchPlayers,
  searchPlayersAs,
  type PlayerActionRoute,
} from '../../../test/factories/players.ts';
import { applyReferralCode, referralCodeOf } from '../../../test/factories/referrals.ts';
import { createReport } from '../../../test/factories/reports.ts';
import { awardSeasonXp } from '../../../test/factories/seasons.ts';
import { codeFrom } from '../../../test/smtp-inbox.ts';

const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });

const fileUrl = (userId: string) => pathTo(apiRoutes.players.one, { userId });

/** Every route of the area, with a body each action would accept. */
function everyRoute(userId: string) {
  const body = { reason: REASON };
  return [
    { method: 'GET' as const, url: pathTo(apiRoutes.players.search) },
    { method: 'GET' as const, url: fileUrl(userId) },
    { method: 'GET' as const, url: pathTo(apiRoutes.players.walletLedger, { userId }) },
    { method: 'GET' as const, url: pathTo(apiRoutes.players.xpLedger, { userId }) },
    ...(
      [
        ['suspend', body],
        ['lift', body],
        ['rename', { ...body, username: 'renamed_player' }],
        ['adjust', { ...body, coins: 5, idempotencyKey: randomUUID() }],
        ['role', { ...body, role: 'ADMIN' }],
        ['sendVerification', body],
        ['sendPasswordReset', body],
      ] as const
    ).map(([action, payload]) => ({
      method: 'POST' as const,
      url: pathTo(apiRoutes.players[action], { userId }),
      payload,
    })),
  ];
}

describe('who may use the Players area', () => {
  it('refuses a player (403) and a caller without a session (401) on every route', async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    for (const route of everyRoute(other.user.id)) {
      const asPlayer = await t.request({ ...route, token: player.token });
      expect(asPlayer.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(asPlayer.json().message).toBe('Only administrators can do this.');
      expect((await t.request(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    // Nothing was done to the other player.
    expect((await playerFileOf(t, admin, other)).profile).toMatchObject({
      username: other.user.username,
      role: 'USER',
      suspension: null,
      coins: other.user.walletBalance,
    });
  });

  it('answers 404 for an id no account has, on every route', async () => {
    for (const route of everyRoute(randomUUID()).slice(1)) {
      const response = await t.request({ ...route, token: admin.token });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(response.json().message).toBe('There is no player with this id.');
    }
  });
});

describe('the player search', () => {
  it('finds by the start of a username in any case, of an address, or of an id', async () => {
    const player = await createPlayer(t);
    const { id, username, email } = player.user;
    const byName = await searchPlayers(t, admin, { q: username.toUpperCase() });
    expect(byName.items.map((item) => item.id)).toEqual([id]);
    expect(byName).toMatchObject({ page: 1, size: 20, total: 1, totalCapped: false });
    expect(byName.items[0]).toEqual({
      id,
      username,
      email,
      verified: true,
      suspended: false,
      role: 'USER',
      level: 0,
      createdAt: player.user.createdAt,
      lastActiveAt: null,
    });
    expect((await searchPlayers(t, admin, { q: email.slice(0, -3) })).items[0]?.id).toBe(id);
    const byId = await searchPlayers(t, admin, { q: id.slice(0, 13) });
    expect(byId.items.map((item) => item.id)).toContain(id);
    expect((await searchPlayers(t, admin, { q: id.toUpperCase() })).items[0]?.id).toBe(id);
  });

  it('lists the name matches first, then the address matches, then the id matches, page by page', async () => {
    const hex = randomUUID().replaceAll('-', '').slice(0, 10);
    const byName = await createGoogleOnlyAccount(t, { username: `${hex}_name` });
    const byId = await createGoogleOnlyAccount(t, {
      id: `${hex.slice(0, 8)}-${hex.slice(8)}00-4000-8000-000000000000`,
    });
    const byMail = await createPlayer(t);
    await t.db.execute(
      sql`update users set email = ${`${hex}.mail@example.test`} where id = ${byMail.user.id}`,
    );
    const pages = [];
    for (const page of [1, 2, 3]) {
      const found = await searchPlayers(t, admin, { q: hex.toUpperCase(), size: 1, page });
      expect(found).toMatchObject({ total: 3, totalCapped: false });
      pages.push(found.items.map((item) => item.id));
    }
    expect(pages).toEqual([[byName.id], [byMail.user.id], [byId.id]]);
  });

  it('takes _ and % in the text as themselves, not as patterns', async () => {
    const player = await createPlayer(t);
    // uniqueName makes `p<n>_<hex>`: the same start with another character in place of `_`.
    const name = player.user.username;
    const underscore = name.indexOf('_');
    const lookalike = `${name.slice(0, underscore)}x${name.slice(underscore + 1)}`;
    expect((await searchPlayers(t, admin, { q: lookalike })).items).toEqual([]);
    expect((await searchPlayers(t, admin, { q: `${name.slice(0, underscore)}%` })).total).toBe(0);
    expect((await searchPlayers(t, admin, { q: name.slice(0, underscore + 1) })).items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: player.user.id })]),
    );
  });

  it('keeps to unverified accounts, suspended ones or admins, and pages them', async () => {
    const unverified = await createPlayer(t, { verified: false });
    const found = await searchPlayers(t, admin, { status: 'unverified', size: 100 });
    expect(found.items.every((item) => !item.verified)).toBe(true);
    expect(found.items.map((item) => item.id)).toContain(unverified.user.id);
    const admins = await searchPlayers(t, admin, { status: 'admin', size: 100 });
    expect(admins.items.every((item) => item.role === 'ADMIN')).toBe(true);
    expect(admins.items.map((item) => item.id)).toContain(admin.user.id);
    const suspended = await searchPlayers(t, admin, { status: 'suspended' });
    expect(suspended.items.every((item) => item.suspended)).toBe(true);

    const all = await searchPlayers(t, admin, { size: 2 });
    expect(all.items).toHaveLength(2);
    const next = await searchPlayers(t, admin, { size: 2, page: 2 });
    expect(next.items.map((item) => item.id)).not.toContain(all.items[0]?.id);
    expect(all.total).toBeGreaterThanOrEqual(4);
  });

  it('shows when the player last earned XP in play, and their level', async () => {
    const player = await createPlayer(t);
    await awardSeasonXp(t, player, 120);
    const playedAt = t.clock.now().toISOString();
    // An admin's XP an hour later is not the player playing.
    t.clock.advance(60 * 60 * 1000);
    const given = await t.request({
      method: 'POST',
      url: pathTo(apiRoutes.players.adjust, { userId: player.user.id }),
      token: admin.token,
      payload: { xp: 5, reason: 'Prize of the school quiz bee.', idempotencyKey: 'quiz-bee-1' },
    });
    t.clock.advance(-60 * 60 * 1000);
    expect(given.statusCode).toBe(200);
    const [item] = (await searchPlayers(t, admin, { q: player.user.username })).items;
    expect(item).toMatchObject({ level: 1, lastActiveAt: playedAt });
  });

  it('refuses a status it does not know, naming it', async () => {
    const response = await searchPlayersAs(t, admin, { status: 'banned' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('status: status is unverified, suspended or admin.');
  });
});

describe("a player's file", () => {
  it('holds the account, what they own and did, and the first page of each ledger', async () => {
    const referrer = await createPlayer(t);
    const player = await createPlayer(t);
    expect((await applyReferralCode(t, player, await referralCodeOf(t, referrer))).statusCode).toBe(
      200,
    );
    const tree = await plantTree(t, player);
    const event = await createEvent(t, admin);
    expect((await rsvp(t, event.id, player)).statusCode).toBe(201);
    const report = await createReport(t, player);
    const flagId = await raiseFlag(t, player);

    const file = await playerFileOf(t, admin, player);
    expect(file.profile).toMatchObject({
      id: player.user.id,
      username: player.user.username,
      email: player.user.email,
      role: 'USER',
      verified: true,
      hasPassword: true,
      suspension: null,
      coins: (await profileOf(t, player)).walletBalance,
    });
    expect(file.inventory).toMatchObject({ water: 5, fertilizer: 2, streakSavers: 0 });
    // The starter kit's seedling was planted; the referral's welcome gift is left.
    const seedlings = file.inventory.seedlings.reduce((sum, item) => sum + item.quantity, 0);
    expect(seedlings).toBe(REFERRAL_REWARD.newPlayer.commonSeedlings);
    expect(file.trees).toEqual([
      expect.objectContaining({ id: tree.id, stage: 0, stageName: 'Seed', dormant: false }),
    ]);
    expect(file.rsvps).toEqual([
      expect.objectContaining({
        event: { id: event.id, name: event.name, startsAt: event.startsAt },
        status: 'CONFIRMED',
        checkedInAt: null,
      }),
    ]);
    expect(file.realTrees).toEqual([]);
    expect(file.referrals.referredBy).toMatchObject({
      id: referrer.user.id,
      username: referrer.user.username,
    });
    expect(file.referrals.made).toEqual([]);
    expect((await playerFileOf(t, admin, referrer)).referrals.made).toEqual([
      expect.objectContaining({ id: player.user.id, username: player.user.username }),
    ]);
    expect(file.reports).toEqual([
      expect.objectContaining({ id: report.id, type: 'BUG', status: 'NEW' }),
    ]);
    expect(file.notices.map((notice) => notice.kind)).toContain('STARTER_KIT');
    expect(file.openFairPlayFlags.map((flag) => flag.id)).toEqual([flagId]);
    expect(file.walletLedger).toMatchObject({ page: 1, size: 20 });
    expect(file.walletLedger.items[0]?.reason).toBe('referral-welcome');
    expect(file.walletLedger.items.at(-1)).toMatchObject({ amount: 100, reason: 'starter-kit' });
    expect(file.walletLedger.total).toBe(file.walletLedger.items.length);
    expect(file.xpLedger).toMatchObject({ items: [], total: 0 });
  });

  it('shows a pending deletion with its day, not as a suspension with a reason', async () => {
    const player = await createPlayer(t);
    expect((await playerFileOf(t, admin, player)).profile.deletionPendingUntil).toBeNull();
    const deleted = await t.request({
      method: 'POST',
      url: pathTo(apiRoutes.privacy.delete, { userId: player.user.id }),
      token: player.token,
      payload: { password: player.password },
    });
    expect(deleted.statusCode).toBe(202);

    const { profile } = await playerFileOf(t, admin, player);
    expect(profile.deletionPendingUntil).toBe(deleted.json().erasesAt);
    expect(profile.suspension).toMatchObject({ reason: '' });
  });

  it('pages the ledgers, newest first', async () => {
    const player = await createPlayer(t);
    for (const amount of [10, 20, 30]) {
      t.clock.advance(1000);
      await awardSeasonXp(t, player, amount);
    }
    const page = (n: number) =>
      t.request({
        method: 'GET',
        url: pathTo(apiRoutes.players.xpLedger, { userId: player.user.id }, { page: n, size: 2 }),
        token: admin.token,
      });
    const first = (await page(1)).json();
    expect(first).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(first.items.map((entry: { amount: number }) => entry.amount)).toEqual([30, 20]);
    expect((await page(2)).json().items.map((entry: { amount: number }) => entry.amount)).toEqual([
      10,
    ]);
    const wallet = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.players.walletLedger, { userId: player.user.id }, { size: 1 }),
      token: admin.token,
    });
    expect(wallet.json()).toMatchObject({ page: 1, size: 1, total: 1 });
    expect(wallet.json().items[0]).toMatchObject({ amount: 100, balanceAfter: 100 });
  });
});

/** The action as the admin, with its answer. */
async function act(action: PlayerActionRoute, player: TestPlayer, payload: object) {
  return actOnPlayer(t, admin, action, player.user.id, payload);
}

describe('every action asks for a written reason', () => {
  it.each<[PlayerActionRoute, object]>([
    ['suspend', {}],
    ['lift', {}],
    ['rename', { username: 'a_new_name' }],
    ['adjust', { coins: 5, idempotencyKey: 'key-of-a-test' }],
    ['role', { role: 'ADMIN' }],
    ['sendVerification', {}],
    ['sendPasswordReset', {}],
  ])('%s: refuses none (400) and one under 10 characters, naming reason', async (action, body) => {
    const player = await createPlayer(t, { verified: false });
    const missing = await act(action, player, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^reason: /);
    const short = await act(action, player, { ...body, reason: '  too short ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('reason: Write the reason in at least 10 characters.');
    const long = await act(action, player, { ...body, reason: 'x'.repeat(501) });
    expect(long.json().message).toBe('reason: A reason has at most 500 characters.');
    expect(await auditEntriesAbout(t, admin, 'player', player.user.id)).toEqual([]);
  });
});

describe('renaming a player', () => {
  it('gives the new name, tells the player why, and records it', async () => {
    const player = await createPlayer(t);
    const from = player.user.username;
    const to = `${from}_new`;
    const response = await act('rename', player, { username: to, reason: REASON });
    expect(response.statusCode).toBe(200);
    const answer = response.json<PlayerActionResult>();
    expect(answer.player.username).toBe(to);
    expect(answer.message).toBe(`${from} is now ${to}; they were told why.`);
    expect(await noticesOfKind(t, player, 'NAME_CHANGED')).toEqual([
      {
        title: 'Your username was changed',
        body:
          `An admin changed your username from ${from} to ${to}. The reason: ${REASON} ` +
          'Log in with the new name or your e-mail address.',
      },
    ]);
    expect((await login(t, to, player.password)).statusCode).toBe(200);
    expect((await login(t, from, player.password)).statusCode).toBe(401);
    const [entry] = await auditEntriesAbout(t, admin, 'player', player.user.id);
    expect(entry).toMatchObject({
      action: 'player.rename',
      actorId: admin.user.id,
      actorName: admin.user.username,
      targetType: 'player',
      before: { username: from },
      after: { username: to },
      reason: REASON,
      address: '127.0.0.1',
    });
  });

  it('refuses a name another account has in any case (409), or one the rules refuse (400)', async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const taken = await act('rename', player, {
      username: other.user.username.toUpperCase(),
      reason: REASON,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      message: 'This username is taken. Choose another one.',
    });
    const bad = await act('rename', player, { username: 'no spaces!', reason: REASON });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('username: A username may use only letters, digits and _.');
    expect(await noticesOfKind(t, player, 'NAME_CHANGED')).toEqual([]);
    expect(await auditEntriesAbout(t, admin, 'player', player.user.id)).toEqual([]);
  });
});

describe("a player's role", () => {
  it('makes a player an admin, ends their sessions, and records it', async () => {
    const player = await createPlayer(t);
    const response = await act('role', player, { role: 'ADMIN', reason: REASON });
    expect(response.statusCode).toBe(200);
    expect(response.json().player.role).toBe('ADMIN');
    const old = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.accounts.user, { userId: player.user.id }),
      token: player.token,
    });
    expect(old.statusCode).toBe(401);
    const again = await login(t, player.user.username, player.password);
    expect(again.json().user.role).toBe('ADMIN');
    const [entry] = await auditEntriesAbout(t, admin, 'player', player.user.id);
    expect(entry).toMatchObject({
      action: 'player.role',
      before: { role: 'USER' },
      after: { role: 'ADMIN' },
      reason: REASON,
    });
    const same = await act('role', player, { role: 'ADMIN', reason: REASON });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ code: 'ROLE_UNCHANGED' });
  });

  it('lets an admin demote another, never themself', async () => {
    const other = await createPlayer(t, { role: 'ADMIN' });
    const own = await act('role', admin, { role: 'USER', reason: REASON });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(
      'You cannot demote your own account. Ask another admin if it must be done.',
    );
    const demoted = await act('role', other, { role: 'USER', reason: REASON });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().message).toBe(
      `${other.user.username} is a player now; their sessions have ended.`,
    );
    const bad = await act('role', other, { role: 'OWNER', reason: REASON });
    expect(bad.json().message).toBe('role: role is USER or ADMIN.');
  });
});

describe('mails sent again by an admin', () => {
  it('sends an unverified player a new code, and never puts it in the audit log', async () => {
    const player = await createPlayer(t, { verified: false });
    const response = await act('sendVerification', player, { reason: REASON });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      `A new verification code is on its way to ${player.user.email}.`,
    );
    const code = codeFrom(await t.inbox.next(player.user.email));
    const [entry] = await auditEntriesAbout(t, admin, 'player', player.user.id);
    expect(entry).toMatchObject({
      action: 'player.send-verification',
      before: null,
      after: { mail: 'verification', to: player.user.email },
      reason: REASON,
    });
    expect(JSON.stringify(entry)).not.toContain(code);

    const verified = await createPlayer(t);
    const refused = await act('sendVerification', verified, { reason: REASON });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ALREADY_VERIFIED',
      message: `${verified.user.username} has verified their address already.`,
    });
  });

  it('sends a reset code to an account with a password, not to a Google-only one', async () => {
    const player = await createPlayer(t);
    const response = await act('sendPasswordReset', player, { reason: REASON });
    expect(response.statusCode).toBe(200);
    const mail = await t.inbox.next(player.user.email);
    const code = codeFrom(mail);
    const [entry] = await auditEntriesAbout(t, admin, 'player', player.user.id);
    expect(entry).toMatchObject({
      action: 'player.send-password-reset',
      after: { mail: 'password-reset', to: player.user.email },
    });
    expect(JSON.stringify(entry)).not.toContain(code);

    const google = await createGoogleOnlyAccount(t);
    const refused = await actOnPlayer(t, admin, 'sendPasswordReset', google.id, {
      reason: REASON,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'GOOGLE_ONLY_ACCOUNT',
      message: `${google.username} signs in with Google only and has no password to reset.`,
    });
  });

  it('is never stopped by the mail caps, but counts against the mailbox’s day', async () => {
    const player = await createPlayer(t);
    // A mailbox's day is 10 account mails; the admin sends 11.
    for (let i = 0; i < 11; i += 1) {
      expect((await act('sendPasswordReset', player, { reason: REASON })).statusCode).toBe(200);
    }
    await vi.waitFor(async () => {
      const result = await t.db.execute(sql`
        select coalesce(sum(hits), 0)::int as hits from rate_limit_counters
        where key = ${`account-mails-to:${player.user.email}`}`);
      expect((result as unknown as { rows: { hits: number }[] }).rows[0]?.hits).toBe(11);
    });
    const own = await t.request({
      method: 'POST',
      url: apiRoutes.accounts.forgotPassword,
      payload: { email: player.user.email },
    });
    expect(own.statusCode).toBe(429);
    expect(own.json().message).toMatch(/^Too many mails were sent to this address today\./);
  });

  it('gives a name to one of two players renamed to it at once; the other is refused whole', async () => {
    const [first, second] = [await createPlayer(t), await createPlayer(t)];
    const name = `n_${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(
      [first, second].map((player) => act('rename', player, { username: name, reason: REASON })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = answers[0]?.statusCode === 409 ? first : second;
    expect(await noticesOfKind(t, loser!, 'NAME_CHANGED')).toEqual([]);
    expect(await auditEntriesAbout(t, admin, 'player', loser!.user.id)).toEqual([]);
  });
});
