import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, levelForXp } from '@punla/contract';
import { createPlayer, usePlayer, useTestApp, uniqueName } from '../../../test/test-app.ts';
import { checkIn, createEvent, rsvp, ticketOf } from '../../../test/factories/events.ts';
import {
  auditEntries,
  BOM,
  csvObjects,
  download,
  parseCsv,
  renamePlayer,
} from '../../../test/factories/exports.ts';

const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });
const player = usePlayer(t);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const today = '2026-06-01'; // the test clock's day in Manila

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A closed event made in SQL (its trees and checks too), as closing one leaves it. */
async function closedEvent(name: string, placeName: string, treesPlanted: number) {
  const startsAt = new Date('2026-03-14T00:00:00Z');
  const [event] = await rows<{ id: number }>(sql`
    insert into planting_events (name, description, starts_at, ends_at, rsvp_deadline, capacity,
      place_name, latitude, longitude, min_season_xp, status, trees_planted, closed_at,
      created_at, updated_at)
    values (${name}, 'Native trees along the river.', ${startsAt}, ${new Date(startsAt.getTime() + 4 * HOUR)},
      ${startsAt}, 10, ${placeName}, 14.7167, -121.0833, 0, 'CLOSED', ${treesPlanted},
      ${startsAt}, now(), now())
    returning id`);
  return event!.id;
}

describe('the file', () => {
  it('is UTF-8 CSV with a BOM, CRLF, quoting and formula escaping, named after kind and day', async () => {
    const tricky = await createPlayer(t);
    await renamePlayer(t, tricky, `=HYPERLINK("x","y"),${uniqueName()}`);
    const response = await download(t, admin, apiRoutes.exports.players);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="punla-players-${today}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    // The byte order mark, as bytes, then the header line ended by CRLF.
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body.startsWith(BOM)).toBe(true);
    expect(response.body.slice(1).split('\r\n')[0]).toBe(
      'Id,Username,E-mail,Role,Verified,Created (UTC),Level,XP,Coins,Suspended,Suspended since (UTC)',
    );
    // The name with a formula, a comma and quotes: quoted, quotes doubled, `'` in front.
    const line = response.body.split('\r\n').find((row) => row.startsWith(tricky.user.id));
    expect(line).toContain(`,"'=HYPERLINK(""x"",""y""),`);
    const record = csvObjects(response.body).find((row) => row.Id === tricky.user.id);
    expect(record?.Username?.startsWith(`'=HYPERLINK("x","y"),`)).toBe(true);
  });
});

describe('attendees', () => {
  it('lists every RSVP: seats in order, then the waitlist, with check-ins', async () => {
    const event = await createEvent(t, admin, { capacity: 2 });
    const [first, second, third] = [
      await createPlayer(t),
      await createPlayer(t),
      await createPlayer(t),
    ];
    const secondName = await renamePlayer(t, second!, `@sum ${uniqueName()}`);
    const thirdName = await renamePlayer(t, third!, `-2+3 "quoted",\nnext ${uniqueName()}`);
    for (const someone of [first!, second!, third!]) {
      expect((await rsvp(t, event.id, someone)).statusCode).toBe(201);
    }
    // The first seat checks in at the site, a day later.
    const code: string = (await ticketOf(t, event.id, first!)).json().code;
    t.clock.advance(DAY + HOUR);
    try {
      expect((await checkIn(t, event.id, admin, { code })).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(DAY + HOUR));
    }

    const response = await download(t, admin, apiRoutes.exports.attendees, { eventId: event.id });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="punla-attendees-${today}.csv"`,
    );
    const [header, ...records] = parseCsv(response.body.slice(1));
    expect(header).toEqual([
      'Username',
      'E-mail',
      'Status',
      'Position',
      'RSVP time (UTC)',
      'Checked in',
      'Check-in time (UTC)',
      'Minor',
      'Guardian',
      'Relationship',
      'Guardian phone',
      'Consent given at (UTC)',
    ]);
    const rsvpAt = t.clock.now().toISOString();
    const checkedInAt = new Date(t.clock.now().getTime() + DAY + HOUR).toISOString();
    // Adults: no guardian's columns (docs/game-rules.md, Age and a guardian's consent).
    const adult = ['no', '', '', '', ''];
    // A name starting with `@` or `-` gets a `'`; one with a quote, a comma and a line break
    // stays one cell.
    expect(records).toEqual([
      [first!.user.username, first!.user.email, 'seat', '1', rsvpAt, 'yes', checkedInAt, ...adult],
      [`'${secondName}`, second!.user.email, 'seat', '2', rsvpAt, 'no', '', ...adult],
      [`'${thirdName}`, third!.user.email, 'waitlist', '1', rsvpAt, 'no', '', ...adult],
    ]);
    expect(response.body).toContain(`\r\n"'-2+3 ""quoted"",\nnext `);

    expect(await auditEntries(t, 'export.attendees')).toContainEqual({
      actorId: admin.user.id,
      action: 'export.attendees',
      targetType: 'export',
      targetId: String(event.id),
    });
  });

  it('needs an event that exists, named in the query', async () => {
    const missing = await download(t, admin, apiRoutes.exports.attendees);
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toContain('application/json');
    expect(missing.json().message).toBe('eventId: This field is required.');
    const bad = await download(t, admin, apiRoutes.exports.attendees, { eventId: 'seven' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('eventId: The event id is a number.');
    const unknown = await download(t, admin, apiRoutes.exports.attendees, { eventId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no event with this id.');
    const before = await auditEntries(t, 'export.attendees');
    expect(before.some((entry) => entry.targetId === '999999')).toBe(false);
  });
});

describe('real trees', () => {
  it('gives each tree with its event, place, species and the latest survival check', async () => {
    const name = `-Riverside, "north" bank ${uniqueName()}`;
    const eventId = await closedEvent(name, '@Marikina River Park', 40);
    const [planter, other] = [await createPlayer(t), await createPlayer(t)];
    const [narra] = await rows<{ id: number; name: string }>(
      sql`select id, name from tree_species order by id limit 1`,
    );
    for (const someone of [planter!, other!]) {
      await t.db
        .execute(sql`insert into real_trees (user_id, event_id, species_id, planted_on, created_at)
        values (${someone.user.id}, ${eventId}, ${narra!.id}, '2026-03-14', now())`);
    }
    await t.db
      .execute(sql`insert into survival_checks (event_id, checked_at, surviving, recorded_at)
      values (${eventId}, '2026-04-14', 38, now()), (${eventId}, '2026-05-14', 35, now())`);

    const response = await download(t, admin, apiRoutes.exports.realTrees);
    expect(response.statusCode).toBe(200);
    expect(response.body.startsWith(BOM)).toBe(true);
    expect(response.body.slice(1).split('\r\n')[0]).toBe(
      'Event,Event date,Place,Latitude,Longitude,Planter,Species,Planted on,Last survival check,Surviving,Planted at the event',
    );
    const mine = csvObjects(response.body).filter((row) => row.Planter === planter!.user.username);
    expect(mine).toEqual([
      {
        Event: `'${name}`,
        'Event date': '2026-03-14',
        Place: "'@Marikina River Park",
        Latitude: '14.7167',
        // A number keeps its minus sign: only text is escaped.
        Longitude: '-121.0833',
        Planter: planter!.user.username,
        Species: narra!.name,
        'Planted on': '2026-03-14',
        'Last survival check': '2026-05-14',
        Surviving: '35',
        'Planted at the event': '40',
      },
    ]);
    expect(response.body).toContain(`"'-Riverside, ""north"" bank `);
    expect(await auditEntries(t, 'export.real-trees')).toContainEqual(
      expect.objectContaining({ actorId: admin.user.id, targetType: 'export', targetId: 'all' }),
    );
  });
});

describe('standings', () => {
  it("ranks an ended season's verified players by XP, ties to whoever reached it first", async () => {
    const [season] = await rows<{ id: number }>(sql`
      insert into seasons (name, start_at, end_at, created_at, updated_at)
      values (${uniqueName('Dry season ')}, '2025-01-01T00:00:00Z', '2025-04-01T00:00:00Z', now(), now())
      returning id`);
    const seasonId = season!.id;
    const [leader, early, late, unverified, cheat, laterSuspended] = [
      await createPlayer(t),
      await createPlayer(t),
      await createPlayer(t),
      await createPlayer(t, { verified: false }),
      await createPlayer(t),
      await createPlayer(t),
    ];
    // Suspended before the season ended: no final place. Suspended after: kept its place.
    await t.db.execute(sql`update users set suspended_at = '2025-03-15T00:00:00Z',
      suspension_reason = 'cheating' where id = ${cheat!.user.id}`);
    await t.db.execute(sql`update users set suspended_at = '2025-06-01T00:00:00Z',
      suspension_reason = 'rude' where id = ${laterSuspended!.user.id}`);
    const lateName = await renamePlayer(t, late!, `+late ${uniqueName()}`);
    await t.db.execute(sql`update users set total_xp = 1250 where id = ${leader!.user.id}`);
    const xp = async (who: typeof leader, amount: number, reachedAt: string) =>
      t.db.execute(sql`insert into season_xp (season_id, user_id, xp, reached_at)
        values (${seasonId}, ${who!.user.id}, ${amount}, ${reachedAt})`);
    await xp(leader, 900, '2025-02-01T00:00:00Z');
    await xp(late, 400, '2025-03-01T00:00:00.000002Z');
    await xp(early, 400, '2025-03-01T00:00:00.000001Z');
    await xp(unverified, 5000, '2025-02-01T00:00:00Z');
    await xp(cheat, 4000, '2025-02-01T00:00:00Z');
    await xp(laterSuspended, 100, '2025-02-01T00:00:00Z');

    const response = await download(t, admin, apiRoutes.exports.standings, { season: seasonId });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="punla-standings-${today}.csv"`,
    );
    const [header, ...records] = parseCsv(response.body.slice(1));
    expect(header).toEqual(['Rank', 'Username', 'Season XP', 'Level']);
    expect(records).toEqual([
      ['1', leader!.user.username, '900', String(levelForXp(1250))],
      ['2', early!.user.username, '400', '0'],
      ['3', `'${lateName}`, '400', '0'],
      ['4', laterSuspended!.user.username, '100', '0'],
    ]);
    expect(levelForXp(1250)).toBeGreaterThan(0);
    expect(await auditEntries(t, 'export.standings')).toContainEqual(
      expect.objectContaining({ actorId: admin.user.id, targetId: String(seasonId) }),
    );
  });

  it('refuses a season still running (409), an unknown one (404) and a missing one (400)', async () => {
    const [current] = await rows<{ id: number; name: string }>(
      sql`select id, name from seasons where start_at <= ${t.clock.now()} and end_at > ${t.clock.now()}`,
    );
    const running = await download(t, admin, apiRoutes.exports.standings, { season: current!.id });
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({
      code: 'SEASON_NOT_ENDED',
      message: `${current!.name} has not ended: its final standings can be exported after its last day, 2026-08-31. The leaderboard shows the standing now.`,
    });
    const unknown = await download(t, admin, apiRoutes.exports.standings, { season: 999_999 });
    expect(unknown.statusCode).toBe(404);
    const missing = await download(t, admin, apiRoutes.exports.standings);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('season: This field is required.');
    const zero = await download(t, admin, apiRoutes.exports.standings, { season: 0 });
    expect(zero.json().message).toBe('season: The season id is a positive number.');
  });
});

describe('players', () => {
  it('gives each account its figures, and nothing secret', async () => {
    const [found] = await rows<{ totalXp: number }>(
      sql`update users set total_xp = 700, coin_balance = 42 where id = ${player.user.id}
          returning total_xp as "totalXp"`,
    );
    const response = await download(t, admin, apiRoutes.exports.players);
    const record = csvObjects(response.body).find((row) => row.Id === player.user.id);
    expect(record).toEqual({
      Id: player.user.id,
      Username: player.user.username,
      'E-mail': player.user.email,
      Role: 'player',
      Verified: 'yes',
      'Created (UTC)': t.clock.now().toISOString(),
      Level: String(levelForXp(found!.totalXp)),
      XP: '700',
      Coins: '42',
      Suspended: 'no',
      'Suspended since (UTC)': '',
    });
    const adminRow = csvObjects(response.body).find((row) => row.Id === admin.user.id);
    expect(adminRow?.Role).toBe('admin');
    // No password hash (scrypt or argon2 text), code or key hash anywhere in the file.
    const [secrets] = await rows<{ hash: string }>(
      sql`select password_hash as hash from users where id = ${player.user.id}`,
    );
    expect(response.body).not.toContain(secrets!.hash);
    expect(response.body).not.toMatch(/\$argon2|scrypt|password/i);
  });
});

describe('audit', () => {
  it("gives the range's entries oldest first, this export's own among them", async () => {
    const first = await download(t, admin, apiRoutes.exports.players);
    expect(first.statusCode).toBe(200);
    const response = await download(t, admin, apiRoutes.exports.audit, {
      from: today,
      to: today,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="punla-audit-${today}.csv"`,
    );
    const records = csvObjects(response.body);
    expect(records.length).toBeGreaterThan(1);
    const ids = records.map((row) => Number(row.Entry));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(records.at(-1)).toMatchObject({
      'Time (UTC)': t.clock.now().toISOString(),
      Admin: admin.user.username,
      'Admin id': admin.user.id,
      Action: 'export.audit',
      'Target type': 'export',
      'Target id': `${today}..${today}`,
      Before: '',
      After: '',
    });

    // Another day holds none of them.
    const yesterday = await download(t, admin, apiRoutes.exports.audit, {
      from: '2026-05-30',
      to: '2026-05-31',
    });
    expect(parseCsv(yesterday.body.slice(1))).toHaveLength(1);
  });

  it('needs two dates in order, at most 366 days apart', async () => {
    const ask = (query: Record<string, string>) =>
      download(t, admin, apiRoutes.exports.audit, query);
    const cases: [Record<string, string>, string][] = [
      [{ to: today }, 'from: This field is required.'],
      [{ from: '2026-02-30', to: today }, 'from: from is a date written YYYY-MM-DD.'],
      [{ from: today, to: '1 June' }, 'to: to is a date written YYYY-MM-DD.'],
      [
        { from: '2026-06-02', to: '2026-06-01' },
        'to: The last day (2026-06-01) comes before the first (2026-06-02).',
      ],
      [
        { from: '2025-05-31', to: '2026-06-01' },
        'to: One export covers at most 366 days; this range has 367.',
      ],
    ];
    for (const [query, message] of cases) {
      const response = await ask(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // A leap year whole is 366 days.
    expect((await ask({ from: '2028-01-01', to: '2028-12-31' })).statusCode).toBe(200);
  });
});

describe('who may export', () => {
  it('refuses a player (403) and no session (401), for every kind, and records nothing', async () => {
    const before = await rows<{ n: string }>(
      sql`select count(*)::text as n from audit_log where action like 'export.%'`,
    );
    for (const route of Object.values(apiRoutes.exports)) {
      const query = { eventId: 1, season: 1, from: today, to: today };
      const refused = await download(t, player, route, query);
      expect(refused.statusCode, route).toBe(403);
      expect(refused.body).not.toContain(BOM);
      const anonymous = await t.request({ method: 'GET', url: route });
      expect(anonymous.statusCode, route).toBe(401);
      // No HEAD: it would record an export and read every row for a file nobody gets.
      const head = await t.request({ method: 'HEAD', url: route, token: admin.token });
      expect(head.statusCode, route).toBe(404);
    }
    const after = await rows<{ n: string }>(
      sql`select count(*)::text as n from audit_log where action like 'export.%'`,
    );
    expect(after).toEqual(before);
  });
});
