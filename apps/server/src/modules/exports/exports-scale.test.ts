import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@punla/contract';
import { usePlayer, useTestApp } from '../../../test/test-app.ts';
import { addVerifiedPlayers } from '../../../test/factories/accounts.ts';
import { createEvent } from '../../../test/factories/events.ts';
import { csvObjects, download } from '../../../test/factories/exports.ts';
import { EXPORT_BATCH } from './exports.service.ts';

// A database of its own (this file's), so that every account in it is known here.
const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });
const PLAYERS = 100_000;

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await t.db.execute(query);
  return Number((result as unknown as { rows: { n: string }[] }).rows[0]?.n);
}

// One statement: the players share their sign-up instant.
beforeAll(() => addVerifiedPlayers(t, PLAYERS, 'bulk'), 60_000);

describe('an export of 100,000 rows', () => {
  it(
    'walks every player once, in order, across hundreds of batches',
    { timeout: 120_000 },
    async () => {
      const accounts = await count(sql`select count(*)::text as n from users`);
      expect(accounts).toBeGreaterThan(PLAYERS);

      const response = await download(t, admin, apiRoutes.exports.players);
      expect(response.statusCode).toBe(200);
      const lines = response.body.split('\r\n');
      // The header, a line per account, and the empty string after the last CRLF.
      expect(lines).toHaveLength(accounts + 2);
      expect(lines.at(-1)).toBe('');
      const ids = csvObjects(response.body).map((row) => row.Id);
      const byId = await t.db.execute(sql`select id from users order by id`);
      expect(ids).toEqual((byId as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
      const bulkNames = csvObjects(response.body)
        .map((row) => row.Username)
        .filter((name) => name?.startsWith('bulk'));
      expect(bulkNames).toHaveLength(PLAYERS);
    },
  );

  it('numbers the seats and the waitlist on across batches', { timeout: 60_000 }, async () => {
    const event = await createEvent(t, admin, { capacity: 10_000 });
    const seats = EXPORT_BATCH + 500;
    const waitlist = EXPORT_BATCH + 200;
    await t.db.execute(sql`
      insert into event_rsvps (event_id, user_id, status, ticket_code, created_at)
      select ${event.id}, u.id, case when u.n <= ${seats} then 'CONFIRMED' else 'WAITLISTED' end,
        'bulk-ticket-' || u.n, now()
      from (select id, row_number() over (order by username) as n from users
            where username like 'bulk%') u
      where u.n <= ${seats + waitlist}`);

    const response = await download(t, admin, apiRoutes.exports.attendees, { eventId: event.id });
    const records = csvObjects(response.body);
    expect(records).toHaveLength(seats + waitlist);
    const positions = (status: string) =>
      records.filter((row) => row.Status === status).map((row) => Number(row.Position));
    expect(positions('seat')).toEqual(Array.from({ length: seats }, (_, i) => i + 1));
    expect(positions('waitlist')).toEqual(Array.from({ length: waitlist }, (_, i) => i + 1));
    expect(records.slice(0, seats).every((row) => row.Status === 'seat')).toBe(true);
  });
});
