import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_DAYS_KEPT_DAYS,
  DAILY_TOTALS_BACKFILL_DAYS,
  GUARDIAN_DATA_KEPT_DAYS,
  UNVERIFIED_ACCOUNTS_KEPT_DAYS,
} from '@punla/contract';
import { createEvent, rsvp } from '../../test/factories/events.ts';
import { addTestNotice, readNotices } from '../../test/factories/notifications.ts';
import { plantTree } from '../../test/factories/planted-trees.ts';
import { signUpPlayer, verifyEmail } from '../../test/factories/accounts.ts';
import { createPlayer, relogin, useTestApp } from '../../test/test-app.ts';
import { DELETE_BATCH_ROWS } from '../db/delete-in-batches.ts';

// What the scheduled work forgets (docs/game-rules.md, What is kept, and for how long). The
// tests share one app and its clock, which only moves forward: each looks at its own rows.

const t = useTestApp();
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);

describe('the daily loop forgets what is past its time', () => {
  it('reports a count for each kind of row it deletes', async () => {
    const report = await t.app.runDailyLoop();
    expect(report).toEqual({
      seasonEndingNotices: expect.any(Number),
      seasonResultNotices: expect.any(Number),
      reminderMails: expect.any(Number),
      eventReminderMails: expect.any(Number),
      expiredIdempotencyKeys: expect.any(Number),
      oldNotices: expect.any(Number),
      expiredCodes: expect.any(Number),
      oldRateLimitCounters: expect.any(Number),
      finishedSeasonJobs: expect.any(Number),
      erasedAccounts: expect.any(Number),
      idleReferralFlags: expect.any(Number),
      dailyTotalsDays: expect.any(Number),
      oldActivityDays: expect.any(Number),
      unverifiedAccounts: expect.any(Number),
      oldGuardianData: expect.any(Number),
      aiTriviaStored: expect.any(Number),
    });
  });

  it('deletes read notices after 90 days and unread ones after a year, never sooner', async () => {
    const player = await createPlayer(t, { starterKit: false });
    const refsLeft = async () =>
      (
        await rows<{ ref: string }>(
          sql`select ref from notifications where user_id = ${player.user.id} order by id`,
        )
      ).map((row) => row.ref);

    const oldRead = await addTestNotice(t, player.user.id, 'old-read');
    await addTestNotice(t, player.user.id, 'old-unread');
    expect((await readNotices(t, player, { ids: [oldRead] })).statusCode).toBe(200);

    t.clock.advance(60 * DAY);
    await relogin(t, player);
    const newRead = await addTestNotice(t, player.user.id, 'new-read');
    await addTestNotice(t, player.user.id, 'new-unread');
    expect((await readNotices(t, player, { ids: [newRead] })).statusCode).toBe(200);

    // 89 days on: nothing is old enough yet.
    t.clock.advance(29 * DAY);
    await t.app.runDailyLoop();
    expect(await refsLeft()).toEqual(['old-read', 'old-unread', 'new-read', 'new-unread']);

    // 91 days on: the old read notice goes; the unread one, as old, stays.
    t.clock.advance(2 * DAY);
    const report = await t.app.runDailyLoop();
    expect(report.oldNotices).toBeGreaterThanOrEqual(1);
    expect(await refsLeft()).toEqual(['old-unread', 'new-read', 'new-unread']);

    // A year and a day on: the old unread notice goes too, with the newer read one (306 days
    // old); the newer unread one stays.
    t.clock.advance(275 * DAY);
    await t.app.runDailyLoop();
    expect(await refsLeft()).toEqual(['new-unread']);
  });

  it('deletes verification, reset and login codes a day after they expired', async () => {
    const gone = await signUpPlayer(t);
    // The code lives 10 minutes; a day and a minute after that it is deleted.
    t.clock.advance(10 * 60 * 1000 + DAY + 60 * 1000);
    const kept = await signUpPlayer(t);
    const [a, b] = [await createPlayer(t), await createPlayer(t)];
    await t.db.execute(sql`
      insert into password_resets (user_id, code_hash, expires_at, created_at) values
        (${a.user.id}, 'reset-gone', ${ago(DAY + HOUR)}, ${ago(DAY + 2 * HOUR)}),
        (${b.user.id}, 'reset-kept', ${ago(DAY - HOUR)}, ${ago(DAY)})`);
    await t.db.execute(sql`
      insert into login_codes (code_hash, user_id, browser_nonce_hash, expires_at, created_at) values
        ('login-gone', ${a.user.id}, 'nonce-a', ${ago(DAY + HOUR)}, ${ago(DAY + 2 * HOUR)}),
        ('login-kept', ${b.user.id}, 'nonce-b', ${ago(DAY - HOUR)}, ${ago(DAY)})`);
    // The second player's code expired an hour ago: it is kept, to say so when tried.
    t.clock.advance(HOUR);

    const report = await t.app.runDailyLoop();
    expect(report.expiredCodes).toBeGreaterThanOrEqual(3);
    const verifications = await rows<{ user_id: string }>(
      sql`select user_id from email_verifications where user_id in (${gone.id}, ${kept.id})`,
    );
    expect(verifications).toEqual([{ user_id: kept.id }]);
    const resets = await rows<{ code_hash: string }>(
      sql`select code_hash from password_resets where user_id in (${a.user.id}, ${b.user.id})`,
    );
    expect(resets).toEqual([{ code_hash: 'reset-kept' }]);
    const logins = await rows<{ code_hash: string }>(
      sql`select code_hash from login_codes where code_hash like 'login-%'`,
    );
    expect(logins).toEqual([{ code_hash: 'login-kept' }]);

    // Tried after all: the kept code has expired, the deleted one is not there; both are
    // refused as a wrong code would be.
    const late = await verifyEmail(t, kept.email, kept.code);
    const deleted = await verifyEmail(t, gone.email, gone.code);
    expect(late.json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
    expect(deleted.json()).toEqual(late.json());
  });

  it('deletes rate-limit counters of windows that ended more than a day ago, in batches', async () => {
    // Windows are at most a day long: one that started more than two days ago has been over
    // for more than a day. More than a batch of them, to see every batch go.
    const old = DELETE_BATCH_ROWS + 5;
    await t.db.execute(sql`
      insert into rate_limit_counters (key, window_start, hits)
      select 'test-old:' || n, ${ago(2 * DAY + HOUR)}::timestamptz, 1 from generate_series(1, ${old}) as n`);
    await t.db.execute(sql`
      insert into rate_limit_counters (key, window_start, hits)
      values ('test-recent', ${ago(2 * DAY - HOUR)}, 3)`);

    const report = await t.app.runDailyLoop();
    expect(report.oldRateLimitCounters).toBeGreaterThanOrEqual(old);
    const left = await rows<{ key: string }>(
      sql`select key from rate_limit_counters where key like 'test-%'`,
    );
    expect(left).toEqual([{ key: 'test-recent' }]);
  });

  it('deletes season jobs done or failed 30 days ago, and keeps newer and running ones', async () => {
    const [season] = await rows<{ id: number }>(sql`select min(id) as id from seasons`);
    const job = (action: string, state: string, changedAgo: number) => sql`
      (${action}, ${season?.id}, ${state}, 0, ${ago(changedAgo + DAY)}, ${ago(changedAgo)})`;
    await t.db.execute(sql`
      insert into season_jobs (action, season_id, state, total, created_at, updated_at) values
        ${job('test-done-old', 'done', 31 * DAY)}, ${job('test-failed-old', 'failed', 31 * DAY)},
        ${job('test-done-new', 'done', 29 * DAY)}, ${job('test-running', 'running', 60 * DAY)}`);

    const report = await t.app.runDailyLoop();
    expect(report.finishedSeasonJobs).toBeGreaterThanOrEqual(2);
    const left = await rows<{ action: string }>(
      sql`select action from season_jobs where action like 'test-%' order by action`,
    );
    expect(left.map((row) => row.action)).toEqual(['test-done-new', 'test-running']);
  });

  it('deletes e-mail changes a day after their code expired', async () => {
    const [gone, kept] = [await createPlayer(t), await createPlayer(t)];
    await t.db.execute(sql`
      insert into email_changes (user_id, new_email, code_hash, expires_at, created_at) values
        (${gone.user.id}, 'gone@example.org', 'change-gone', ${ago(DAY + HOUR)}, ${ago(DAY + 2 * HOUR)}),
        (${kept.user.id}, 'kept@example.org', 'change-kept', ${ago(DAY - HOUR)}, ${ago(DAY)})`);
    const report = await t.app.runDailyLoop();
    expect(report.expiredCodes).toBeGreaterThanOrEqual(1);
    const left = await rows<{ code_hash: string }>(
      sql`select code_hash from email_changes where code_hash like 'change-%'`,
    );
    expect(left).toEqual([{ code_hash: 'change-kept' }]);
  });

  it('deletes an account never verified after 30 days, with what it held; never sooner, never a verified one', async () => {
    expect(UNVERIFIED_ACCOUNTS_KEPT_DAYS).toBe(30);
    const old = await createPlayer(t, { verified: false, starterKit: true });
    const oldAdmin = await createPlayer(t, { verified: false, role: 'ADMIN' });
    const verified = await createPlayer(t);
    await plantTree(t, old);
    await addTestNotice(t, old.user.id, 'unverified-old');
    t.clock.advance(2 * DAY);
    const newer = await createPlayer(t, { verified: false });
    await addTestNotice(t, newer.user.id, 'unverified-newer');
    const ids = [old.user.id, oldAdmin.user.id, verified.user.id, newer.user.id];
    const accountsLeft = async () =>
      (
        await rows<{ id: string }>(
          sql`select id from users where id in (${sql.join(ids, sql`, `)}) order by created_at, id`,
        )
      ).map((row) => row.id);

    // The first is 29 days old: everything stays.
    t.clock.advance(27 * DAY);
    await t.app.runDailyLoop();
    expect((await accountsLeft()).sort()).toEqual([...ids].sort());

    // 31 days old: the unverified player goes, with its tree, seedlings and notices; the admin,
    // the verified player and the 29-day-old account stay.
    t.clock.advance(2 * DAY);
    const report = await t.app.runDailyLoop();
    expect(report.unverifiedAccounts).toBeGreaterThanOrEqual(1);
    expect((await accountsLeft()).sort()).toEqual(
      [oldAdmin.user.id, verified.user.id, newer.user.id].sort(),
    );
    const held = await rows<{ trees: number; notices: number; seedlings: number }>(sql`
      select (select count(*)::int from planted_trees where user_id = ${old.user.id}) as trees,
        (select count(*)::int from notifications where user_id = ${old.user.id}) as notices,
        (select count(*)::int from seedling_inventory where user_id = ${old.user.id}) as seedlings`);
    expect(held).toEqual([{ trees: 0, notices: 0, seedlings: 0 }]);
    const newerNotices = await rows<{ ref: string }>(
      sql`select ref from notifications where user_id = ${newer.user.id}`,
    );
    expect(newerNotices).toEqual([{ ref: 'unverified-newer' }]);
  });

  it("deletes a guardian's details 90 days after the event started; the RSVP stays", async () => {
    expect(GUARDIAN_DATA_KEPT_DAYS).toBe(90);
    const admin = await createPlayer(t, { role: 'ADMIN' });
    const minor = await createPlayer(t);
    const event = await createEvent(t, admin);
    expect((await rsvp(t, event.id, minor)).statusCode).toBe(201);
    // The guardian's consent, as a minor's RSVP keeps it.
    await t.db.execute(sql`
      insert into rsvp_guardians (event_id, user_id, name, relationship, phone, consented_at)
      values (${event.id}, ${minor.user.id}, 'Maria Santos', 'Mother', '0917 123 4567', ${ago(0)})`);
    const guardians = () =>
      rows<{ name: string }>(
        sql`select name from rsvp_guardians where event_id = ${event.id} and user_id = ${minor.user.id}`,
      );
    const rsvps = () =>
      rows<{ user_id: string }>(sql`select user_id from event_rsvps where event_id = ${event.id}`);

    // The event starts in two days: 89 days after its start, the details stay.
    t.clock.advance(2 * DAY + 89 * DAY);
    await t.app.runDailyLoop();
    expect(await guardians()).toEqual([{ name: 'Maria Santos' }]);

    // 91 days after: they are gone, and the RSVP stays.
    t.clock.advance(2 * DAY);
    const report = await t.app.runDailyLoop();
    expect(report.oldGuardianData).toBeGreaterThanOrEqual(1);
    expect(await guardians()).toEqual([]);
    expect(await rsvps()).toEqual([{ user_id: minor.user.id }]);
  });

  it('deletes the days of play the dashboard no longer reads', async () => {
    // The rollups read a backfilled day's 30 days of activity before it: a margin beyond that.
    expect(ACTIVITY_DAYS_KEPT_DAYS).toBeGreaterThan(DAILY_TOTALS_BACKFILL_DAYS + 29);
    const player = await createPlayer(t);
    const dayAgo = (days: number) =>
      ago(days * DAY)
        .toISOString()
        .slice(0, 10);
    await t.db.execute(sql`
      insert into activity_days (day, user_id) values
        (${dayAgo(ACTIVITY_DAYS_KEPT_DAYS + 2)}::date, ${player.user.id}),
        (${dayAgo(ACTIVITY_DAYS_KEPT_DAYS - 2)}::date, ${player.user.id})`);
    const report = await t.app.runDailyLoop();
    expect(report.oldActivityDays).toBeGreaterThanOrEqual(1);
    const left = await rows<{ day: string }>(
      sql`select to_char(day, 'YYYY-MM-DD') as day from activity_days where user_id = ${player.user.id}`,
    );
    expect(left).toEqual([{ day: dayAgo(ACTIVITY_DAYS_KEPT_DAYS - 2) }]);
  });
});
