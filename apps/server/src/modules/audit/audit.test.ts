import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, type AuditPage } from '@punla/contract';
import { databaseError } from '../../db/errors.ts';
import { requireAuditEntries } from '../../plugins/audit.ts';
import { createPlayer, usePlayer, useTestApp } from '../../../test/test-app.ts';
import { auditEntriesAbout, listAudit } from '../../../test/factories/audit.ts';
import { createLocation, locationFields } from '../../../test/factories/locations.ts';
import { checkIn, createEvent, rsvp, ticketOf } from '../../../test/factories/events.ts';
import { createSeason, saveSeason } from '../../../test/factories/seasons.ts';

const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function editLocation(locationId: number, fields: Record<string, unknown>) {
  return t.request({
    method: 'PUT',
    url: pathTo(apiRoutes.locations.one, { locationId }),
    token: admin.token,
    payload: fields,
  });
}

describe('every admin write leaves one entry, in its own transaction', () => {
  it('records a location created, edited and deleted: who, what changed, from where', async () => {
    const location = await createLocation(t, admin);
    const fields = locationFields({ name: location.name, treesPlanted: 300 });
    expect((await editLocation(location.id, fields)).statusCode).toBe(200);
    const removed = await t.request({
      method: 'DELETE',
      url: pathTo(apiRoutes.locations.one, { locationId: location.id }),
      token: admin.token,
    });
    expect(removed.statusCode).toBe(204);

    const [deleted, edited, created] = await auditEntriesAbout(t, admin, 'location', location.id);
    expect(created).toMatchObject({
      action: 'location.create',
      actorId: admin.user.id,
      actorName: admin.user.username,
      targetType: 'location',
      targetId: String(location.id),
      targetName: null,
      before: null,
      after: expect.objectContaining({ name: location.name, treesPlanted: 250 }),
      address: '127.0.0.1',
    });
    // Only what changed: the count of trees, nothing else.
    expect(edited).toMatchObject({
      action: 'location.update',
      before: { treesPlanted: 250 },
      after: { treesPlanted: 300 },
    });
    expect(deleted).toMatchObject({
      action: 'location.delete',
      before: expect.objectContaining({ name: location.name, treesPlanted: 300 }),
      after: null,
    });
  });

  it('writes nothing for a write that was refused', async () => {
    const missing = await editLocation(2_000_000_000, locationFields());
    expect(missing.statusCode).toBe(404);
    expect(await auditEntriesAbout(t, admin, 'location', 2_000_000_000)).toEqual([]);
  });

  it('records a check-in about the player checked in, without the ticket code', async () => {
    const player = await createPlayer(t, { verified: true });
    const startsAt = new Date(t.clock.now().getTime() + 12 * HOUR);
    const event = await createEvent(t, admin, {
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * HOUR).toISOString(),
      rsvpDeadline: new Date(startsAt.getTime() - HOUR).toISOString(),
    });
    expect((await rsvp(t, event.id, player)).statusCode).toBe(201);
    const { code } = (await ticketOf(t, event.id, player)).json<{ code: string }>();
    expect((await checkIn(t, event.id, admin, { code })).statusCode).toBe(200);

    const [entry] = await auditEntriesAbout(t, admin, 'player', player.user.id);
    expect(entry).toMatchObject({
      action: 'event.check-in',
      targetName: player.user.username,
      after: expect.objectContaining({ eventId: event.id, username: player.user.username }),
    });
    expect(JSON.stringify(entry)).not.toContain(code);
  });

  it('records a season renamed: its name before and after', async () => {
    const dates = { startDate: '2031-01-01T00:00:00.000Z', endDate: '2031-03-01T00:00:00.000Z' };
    const season = await createSeason(t, admin, dates);
    const renamed = await saveSeason(t, admin, { ...dates, name: `${season.name} II` }, season.id);
    expect(renamed.statusCode).toBe(200);
    const [entry] = await auditEntriesAbout(t, admin, 'season', season.id);
    expect(entry).toMatchObject({
      action: 'season.update',
      before: { name: season.name },
      after: { name: `${season.name} II` },
    });
  });
});

describe('the audit log page', () => {
  it('filters by admin, action and days, latest first', async () => {
    const other = await createPlayer(t, { role: 'ADMIN' });
    await createLocation(t, other);
    const mine = await createLocation(t, admin);
    const byOther = (await listAudit(t, admin, { actor: other.user.id })).json<AuditPage>();
    expect(byOther.items.map((entry) => entry.actorId)).toEqual([other.user.id]);
    expect(byOther.total).toBe(1);

    const creations = (await listAudit(t, admin, { action: 'location.create' })).json<AuditPage>();
    expect(creations.items[0]).toMatchObject({ targetId: String(mine.id) });

    const today = t.clock.now().toISOString().slice(0, 10);
    const tomorrow = new Date(t.clock.now().getTime() + 2 * DAY).toISOString().slice(0, 10);
    const inRange = (await listAudit(t, admin, { from: today, to: today })).json<AuditPage>();
    expect(inRange.total).toBeGreaterThan(0);
    const later = (await listAudit(t, admin, { from: tomorrow })).json<AuditPage>();
    expect(later.total).toBe(0);
  });

  it('refuses bad filters with a message naming them, and every player', async () => {
    const from = await listAudit(t, admin, { from: '2026-13-01' });
    expect(from.statusCode).toBe(400);
    expect(from.json().message).toContain('from');
    const reversed = await listAudit(t, admin, { from: '2026-05-02', to: '2026-05-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('from is a day on or before to.');
    const actor = await listAudit(t, admin, { actor: 'someone' });
    expect(actor.statusCode).toBe(400);

    const player = await createPlayer(t);
    expect((await listAudit(t, player)).statusCode).toBe(403);
    expect((await listAudit(t, { ...player, token: '' })).statusCode).toBe(401);
  });
});

describe('entries are kept as written', () => {
  it('the database refuses to change, delete or empty the log', async () => {
    await createLocation(t, admin);
    const attempts = [
      sql`update audit_log set reason = 'rewritten'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ];
    for (const attempt of attempts) {
      const refusal = await t.db.execute(attempt).then(
        () => 'changed',
        (error: unknown) => databaseError(error)?.code,
      );
      // insufficient_privilege, raised by the table's trigger (migration 0018).
      expect(refusal).toBe('42501');
    }
    const page = (await listAudit(t, admin)).json<AuditPage>();
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((entry) => entry.reason !== 'rewritten')).toBe(true);
  });
});

describe('an admin write must say what it records', () => {
  it('stops the start on an admin write route without an audit entry', async () => {
    const app = Fastify();
    requireAuditEntries(app);
    expect(() => app.post('/api/secure/thing', { config: { guard: 'admin' } }, () => ({}))).toThrow(
      'Route POST /api/secure/thing is an admin write without an audit entry.',
    );
    // A read needs no entry, nor a player's own write.
    app.get('/api/secure/thing', { config: { guard: 'admin' } }, () => ({}));
    app.post('/api/secure/mine', { config: { guard: 'user' } }, () => ({}));
    await app.close();
  });
});
