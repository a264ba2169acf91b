import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, type AuthResponse, type Dashboard } from '@punla/contract';
import { login, signUpPlayer, verifyEmail } from '../../../test/factories/accounts.ts';
import {
  checkIn,
  closeEvent,
  createEvent,
  recordSurvival,
  rsvp,
  ticketOf,
} from '../../../test/factories/events.ts';
import { plantTree, setGrowth } from '../../../test/factories/planted-trees.ts';
import { claimQuest } from '../../../test/factories/quests.ts';
import { startSmtpInbox } from '../../../test/smtp-inbox.ts';
import {
  createPlayer,
  createTestApp,
  useTestApp,
  type TestApp,
  type TestPlayer,
} from '../../../test/test-app.ts';

// Whether players come back: the daily rollups of activity_days and daily_totals, over several
// game days of the test clock (docs/decisions/038-daily-rollups-for-the-dashboard.md). Each
// describe has a database of its own, so the figures are exactly what it put in.

async function dashboardOf(t: TestApp, admin: TestPlayer): Promise<Dashboard> {
  const response = await t.request({
    method: 'GET',
    url: apiRoutes.dashboard.admin,
    token: admin.token,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Dashboard>();
}

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Ten past midnight in Manila of the game day after `day` (16:10 UTC of `day`). */
function justAfter(t: TestApp, day: string) {
  t.clock.set(new Date(`${day}T16:10:00Z`));
}

/** 10:00 in Manila of the game day `day`. */
function morningOf(t: TestApp, day: string) {
  t.clock.set(new Date(`${day}T02:00:00Z`));
}

async function playToday(t: TestApp, player: TestPlayer) {
  const claim = await claimQuest(t, player, 'DAILY_LOGIN');
  expect(claim.statusCode).toBe(200);
}

const onDay = (data: Dashboard, day: string) => data.activePlayers.find((row) => row.day === day);

describe('players coming back', () => {
  const t = useTestApp();

  it('writes who played each finished day once, and counts active players and their return', async () => {
    // Monday 2026-06-01: three players sign up; Ana and Ben play.
    const admin = await createPlayer(t, { role: 'ADMIN' });
    const [ana, ben, cy] = await Promise.all([createPlayer(t), createPlayer(t), createPlayer(t)]);
    if (!ana || !ben || !cy) throw new Error('no players');
    await playToday(t, ana);
    await playToday(t, ben);

    justAfter(t, '2026-06-01');
    expect((await t.app.runDailyLoop()).dailyTotalsDays).toBe(1);
    const played = () =>
      rows<{ day: string; user_id: string }>(
        t,
        sql`select to_char(day, 'YYYY-MM-DD') as day, user_id from activity_days
            order by day, user_id`,
      );
    const firstDay = await played();
    expect(firstDay).toEqual(
      [ana, ben]
        .map((player) => ({ day: '2026-06-01', user_id: player.user.id }))
        .sort((a, b) => a.user_id.localeCompare(b.user_id)),
    );
    const totals = () => rows<{ count: number }>(t, sql`select count(*)::int from daily_totals`);
    const written = await totals();
    // Run again, or by a second instance: nothing more is written.
    expect((await t.app.runDailyLoop()).dailyTotalsDays).toBe(0);
    expect(await played()).toEqual(firstDay);
    expect(await totals()).toEqual(written);

    // Tuesday: Ana and Cy play (each on their first day after signing up). Ben gets XP he did
    // not play for: an admin's adjustment and a friend's referral reward.
    morningOf(t, '2026-06-02');
    await playToday(t, ana);
    await playToday(t, cy);
    for (const reason of ['admin-adjustment', 'referral']) {
      await t.db.execute(sql`
        insert into xp_ledger (user_id, amount, reason, ref, created_at)
        values (${ben.user.id}, 50, ${reason}, 'not-play', ${t.clock.now()})`);
    }
    expect((await dashboardOf(t, admin)).activeToday).toBe(2);
    justAfter(t, '2026-06-02');
    expect((await t.app.runDailyLoop()).dailyTotalsDays).toBe(1);
    expect((await played()).filter((row) => row.day === '2026-06-02')).toHaveLength(2);
    const tuesday = await dashboardOf(t, admin);
    expect(tuesday.activePlayers).toHaveLength(30);
    expect(tuesday.activePlayers.at(-1)).toEqual({
      day: '2026-06-02',
      daily: 2,
      weekly: 3,
      monthly: 3,
    });
    expect(onDay(tuesday, '2026-06-01')).toEqual({
      day: '2026-06-01',
      daily: 2,
      weekly: 2,
      monthly: 2,
    });
    // Before the game's first player, nothing happened: 0, not "not counted".
    expect(onDay(tuesday, '2026-05-31')).toEqual({
      day: '2026-05-31',
      daily: 0,
      weekly: 0,
      monthly: 0,
    });
    // No game week is over yet.
    expect(tuesday.retention).toEqual([]);

    // Monday 2026-06-08: only Ana plays. The server is down from Wednesday to Monday night:
    // the run after it rolls up each missed day once.
    morningOf(t, '2026-06-08');
    await playToday(t, ana);
    const notYet = await dashboardOf(t, admin);
    expect(onDay(notYet, '2026-06-05')).toEqual({
      day: '2026-06-05',
      daily: null,
      weekly: null,
      monthly: null,
    });
    justAfter(t, '2026-06-08');
    expect((await t.app.runDailyLoop()).dailyTotalsDays).toBe(6);
    expect((await t.app.runDailyLoop()).dailyTotalsDays).toBe(0);
    const monday = await dashboardOf(t, admin);
    expect(monday.activePlayers.at(-1)?.day).toBe('2026-06-08');
    // A week: 2 to 8 June (Ben played only on the 1st); a month: since 10 May.
    expect(onDay(monday, '2026-06-08')).toMatchObject({ daily: 1, weekly: 2, monthly: 3 });
    expect(onDay(monday, '2026-06-07')).toMatchObject({ daily: 0, weekly: 3, monthly: 3 });
    expect(onDay(monday, '2026-06-05')).toMatchObject({ daily: 0, weekly: 3, monthly: 3 });
    // The week of 1 June: 3 sign-ups, 2 played the next day; day 7 is not over for all of them.
    expect(monday.retention).toEqual([
      {
        weekStart: '2026-06-01',
        weekEnd: '2026-06-07',
        players: 3,
        d1: { returned: 2, players: 3 },
        d7: null,
        d30: null,
      },
    ]);

    // A week on, every sign-up's day 7 is over: Ana played on hers (8 June).
    justAfter(t, '2026-06-14');
    expect((await t.app.runDailyLoop()).dailyTotalsDays).toBe(6);
    const later = await dashboardOf(t, admin);
    expect(later.retention[0]).toMatchObject({
      weekStart: '2026-06-01',
      d1: { returned: 2, players: 3 },
      d7: { returned: 1, players: 3 },
      d30: null,
    });
    // The week of 8 June had no sign-ups; its last day's day 1 (15 June) is not over.
    expect(later.retention[1]).toMatchObject({ weekStart: '2026-06-08', players: 0, d1: null });
  });
});

describe('the funnel', () => {
  const t = useTestApp();

  it('counts the players at each step and every step before it, and follows a player who verifies and plants', async () => {
    const admin = await createPlayer(t, { role: 'ADMIN' });
    // Signed up through the form, not verified yet.
    await signUpPlayer(t);
    // Verified only; and one who RSVPs to an open event without ever planting.
    await createPlayer(t);
    const openEventOnly = await createPlayer(t);
    const planter = await createPlayer(t);
    await plantTree(t, planter);
    // A tree reached Sapling.
    const sapling = async () => {
      const player = await createPlayer(t);
      const tree = await plantTree(t, player);
      await setGrowth(t, tree.id, { growthPoints: 300, stage: 3 });
      return player;
    };
    await sapling();
    const goer = await sapling();
    const [planterA, planterB] = [await sapling(), await sapling()];

    // Two open events the day after tomorrow: one closed with 4 trees, 2 alive at its check.
    const closing = await createEvent(t, admin);
    const open = await createEvent(t, admin);
    for (const player of [planterA, planterB]) {
      expect((await rsvp(t, closing.id, player)).statusCode).toBe(201);
    }
    for (const player of [goer, openEventOnly]) {
      expect((await rsvp(t, open.id, player)).statusCode).toBe(201);
    }
    // The event day (3 June): both planters check in, the event is closed, survival checked.
    morningOf(t, '2026-06-03');
    for (const player of [planterA, planterB]) {
      const code = (await ticketOf(t, closing.id, player)).json<{ code: string }>().code;
      expect((await checkIn(t, closing.id, admin, { code })).statusCode).toBe(200);
    }
    t.clock.advance(6 * 60 * 60 * 1000);
    expect((await closeEvent(t, closing.id, admin, { treesPlanted: 4 })).statusCode).toBe(200);
    const check = await recordSurvival(t, closing.id, admin, {
      checkedAt: '2026-06-03',
      surviving: 2,
    });
    expect(check.statusCode).toBe(201);

    justAfter(t, '2026-06-03');
    expect((await t.app.runDailyLoop()).dailyTotalsDays).toBe(3);
    const counts = (data: Dashboard) =>
      Object.fromEntries((data.funnel?.steps ?? []).map((row) => [row.step, row.count]));
    const first = await dashboardOf(t, admin);
    expect(first.funnel?.countedOn).toBe('2026-06-03');
    expect(counts(first)).toEqual({
      SIGNED_UP: 8,
      VERIFIED: 7,
      PLANTED: 5,
      SAPLING: 4,
      RSVP: 3,
      CHECKED_IN: 2,
      REAL_TREE: 2,
      // Half the event's trees are alive: one of its two planters' trees, as counted.
      REAL_TREE_ALIVE: 1,
    });

    // On 4 June a new player signs up, verifies and plants: the next day's funnel counts them.
    morningOf(t, '2026-06-04');
    const joiner = await signUpPlayer(t);
    expect((await verifyEmail(t, joiner.email, joiner.code)).statusCode).toBe(200);
    const session = await login(t, joiner.email, joiner.password);
    expect(session.statusCode).toBe(200);
    await plantTree(t, { ...session.json<AuthResponse>(), password: joiner.password });
    // Until the day is over, the dashboard shows the last day counted.
    expect(counts(await dashboardOf(t, admin))).toMatchObject({ SIGNED_UP: 8, PLANTED: 5 });
    justAfter(t, '2026-06-04');
    expect((await t.app.runDailyLoop()).dailyTotalsDays).toBe(1);
    const next = await dashboardOf(t, admin);
    expect(next.funnel?.countedOn).toBe('2026-06-04');
    expect(counts(next)).toMatchObject({ SIGNED_UP: 9, VERIFIED: 8, PLANTED: 6, SAPLING: 4 });
    // The day already counted keeps its funnel: a second run writes nothing.
    const funnelRows = () =>
      rows<{ count: number }>(
        t,
        sql`select count(*)::int from daily_totals where metric like 'funnel-%'`,
      );
    const before = await funnelRows();
    expect((await t.app.runDailyLoop()).dailyTotalsDays).toBe(0);
    expect(await funnelRows()).toEqual(before);
  });

  it('counts the players suspended now', async () => {
    const admin = await createPlayer(t, { role: 'ADMIN' });
    const before = (await dashboardOf(t, admin)).suspendedPlayers;
    const [one, two] = await Promise.all([createPlayer(t), createPlayer(t)]);
    // Written directly: what is counted is the account's state, however it was suspended.
    for (const player of [one, two]) {
      await t.db.execute(
        sql`update users set suspended_at = ${t.clock.now()}, suspension_reason = 'Spam'
            where id = ${player!.user.id}`,
      );
    }
    expect((await dashboardOf(t, admin)).suspendedPlayers).toBe(before + 2);
    await t.db.execute(
      sql`update users set suspended_at = null, suspension_reason = null
          where id = ${one!.user.id}`,
    );
    expect((await dashboardOf(t, admin)).suspendedPlayers).toBe(before + 1);
  });
});

describe('mails failing', () => {
  it('counts the mails given up on and those still being tried', async () => {
    const smtp = await startSmtpInbox({ refuse: Number.POSITIVE_INFINITY });
    // Refused mails are tried once more a second later, then given up.
    const t = await createTestApp({}, { SMTP_URL: smtp.url }, undefined, {
      jobTimings: { mailRetryLimit: 1 },
    });
    try {
      const admin = await createPlayer(t, { role: 'ADMIN' });
      const forgot = (email: string) =>
        t.request({ method: 'POST', url: apiRoutes.accounts.forgotPassword, payload: { email } });
      const [first, second] = await Promise.all([createPlayer(t), createPlayer(t)]);
      expect((await forgot(first!.user.email)).statusCode).toBe(202);
      await t.mailsSettled();
      expect(await dashboardOf(t, admin)).toMatchObject({ failedMails: 1, retryingMails: 0 });

      // The second mail, refused once, waits a second for its next try: counted meanwhile.
      expect((await forgot(second!.user.email)).statusCode).toBe(202);
      let seen: Dashboard | undefined;
      const deadline = Date.now() + 10_000;
      while (!seen && Date.now() < deadline) {
        const now = await dashboardOf(t, admin);
        if (now.retryingMails > 0) seen = now;
        else await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(seen).toMatchObject({ failedMails: 1, retryingMails: 1 });
      await t.mailsSettled();
      expect(await dashboardOf(t, admin)).toMatchObject({ failedMails: 2, retryingMails: 0 });
    } finally {
      await t.close();
      await smtp.close();
    }
  }, 60_000);
});
