import { apiRoutes, pathTo } from '@punla/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createTestApp,
  createPlayer,
  relogin,
  useTestApp,
  type TestApp,
  type TestPlayer,
} from '../../../test/test-app.ts';
import { plantTree, waterTree } from '../../../test/factories/planted-trees.ts';
import { claimQuest } from '../../../test/factories/quests.ts';
import { startSmtpInbox } from '../../../test/smtp-inbox.ts';
import { createTestDatabase } from '../../../test/test-database.ts';

const t = useTestApp();

const HOUR = 3_600_000;

function settings(player: TestPlayer, caller = player) {
  return t.request({
    method: 'GET',
    url: pathTo(apiRoutes.reminders.settings, { userId: player.user.id }),
    token: caller.token,
  });
}

function setReminders(player: TestPlayer, payload: unknown, caller = player) {
  return t.request({
    method: 'PUT',
    url: pathTo(apiRoutes.reminders.settings, { userId: player.user.id }),
    token: caller.token,
    payload: payload as object,
  });
}

/** A verified player who turned reminders on. */
async function remindedPlayer(app: TestApp = t): Promise<TestPlayer> {
  const player = await createPlayer(app);
  const response = await app.request({
    method: 'PUT',
    url: pathTo(apiRoutes.reminders.settings, { userId: player.user.id }),
    token: player.token,
    payload: { enabled: true },
  });
  expect(response.statusCode).toBe(200);
  return player;
}

/** A run of the scheduled work, and the mails it queued delivered. */
async function runLoop(app: TestApp) {
  await app.app.runDailyLoop();
  await app.mailsSettled();
}

const mailsTo = (app: TestApp, player: TestPlayer) =>
  app.inbox.mails.filter((mail) => mail.to === player.user.email.toLowerCase());

/** Moves the clock to the given hour (Manila, UTC+8) of the clock's next day. */
function toNextDayAt(app: TestApp, manilaHour: number) {
  const now = app.clock.now().getTime();
  const nextUtcMidnight = Math.floor(now / (24 * HOUR)) * 24 * HOUR + 24 * HOUR;
  app.clock.set(new Date(nextUtcMidnight + (manilaHour - 8) * HOUR));
}

describe('reminder settings', () => {
  it('are off for a new player and turned on and off by the player', async () => {
    const player = await createPlayer(t);
    expect((await settings(player)).json()).toEqual({ enabled: false });
    expect((await setReminders(player, { enabled: true })).json()).toEqual({ enabled: true });
    expect((await settings(player)).json()).toEqual({ enabled: true });
    expect((await setReminders(player, { enabled: false })).json()).toEqual({ enabled: false });
    expect((await settings(player)).json()).toEqual({ enabled: false });
  });

  it("refuse another player's settings and bad input, changing nothing", async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    expect((await settings(player, other)).statusCode).toBe(403);
    expect((await setReminders(player, { enabled: true }, other)).statusCode).toBe(403);
    for (const payload of [{}, { enabled: 'yes' }, { enabled: 1 }, { enabled: true, extra: 1 }]) {
      const response = await setReminders(player, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/enabled|extra|Unrecognized/i);
    }
    expect((await settings(player)).json()).toEqual({ enabled: false });
  });

  it('may be seen by an admin, never changed by one: mails go only to players who asked', async () => {
    const player = await createPlayer(t);
    const admin = await createPlayer(t, { role: 'ADMIN' });
    expect((await settings(player, admin)).json()).toEqual({ enabled: false });
    const response = await setReminders(player, { enabled: true }, admin);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      "Only the player changes this. An admin changes another player's account from their file in Players, with a reason.",
    );
    expect((await settings(player)).json()).toEqual({ enabled: false });
  });
});

describe('reminder mails', () => {
  it('sends one mail a day, between 08:00 and 20:00, with a one-click unsubscribe', async () => {
    toNextDayAt(t, 7);
    const player = await remindedPlayer();
    await runLoop(t);
    expect(mailsTo(t, player)).toHaveLength(0); // 07:00 in Manila: too early

    t.clock.advance(HOUR); // 08:00: only urgent reminders are sent this early
    await runLoop(t);
    expect(mailsTo(t, player)).toHaveLength(0);

    t.clock.advance(9 * HOUR); // 17:00: the login reward is still waiting
    await runLoop(t);
    await runLoop(t);
    const mails = mailsTo(t, player);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    // Long headers arrive folded over lines.
    const headers = (mail?.raw ?? '').replace(/\r?\n[ \t]+/g, ' ');
    expect(mail?.subject).toBe('A quest reward is waiting for you');
    expect(mail?.text).toContain('http://punla.test/app/resource-hub/quest');
    expect(headers).toMatch(
      /^List-Unsubscribe: <http:\/\/punla\.test\/api\/public\/reminders\/unsubscribe\?token=[^>]+>/m,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    t.clock.advance(2 * HOUR); // 19:00, same game day
    await runLoop(t);
    expect(mailsTo(t, player)).toHaveLength(1);

    // The mail program's one-click unsubscribe: a form POST to the header's address.
    const target = /^List-Unsubscribe: <http:\/\/punla\.test([^>]+)>/m.exec(headers)?.[1];
    const unsubscribed = await t.request({
      method: 'POST',
      url: target ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toEqual({ email: player.user.email });
    // A second click of the same link (or the mail program's and the page's) changes nothing.
    const again = await t.request({ method: 'POST', url: target ?? '' });
    expect(again.statusCode).toBe(200);
    await relogin(t, player);
    expect((await settings(player)).json()).toEqual({ enabled: false });

    toNextDayAt(t, 17);
    await runLoop(t);
    expect(mailsTo(t, player)).toHaveLength(1);
  });

  it('refuses an unsubscribe link that was not made by the server', async () => {
    const player = await remindedPlayer();
    for (const token of [
      'nonsense',
      `${player.user.id}.${'0'.repeat(64)}`,
      `${player.user.id}`,
      'a'.repeat(201),
    ]) {
      const response = await t.request({
        method: 'POST',
        url: `${apiRoutes.reminders.unsubscribe}?token=${encodeURIComponent(token)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/not valid/);
    }
    const missing = await t.request({ method: 'POST', url: apiRoutes.reminders.unsubscribe });
    expect(missing.statusCode).toBe(400);
    expect((await settings(player)).json()).toEqual({ enabled: true });
    await setReminders(player, { enabled: false });
  });

  it('chooses the most urgent reminder: water once rewards are claimed, then a tree about to wilt', async () => {
    toNextDayAt(t, 9);
    const player = await remindedPlayer();
    const tree = await plantTree(t, player);
    expect((await waterTree(t, player, tree.id)).statusCode).toBe(200);
    expect((await claimQuest(t, player, 'DAILY_LOGIN')).statusCode).toBe(200);
    expect((await claimQuest(t, player, 'WATER_TREE')).statusCode).toBe(200);
    expect((await claimQuest(t, player, 'COMPLETE_TASKS')).statusCode).toBe(200);
    t.clock.advance(8 * HOUR); // 17:00: every reward claimed, the water cooldown over
    await runLoop(t);
    expect(mailsTo(t, player).map((m) => m.subject)).toEqual([
      'Your Narra tree can be watered again',
    ]);

    // Watered at 09:00, it wilts three days later at 09:00. Two days later at 08:00 that is
    // 25 hours away: nothing yet, and the gentle reminders wait until 17:00, so the warning
    // still gets the day's mail when it is due an hour later.
    toNextDayAt(t, 8);
    toNextDayAt(t, 8);
    await relogin(t, player);
    await runLoop(t);
    expect(mailsTo(t, player)).toHaveLength(1);
    t.clock.advance(HOUR + 60_000);
    await runLoop(t);
    expect(mailsTo(t, player).map((m) => m.subject)).toEqual([
      'Your Narra tree can be watered again',
      'Your Narra tree wilts tomorrow',
    ]);
    // The day's one mail is used: nothing more today, gentle or not.
    t.clock.advance(9 * HOUR);
    await runLoop(t);
    expect(mailsTo(t, player)).toHaveLength(2);
    await setReminders(player, { enabled: false });
  });

  it('sends nothing to a player who did not turn reminders on', async () => {
    toNextDayAt(t, 10);
    const player = await createPlayer(t);
    await runLoop(t);
    expect(mailsTo(t, player)).toHaveLength(0);
  });

  it('sends nothing to a suspended player, who cannot log in to play', async () => {
    // 17:00, when a waiting login reward is worth a mail to a player who can still play.
    toNextDayAt(t, 17);
    const player = await remindedPlayer();
    const suspended = await remindedPlayer();
    await t.db.execute(sql`update users set suspended_at = now(), suspension_reason = 'cheating'
      where id = ${suspended.user.id}`);
    await runLoop(t);
    expect(mailsTo(t, player)).toHaveLength(1);
    expect(mailsTo(t, suspended)).toHaveLength(0);
  });

  it('has the mail queue try a refused reminder again: one mail, one day taken', async () => {
    const busy = await startSmtpInbox({ refuse: 1 });
    const app = await createTestApp({}, { SMTP_URL: busy.url });
    try {
      const player = await remindedPlayer(app);
      toNextDayAt(app, 17); // the login reward is waiting
      await runLoop(app);
      await runLoop(app);
      expect(busy.attempts()).toBe(2);
      expect(busy.mails.filter((mail) => mail.to === player.user.email)).toHaveLength(1);
      const result = await app.db.execute(
        sql`select count(*)::int as n from reminder_mails where user_id = ${player.user.id}`,
      );
      expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    } finally {
      await app.close();
      await busy.close();
    }
  });

  it("warn of the season's end to a player whose tree grows, never to an unverified one", async () => {
    t.clock.set(new Date('2026-08-30T02:00:00Z')); // 10:00 in Manila; Season 1's last day is tomorrow
    const player = await remindedPlayer();
    const tree = await plantTree(t, player);
    expect((await waterTree(t, player, tree.id)).statusCode).toBe(200);
    const unverified = await createPlayer(t, { verified: false });
    expect((await setReminders(unverified, { enabled: true })).statusCode).toBe(200);
    await runLoop(t);
    expect(mailsTo(t, player).map((m) => m.subject)).toEqual(['The season ends tomorrow']);
    expect(mailsTo(t, player)[0]?.text).toContain('Trees still growing then go dormant');
    expect(mailsTo(t, unverified)).toEqual([]);
    await setReminders(player, { enabled: false });
  });
});

describe('reminder mails with two instances', () => {
  it('are sent once when both instances run the job at once, and through the job queue', async () => {
    const database = await createTestDatabase();
    const first = await createTestApp({ scheduledJobs: true }, {}, database);
    const second = await createTestApp({ scheduledJobs: true }, {}, await database.openAnother());
    try {
      toNextDayAt(first, 17);
      second.clock.set(first.clock.now());
      const players = await Promise.all([1, 2, 3].map(() => remindedPlayer(first)));
      const both = () => players.map((p) => [...mailsTo(first, p), ...mailsTo(second, p)].length);

      await Promise.all([first.app.runDailyLoop(), second.app.runDailyLoop()]);
      await Promise.all([first.mailsSettled(), second.mailsSettled()]);
      expect(both()).toEqual([1, 1, 1]);

      // The next day, through pg-boss: one job put on the queue, taken by one instance.
      toNextDayAt(first, 17);
      second.clock.set(first.clock.now());
      await first.app.jobs?.enqueueDailyLoop();
      await second.app.jobs?.enqueueDailyLoop();
      const deadline = Date.now() + 40_000;
      while (both().some((n) => n < 2) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(both()).toEqual([2, 2, 2]);
    } finally {
      await second.close();
      await first.close();
    }
  }, 60_000);
});
