import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addTestNotice, readNotices } from '../../test/factories/notifications.ts';
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
});
