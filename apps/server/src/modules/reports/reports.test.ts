import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiRoutes,
  pathTo,
  type NoticePage,
  type OwnReportPage,
  type Report,
  type ReportPage,
} from '@punla/contract';
import { auditLog, reports } from '../../db/schema/index.ts';
import { createReport, sendReport, updateReport } from '../../../test/factories/reports.ts';
import { createPlayer, usePlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';

const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });

const HOUR = 60 * 60 * 1000;

function get(url: string, caller: TestPlayer) {
  return t.request({ method: 'GET', url, token: caller.token });
}

const ownReports = (player: TestPlayer, caller = player, query: Record<string, number> = {}) =>
  get(pathTo(apiRoutes.reports.ofPlayer, { userId: player.user.id }, query), caller);

async function inboxOf(player: TestPlayer): Promise<NoticePage> {
  const url = pathTo(apiRoutes.notifications.ofPlayer, { userId: player.user.id });
  return (await get(url, player)).json<NoticePage>();
}

async function setReminders(player: TestPlayer, enabled: boolean) {
  const response = await t.request({
    method: 'PUT',
    url: pathTo(apiRoutes.reminders.settings, { userId: player.user.id }),
    token: player.token,
    payload: { enabled },
  });
  expect(response.statusCode).toBe(200);
}

/** The report's audit entries, oldest first, read from the log itself. */
function auditEntriesOf(reportId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'report'), eq(auditLog.targetId, String(reportId))))
    .orderBy(asc(auditLog.id));
}

async function moved(id: number, payload: object): Promise<Report> {
  const response = await updateReport(t, admin, id, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Report>();
}

const mailsTo = (player: TestPlayer) =>
  t.inbox.mails.filter((mail) => mail.to === player.user.email.toLowerCase());

describe('bug reports and suggestions', () => {
  it('are sent by players and listed for admins with their player, filtered and paged', async () => {
    const player = await createPlayer(t);
    const message = 'The water button does not react on my phone.';
    const sent = await createReport(t, player, { type: 'BUG', message });
    expect(sent).toMatchObject({ type: 'BUG', status: 'NEW', reply: null, repliedAt: null });
    t.clock.advance(1000);
    const idea = await createReport(t, player, {
      type: 'SUGGESTION',
      message: 'A night mode for watering at dusk.',
    });

    const bugs = await get(
      pathTo(apiRoutes.reports.list, {}, { status: 'NEW', type: 'BUG', size: 100 }),
      admin,
    );
    expect(bugs.statusCode).toBe(200);
    const bugPage = bugs.json<ReportPage>();
    expect(bugPage.items.every((item) => item.type === 'BUG' && item.status === 'NEW')).toBe(true);
    expect(bugPage.items.find((item) => item.id === sent.id)).toMatchObject({
      message,
      player: { id: player.user.id, username: player.user.username },
      repliedBy: null,
    });
    expect(bugPage.items.some((item) => item.id === idea.id)).toBe(false);

    // Newest first, one a page.
    const first = (
      await get(pathTo(apiRoutes.reports.list, {}, { type: 'SUGGESTION', size: 1 }), admin)
    ).json<ReportPage>();
    expect(first.items.map((item) => item.id)).toEqual([idea.id]);
    expect(first).toMatchObject({ page: 1, size: 1, total: expect.any(Number) });

    const one = await get(pathTo(apiRoutes.reports.one, { id: sent.id }), admin);
    expect(one.json()).toMatchObject({ id: sent.id, player: { id: player.user.id } });
  });

  it('move NEW → IN_PROGRESS → RESOLVED | WONT_FIX and back to IN_PROGRESS, never NEW again', async () => {
    const { id } = await createReport(t, await createPlayer(t));
    expect(await moved(id, { status: 'IN_PROGRESS' })).toMatchObject({
      status: 'IN_PROGRESS',
      handledAt: null,
    });
    t.clock.advance(HOUR);
    const resolved = await moved(id, { status: 'RESOLVED' });
    expect(resolved).toMatchObject({ status: 'RESOLVED', handledAt: t.clock.now().toISOString() });
    t.clock.advance(HOUR);
    // Sending the same status again keeps the time it was handled.
    expect((await moved(id, { status: 'RESOLVED' })).handledAt).toBe(resolved.handledAt);
    expect(await moved(id, { status: 'WONT_FIX' })).toMatchObject({
      status: 'WONT_FIX',
      handledAt: t.clock.now().toISOString(),
    });
    expect(await moved(id, { status: 'IN_PROGRESS' })).toMatchObject({ handledAt: null });

    const back = await updateReport(t, admin, id, { status: 'NEW' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({
      code: 'REPORT_MOVE_NOT_ALLOWED',
      message:
        'This report is in progress: it cannot be new again. Move it to in progress instead.',
    });
    const [row] = await t.db.select().from(reports).where(eq(reports.id, id));
    expect(row?.status).toBe('IN_PROGRESS');

    // A NEW report may stay NEW, with a reply only.
    const fresh = await createReport(t, await createPlayer(t));
    expect(await moved(fresh.id, { status: 'NEW', reply: 'Thanks, we will look.' })).toMatchObject({
      status: 'NEW',
      reply: 'Thanks, we will look.',
    });
  });

  it('writes an audit entry for each update, in its transaction, and none for a refused one', async () => {
    const { id } = await createReport(t, await createPlayer(t));
    await moved(id, { status: 'IN_PROGRESS', reply: '  We can see it too; a fix is coming.  ' });
    expect((await updateReport(t, admin, id, { status: 'NEW' })).statusCode).toBe(409);

    const entries = await auditEntriesOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'report.update',
      actorId: admin.user.id,
      actorName: admin.user.username,
      targetType: 'report',
      targetId: String(id),
      before: { status: 'NEW', reply: null, repliedAt: null, repliedBy: null },
      after: {
        status: 'IN_PROGRESS',
        reply: 'We can see it too; a fix is coming.',
        repliedAt: t.clock.now().toISOString(),
        repliedBy: { id: admin.user.id, username: admin.user.username },
      },
    });
  });
});

describe('a reply', () => {
  it('reaches the inbox and the mail of a player who gets reminders, and their list', async () => {
    const player = await createPlayer(t);
    await setReminders(player, true);
    const report = await createReport(t, player, {
      type: 'SUGGESTION',
      message: 'Please add a night mode for watering at dusk.',
    });
    const reply = 'Good idea! A night mode is coming in the next update.';
    const answered = await moved(report.id, { status: 'RESOLVED', reply });
    expect(answered).toMatchObject({
      reply,
      repliedAt: t.clock.now().toISOString(),
      repliedBy: { id: admin.user.id, username: admin.user.username },
    });

    const [notice] = (await inboxOf(player)).notices;
    expect(notice).toMatchObject({
      kind: 'REPORT_REPLY',
      title: 'The Punla team answered your suggestion',
      link: '/app/report-bug',
      read: false,
    });
    expect(notice?.body).toContain(reply);
    expect(notice?.body).toContain('It is resolved.');

    const mail = await t.inbox.next(player.user.email);
    expect(mail.subject).toBe('The Punla team answered your suggestion');
    expect(mail.text).toContain(reply);
    expect(mail.text).toContain('Please add a night mode for watering at dusk.');
    expect(mail.text).toContain('http://punla.test/app/report-bug');

    const own = (await ownReports(player)).json<OwnReportPage>();
    expect(own.items[0]).toEqual({
      id: report.id,
      type: 'SUGGESTION',
      message: 'Please add a night mode for watering at dusk.',
      status: 'RESOLVED',
      createdAt: report.createdAt,
      handledAt: answered.handledAt,
      reply,
      repliedAt: answered.repliedAt,
    });
  });

  it('is not mailed to a player without reminders, and the same reply again tells nothing', async () => {
    const player = await createPlayer(t);
    await setReminders(player, false);
    const { id } = await createReport(t, player);
    await moved(id, { status: 'IN_PROGRESS', reply: 'Which phone do you use?' });
    await moved(id, { status: 'IN_PROGRESS', reply: 'Which phone do you use?' });
    await t.mailsSettled();
    expect(mailsTo(player)).toEqual([]);
    const inbox = await inboxOf(player);
    expect(inbox.notices.filter((notice) => notice.kind === 'REPORT_REPLY')).toHaveLength(1);

    // A new reply is a new notice; a status change alone is none.
    t.clock.advance(60_000);
    await moved(id, { status: 'RESOLVED' });
    await moved(id, { status: 'RESOLVED', reply: 'Fixed for Android 14 today.' });
    const after = (await inboxOf(player)).notices.filter((n) => n.kind === 'REPORT_REPLY');
    expect(after).toHaveLength(2);
    expect(after[0]?.body).toContain('Fixed for Android 14 today.');
  });

  it('tells a reply sent 10 times at once (a double tap, two admins) once, by mail too', async () => {
    const player = await createPlayer(t);
    await setReminders(player, true);
    const { id } = await createReport(t, player);
    const payload = { status: 'RESOLVED', reply: 'Fixed in today’s update. Thank you!' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => updateReport(t, admin, id, payload)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    await t.mailsSettled();
    expect(mailsTo(player)).toHaveLength(1);
    const inbox = await inboxOf(player);
    expect(inbox.notices.filter((notice) => notice.kind === 'REPORT_REPLY')).toHaveLength(1);
    // The first update moved and answered it; the others changed nothing, each on record.
    const entries = await auditEntriesOf(id);
    expect(entries).toHaveLength(10);
    expect(entries.filter((entry) => Object.keys(entry.after ?? {}).length > 0)).toHaveLength(1);
  });

  it('is not mailed to an address never verified, even with reminders on', async () => {
    const player = await createPlayer(t, { verified: false });
    await setReminders(player, true);
    const { id } = await createReport(t, player);
    await moved(id, { status: 'RESOLVED', reply: 'Thank you, it works again.' });
    await t.mailsSettled();
    expect(mailsTo(player)).toEqual([]);
    expect((await inboxOf(player)).notices[0]).toMatchObject({ kind: 'REPORT_REPLY' });
  });
});

describe("a player's own reports", () => {
  it('are theirs, newest first, paged; an admin may read them, another player may not', async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    expect((await ownReports(player)).json()).toEqual({ items: [], page: 1, size: 20, total: 0 });
    const older = await createReport(t, player);
    t.clock.advance(1000);
    const newer = await createReport(t, player, { type: 'SUGGESTION', message: 'More trees!!!' });
    await createReport(t, other);

    const page = (await ownReports(player, player, { size: 1 })).json<OwnReportPage>();
    expect(page).toMatchObject({ page: 1, size: 1, total: 2 });
    expect(page.items.map((item) => item.id)).toEqual([newer.id]);
    const second = (await ownReports(player, player, { size: 1, page: 2 })).json<OwnReportPage>();
    expect(second.items.map((item) => item.id)).toEqual([older.id]);
    expect(JSON.stringify(second)).not.toContain('player');

    expect((await ownReports(player, admin)).statusCode).toBe(200);
    const refused = await ownReports(player, other);
    expect(refused.statusCode).toBe(403);
    expect(JSON.stringify(refused.json())).not.toContain(older.message);
  });
});

describe('refusals', () => {
  it('keeps the admin routes from players (403), and from anyone without a token (401)', async () => {
    const player = await createPlayer(t);
    const { id } = await createReport(t, player);
    const put = await updateReport(t, player, id, { status: 'RESOLVED', reply: 'Done, by me.' });
    expect(put.statusCode).toBe(403);
    expect((await get(apiRoutes.reports.list, player)).statusCode).toBe(403);
    expect((await get(pathTo(apiRoutes.reports.one, { id }), player)).statusCode).toBe(403);
    const anonymous = await t.request({
      method: 'PUT',
      url: pathTo(apiRoutes.reports.one, { id }),
      payload: { status: 'RESOLVED' },
    });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, id));
    expect(row).toMatchObject({ status: 'NEW', reply: null });
    expect(await auditEntriesOf(id)).toEqual([]);
  });

  it.each([
    [{ status: 'HANDLED' }, 'status: status is NEW, IN_PROGRESS, RESOLVED or WONT_FIX.'],
    [{}, 'status: status is NEW, IN_PROGRESS, RESOLVED or WONT_FIX.'],
    [
      { status: 'RESOLVED', reply: 'x'.repeat(2001) },
      'reply: A reply has at most 2000 characters.',
    ],
    [
      { status: 'RESOLVED', reply: '   ' },
      'reply: Write the reply, or leave it out to change only the status.',
    ],
    [{ status: 'RESOLVED', reply: 42 }, 'reply: reply is the answer to the player, in words.'],
  ])('refuses the update %j with a 400 naming the field', async (payload, message) => {
    const { id } = await createReport(t, await createPlayer(t));
    const response = await updateReport(t, admin, id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, id));
    expect(row).toMatchObject({ status: 'NEW', reply: null });
  });

  it('answers 404 for a report that does not exist, 400 for a bad filter', async () => {
    const missing = pathTo(apiRoutes.reports.one, { id: 2_000_000_000 });
    const put = await updateReport(t, admin, 2_000_000_000, { status: 'RESOLVED' });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('There is no report with this id.');
    expect((await get(missing, admin)).statusCode).toBe(404);
    expect(await auditEntriesOf(2_000_000_000)).toEqual([]);

    const filter = await get(pathTo(apiRoutes.reports.list, {}, { status: 'OPEN' }), admin);
    expect(filter.statusCode).toBe(400);
    expect(filter.json().message).toBe('status: status is NEW, IN_PROGRESS, RESOLVED or WONT_FIX.');
    const kind = await get(pathTo(apiRoutes.reports.list, {}, { type: 'PRAISE' }), admin);
    expect(kind.json().message).toBe('type: type is BUG or SUGGESTION.');
  });

  it.each([
    [{ type: 'PRAISE', message: 'Lovely game, thank you!' }, 'type: type is BUG or SUGGESTION.'],
    [
      { type: 'SUGGESTION', message: 'short' },
      'message: Tell us a little more: at least 10 characters.',
    ],
    [
      { type: 'SUGGESTION', message: 'x'.repeat(2001) },
      'message: A report has at most 2000 characters.',
    ],
    [{ type: 'BUG' }, 'message: This field is required.'],
  ])('refuses the report %j', async (payload, message) => {
    const response = await sendReport(t, await createPlayer(t), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
