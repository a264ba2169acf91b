import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, type FairPlayFlag } from '@punla/contract';
import { createPlayer, usePlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';
import { createEvent, rsvp } from '../../../test/factories/events.ts';
import { plantTree } from '../../../test/factories/planted-trees.ts';
import {
  listFlags,
  raiseFlag,
  reviewFlag,
  setSignupOrigin,
} from '../../../test/factories/fair-play.ts';
import { applyReferralCode, referralCodeOf } from '../../../test/factories/referrals.ts';

const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });
const HOUR = 60 * 60 * 1000;

async function flagsOf(player: TestPlayer) {
  const result = await t.db.execute(
    sql`select kind, ref, related_user_id as "relatedUserId", status, evidence
        from fair_play_flags where user_id = ${player.user.id} order by kind`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

async function allFlags(query: Record<string, string> = {}): Promise<FairPlayFlag[]> {
  const response = await listFlags(t, admin, { size: '100', ...query });
  expect(response.statusCode).toBe(200);
  return response.json().items;
}

const eligibility = (player: TestPlayer) =>
  t.request({
    method: 'GET',
    url: pathTo(apiRoutes.eligibility.checker, { userId: player.user.id }),
    token: player.token,
  });

const reason = 'Checked with the school: two siblings on one laptop.';

describe('referral clusters are flagged when a code is applied', () => {
  it('flags a referee made from the referrer’s network and browser within a day, with the referrer', async () => {
    const referrer = await createPlayer(t);
    const referee = await createPlayer(t);
    const now = t.clock.now();
    await setSignupOrigin(t, referrer, { network: 'net-a', device: 'dev-a' });
    await setSignupOrigin(t, referee, {
      network: 'net-a',
      device: 'dev-a',
      createdAt: new Date(now.getTime() + 3 * HOUR),
    });
    const applied = await applyReferralCode(t, referee, await referralCodeOf(t, referrer));
    expect(applied.statusCode).toBe(200);
    const flags = await flagsOf(referee);
    expect(flags).toEqual([
      expect.objectContaining({
        kind: 'REFERRAL_SAME_DEVICE',
        relatedUserId: referrer.user.id,
        status: 'open',
        evidence: { hoursApart: 3, side: 'referee' },
      }),
      expect.objectContaining({ kind: 'REFERRAL_SAME_NETWORK', relatedUserId: referrer.user.id }),
    ]);
    // The referrer, whom a second account would pay, waits for the review as well.
    expect(await flagsOf(referrer)).toEqual([
      expect.objectContaining({
        kind: 'REFERRAL_SAME_DEVICE',
        relatedUserId: referee.user.id,
        evidence: { hoursApart: 3, side: 'referrer' },
      }),
      expect.objectContaining({ kind: 'REFERRAL_SAME_NETWORK', relatedUserId: referee.user.id }),
    ]);
    expect((await eligibility(referrer)).json().review).toMatchObject({ state: 'pending' });
    const listed = await allFlags();
    const wordsOf = (id: string) =>
      listed
        .filter((f) => f.player.id === id)
        .map((f) => f.evidence)
        .sort();
    const [from, to] = [referrer.user.username, referee.user.username];
    expect(wordsOf(referee.user.id)).toEqual([
      `Joined with ${from}'s code, from the same browser as ${from}'s account, made 3 h apart.`,
      `Joined with ${from}'s code, from the same network as ${from}'s account, made 3 h apart.`,
    ]);
    expect(wordsOf(referrer.user.id)).toEqual([
      `Brought ${to} with their code; ${to}'s account was made from the same browser, 3 h apart.`,
      `Brought ${to} with their code; ${to}'s account was made from the same network, 3 h apart.`,
    ]);
  });

  it('does not flag other networks, accounts made more than a day apart, or accounts without hashes', async () => {
    const referrer = await createPlayer(t);
    await setSignupOrigin(t, referrer, { network: 'net-b', device: 'dev-b' });
    const code = await referralCodeOf(t, referrer);
    const elsewhere = await createPlayer(t);
    await setSignupOrigin(t, elsewhere, { network: 'net-c', device: 'dev-c' });
    const later = await createPlayer(t);
    await setSignupOrigin(t, later, {
      network: 'net-b',
      device: 'dev-b',
      createdAt: new Date(t.clock.now().getTime() + 25 * HOUR),
    });
    const unknown = await createPlayer(t);
    for (const player of [elsewhere, later, unknown]) {
      expect((await applyReferralCode(t, player, code)).statusCode).toBe(200);
      expect(await flagsOf(player)).toEqual([]);
    }
  });
});

describe('an open flag holds event eligibility until a review', () => {
  it('says so calmly, refuses an RSVP that needs eligibility, and lets an open event through', async () => {
    const player = await createPlayer(t);
    await plantTree(t, player);
    const flagId = await raiseFlag(t, player);
    const check = (await eligibility(player)).json();
    expect(check.eligible).toBe(false);
    expect(check.review).toEqual({
      state: 'pending',
      message:
        'Your account is being reviewed, as we do from time to time to keep the events fair. Your eligibility will show again once the review is done; you can keep playing meanwhile.',
    });
    const gated = await createEvent(t, admin, { minStage: 'Seed', minSeasonXp: 0 });
    const refused = await rsvp(t, gated.id, player);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_UNDER_REVIEW',
      message:
        'Your account is being reviewed, as we do from time to time to keep the events fair. You can RSVP once the review is done.',
    });
    const open = await createEvent(t, admin);
    expect((await rsvp(t, open.id, player)).statusCode).toBe(201);

    expect((await reviewFlag(t, admin, flagId, { decision: 'clear', reason })).statusCode).toBe(
      200,
    );
    expect((await eligibility(player)).json().review).toBeNull();
    expect((await rsvp(t, gated.id, player)).statusCode).toBe(201);
  });

  it('stays closed once a flag is confirmed', async () => {
    const player = await createPlayer(t);
    const flagId = await raiseFlag(t, player, { kind: 'REFERRAL_SAME_DEVICE' });
    const confirmed = await reviewFlag(t, admin, flagId, { decision: 'confirm', reason });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      id: flagId,
      status: 'confirmed',
      review: { by: admin.user.username, reason },
    });
    const check = (await eligibility(player)).json();
    expect(check).toMatchObject({ eligible: false, review: { state: 'confirmed' } });
    const gated = await createEvent(t, admin, { minStage: 'Seed', minSeasonXp: 0 });
    const refused = await rsvp(t, gated.id, player);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_UNDER_REVIEW',
      message: 'After a review, your account cannot take part in planting events.',
    });
  });
});

describe('the admins’ list of flags', () => {
  it('lists open flags first with usernames and evidence in words, filters and pages, and counts them on the dashboard', async () => {
    const first = await createPlayer(t);
    const second = await createPlayer(t);
    await raiseFlag(t, second, {
      kind: 'SHARED_MAILBOX',
      ref: `mailbox-${second.user.id}`,
      related: first,
      evidence: { accounts: 2, foundBy: 'migration' },
    });
    const reviewed = await raiseFlag(t, first);
    await reviewFlag(t, admin, reviewed, { decision: 'clear', reason });

    const items = await allFlags();
    const firstReviewed = items.findIndex((f) => f.status !== 'open');
    expect(items.slice(0, firstReviewed).every((f) => f.status === 'open')).toBe(true);
    expect(items.slice(firstReviewed).every((f) => f.status !== 'open')).toBe(true);
    expect(
      items.find((f) => f.kind === 'SHARED_MAILBOX' && f.player.id === second.user.id),
    ).toEqual({
      id: expect.any(Number),
      kind: 'SHARED_MAILBOX',
      status: 'open',
      player: { id: second.user.id, username: second.user.username },
      related: { id: first.user.id, username: first.user.username },
      evidence: `Shares a mailbox with ${first.user.username} (2 accounts on one mailbox).`,
      createdAt: expect.any(String),
      review: null,
    });
    const cleared = await allFlags({ status: 'cleared' });
    expect(cleared.every((f) => f.status === 'cleared')).toBe(true);
    expect(cleared.find((f) => f.id === reviewed)?.review).toMatchObject({
      by: admin.user.username,
      reason,
    });

    const page = await listFlags(t, admin, { size: '1', page: '2' });
    expect(page.json()).toMatchObject({ page: 2, size: 1, items: [expect.any(Object)] });
    const open = page.json().open as number;
    expect(open).toBe(items.filter((f) => f.status === 'open').length);
    const dashboard = await t.request({
      method: 'GET',
      url: apiRoutes.dashboard.admin,
      token: admin.token,
    });
    expect(dashboard.json().openFairPlayFlags).toBe(open);
  });

  it('refuses players, callers without a token and bad queries', async () => {
    const player = await createPlayer(t);
    expect((await listFlags(t, player)).statusCode).toBe(403);
    const anonymous = await t.request({ method: 'GET', url: apiRoutes.fairPlay.flags });
    expect(anonymous.statusCode).toBe(401);
    const badStatus = await listFlags(t, admin, { status: 'pending' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe('status: status is open, cleared or confirmed.');
    expect((await listFlags(t, admin, { page: '0' })).statusCode).toBe(400);
  });
});

describe('reviewing a flag', () => {
  it('is once: a second review is 409, an unknown flag 404', async () => {
    const player = await createPlayer(t);
    const flagId = await raiseFlag(t, player);
    const cleared = await reviewFlag(t, admin, flagId, {
      decision: 'clear',
      reason: `  ${reason} `,
    });
    expect(cleared.json()).toMatchObject({ status: 'cleared', review: { reason } });
    const again = await reviewFlag(t, admin, flagId, { decision: 'confirm', reason });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_REVIEWED',
      message: 'This flag has already been reviewed: it is cleared.',
    });
    const unknown = await reviewFlag(t, admin, 2_000_000_000, { decision: 'clear', reason });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no flag with this id.');
  });

  it('refuses bad input with a message, and players', async () => {
    const player = await createPlayer(t);
    const flagId = await raiseFlag(t, player);
    const short = await reviewFlag(t, admin, flagId, { decision: 'clear', reason: 'ok fine' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('reason: Write the reason in at least 10 characters.');
    const decision = await reviewFlag(t, admin, flagId, { decision: 'maybe', reason });
    expect(decision.json().message).toBe('decision: decision is clear or confirm.');
    const types = await reviewFlag(t, admin, flagId, { decision: 'clear', reason: 1234567890 });
    expect(types.statusCode).toBe(400);
    expect(
      (await reviewFlag(t, admin, flagId, { decision: 'clear', reason, extra: 1 })).statusCode,
    ).toBe(400);
    expect((await reviewFlag(t, admin, 'abc', { decision: 'clear', reason })).statusCode).toBe(400);
    expect((await reviewFlag(t, admin, flagId, {})).statusCode).toBe(400);
    expect((await reviewFlag(t, player, flagId, { decision: 'clear', reason })).statusCode).toBe(
      403,
    );
    const anonymous = await t.request({
      method: 'POST',
      url: pathTo(apiRoutes.fairPlay.review, { flagId }),
      payload: { decision: 'clear', reason },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await flagsOf(player)).toEqual([expect.objectContaining({ status: 'open' })]);
  });

  it('records one of 10 reviews sent at once; the others are 409', async () => {
    const player = await createPlayer(t);
    const flagId = await raiseFlag(t, player);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        reviewFlag(t, admin, flagId, {
          decision: i % 2 ? 'clear' : 'confirm',
          reason: `${reason} (${i})`,
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const winner = responses.find((r) => r.statusCode === 200)?.json() as FairPlayFlag;
    const [row] = await flagsOf(player);
    expect(row?.status).toBe(winner.status);
  });
});

describe('referrers whose friends never play', () => {
  // A database of its own: the clock moves two weeks on.
  const n = useTestApp();

  it('are flagged by the daily loop once 5 friends older than 14 days never played, once', async () => {
    const referrer = await createPlayer(n);
    const quiet = await createPlayer(n);
    const code = await referralCodeOf(n, referrer);
    const quietCode = await referralCodeOf(n, quiet);
    for (let i = 0; i < 5; i += 1) {
      expect((await applyReferralCode(n, await createPlayer(n), code)).statusCode).toBe(200);
    }
    for (let i = 0; i < 4; i += 1) {
      expect((await applyReferralCode(n, await createPlayer(n), quietCode)).statusCode).toBe(200);
    }
    await n.app.runDailyLoop();
    const flagsOfIn = async (player: TestPlayer) =>
      (
        (await n.db.execute(
          sql`select kind, ref, evidence from fair_play_flags where user_id = ${player.user.id}`,
        )) as unknown as { rows: Record<string, unknown>[] }
      ).rows;
    expect(await flagsOfIn(referrer)).toEqual([]);
    n.clock.advance(15 * 24 * HOUR);
    expect((await n.app.runDailyLoop()).idleReferralFlags).toBe(1);
    expect(await flagsOfIn(referrer)).toEqual([
      {
        kind: 'REFERRALS_NEVER_PLAY',
        ref: 'idle:5',
        evidence: { idle: 5, referees: 5, olderThanDays: 14, oldestDays: 15 },
      },
    ]);
    expect(await flagsOfIn(quiet)).toEqual([]);
    expect((await n.app.runDailyLoop()).idleReferralFlags).toBe(0);
  });
});
