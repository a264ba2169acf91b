import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  apiRoutes,
  pathTo,
  UNVERIFIED_ACCOUNTS_KEPT_DAYS,
} from '@punla/contract';
import { createPlayer, usePlayer, useTestApp } from '../../../test/test-app.ts';
import { login, signUp } from '../../../test/factories/accounts.ts';
import { createEvent, rsvp } from '../../../test/factories/events.ts';
import { buyItem, createItem } from '../../../test/factories/marketplace.ts';
import { raiseFlag } from '../../../test/factories/fair-play.ts';
import {
  applyReferralCode,
  referralCodeOf,
  treeNearSapling,
  waterToSapling,
} from '../../../test/factories/referrals.ts';
import { actOnPlayer, REASON } from '../../../test/factories/players.ts';
import { createReport, updateReport } from '../../../test/factories/reports.ts';
import { awardSeasonXp } from '../../../test/factories/seasons.ts';

const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });

const DAY_MS = 24 * 60 * 60 * 1000;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Every place the database holds text (every text, character and JSON column of every table,
 * the job queue's too) where `needle` appears, in any case: as `schema.table.column`.
 */
async function whereTextHolds(needle: string): Promise<string[]> {
  const columns = await rows<{ schema: string; table: string; column: string }>(sql`
    select c.table_schema as schema, c.table_name as table, c.column_name as column
    from information_schema.columns c
    join information_schema.tables tb
      on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where c.table_schema in ('public', 'pgboss') and tb.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`);
  const found: string[] = [];
  for (const { schema, table, column } of columns) {
    const [hit] = await rows<{ n: number }>(sql`
      select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)}
      where position(${needle.toLowerCase()} in lower(${sql.identifier(column)}::text)) > 0`);
    if (hit && hit.n > 0) found.push(`${schema}.${table}.${column}`);
  }
  return found;
}

describe('the erasure of a deleted account', () => {
  it('leaves no trace of the e-mail address or the usernames, and keeps the ledgers', async () => {
    const player = await createPlayer(t);
    const firstName = player.user.username;
    // A whole life in the game: trees, a purchase, XP, an RSVP, a report answered, a rename,
    // wrong passwords typed at login, an admin's adjustment with a reason naming them.
    // They joined with a friend's code and played (the friend's reward names them), and a
    // younger friend joined with theirs (that friend's welcome gift names them).
    const referrer = await createPlayer(t);
    expect((await applyReferralCode(t, player, await referralCodeOf(t, referrer))).statusCode).toBe(
      200,
    );
    const treeId = await treeNearSapling(t, player);
    expect((await waterToSapling(t, player, treeId)).statusCode).toBe(200);
    const joined = await createPlayer(t);
    expect((await applyReferralCode(t, joined, await referralCodeOf(t, player))).statusCode).toBe(
      200,
    );
    await raiseFlag(t, joined, { related: player, evidence: { players: [firstName, 'bea_2'] } });
    const reward = sql`select description from wallet_ledger
      where user_id = ${referrer.user.id} and reason = 'referral'`;
    expect(await rows(reward)).toEqual([
      { description: `${firstName} is playing Punla with your code` },
    ]);
    const item = await createItem(t, admin, { price: 5 });
    expect((await buyItem(t, player, item.id, 1)).statusCode).toBe(200);
    await awardSeasonXp(t, player, 250);
    const event = await createEvent(t, admin, { capacity: 5 });
    expect((await rsvp(t, event.id, player)).statusCode).toBe(201);
    const report = await createReport(t, player, {
      message: `I am ${firstName}, my tree is stuck.`,
    });
    await updateReport(t, admin, report.id, { status: 'RESOLVED', reply: `Fixed, ${firstName}!` });
    const renamed = `${firstName}_x`;
    const rename = await actOnPlayer(t, admin, 'rename', player.user.id, {
      username: renamed,
      reason: `${firstName} is the name of a classmate, ${REASON}`,
    });
    expect(rename.statusCode).toBe(200);
    expect((await login(t, renamed, 'not-the-password')).statusCode).toBe(401);
    expect((await login(t, player.user.email, 'not-the-password')).statusCode).toBe(401);
    const ledgerRows = await rows<{ n: number }>(
      sql`select count(*)::int as n from wallet_ledger where user_id = ${player.user.id}`,
    );
    expect(await whereTextHolds(player.user.email)).not.toEqual([]);
    expect(await whereTextHolds(firstName)).not.toEqual([]);

    const deleted = await t.request({
      method: 'POST',
      url: pathTo(apiRoutes.privacy.delete, { userId: player.user.id }),
      token: (await login(t, renamed, player.password)).json().token,
      payload: { password: player.password },
    });
    expect(deleted.statusCode).toBe(202);
    // Not before the grace period ends.
    t.clock.advance(ACCOUNT_DELETION_GRACE_DAYS * DAY_MS - 60_000);
    expect((await t.app.runDailyLoop()).erasedAccounts).toBe(0);
    expect((await login(t, renamed, player.password)).json().code).toBe('DELETION_PENDING');

    t.clock.advance(2 * 60_000);
    expect((await t.app.runDailyLoop()).erasedAccounts).toBe(1);
    expect(await whereTextHolds(player.user.email)).toEqual([]);
    expect(await whereTextHolds(firstName)).toEqual([]);
    expect(await whereTextHolds(renamed)).toEqual([]);

    // The row stays under a neutral name, with its ledgers and trees; no login opens it.
    const [row] = await rows<{ username: string; erased: boolean }>(
      sql`select username, erased_at is not null as erased from users where id = ${player.user.id}`,
    );
    expect(row).toEqual({
      username: expect.stringMatching(/^Former player [0-9a-f]{12}$/),
      erased: true,
    });
    expect(
      await rows(
        sql`select count(*)::int as n from wallet_ledger where user_id = ${player.user.id}`,
      ),
    ).toEqual(ledgerRows);
    expect(
      await rows(
        sql`select count(*)::int as n from planted_trees where user_id = ${player.user.id}`,
      ),
    ).toEqual([{ n: 1 }]);
    expect((await login(t, renamed, player.password)).statusCode).toBe(401);
    expect((await t.app.runDailyLoop()).erasedAccounts).toBe(0);

    // The address is free again: a new player signs up with it.
    const again = await signUp(t, {
      email: player.user.email,
      username: firstName,
      password: 'Seedling-42-again',
      birthYear: 2000,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().user.id).not.toBe(player.user.id);
  });

  it('changes no field name of any record, whatever the username', async () => {
    // A username that is also a field's name in records of others (the sign-up rules allow it).
    const player = await createPlayer(t);
    await t.db.execute(sql`update users set username = 'coins' where id = ${player.user.id}`);
    const other = await createPlayer(t);
    const adjusted = await actOnPlayer(t, admin, 'adjust', other.user.id, {
      reason: 'Coins lost in the outage of March 4.',
      idempotencyKey: randomUUID(),
      coins: 25,
    });
    expect(adjusted.statusCode).toBe(200);
    const others = sql`select id, actor_name, before, after, reason from audit_log
      where target_id <> ${player.user.id} and actor_id <> ${player.user.id} order by id`;
    const before = await rows(others);
    expect(JSON.stringify(before)).toContain('coins');

    const token = (await login(t, 'coins', player.password)).json().token as string;
    const deleted = await t.request({
      method: 'POST',
      url: pathTo(apiRoutes.privacy.delete, { userId: player.user.id }),
      token,
      payload: { password: player.password },
    });
    expect(deleted.statusCode).toBe(202);
    t.clock.advance((ACCOUNT_DELETION_GRACE_DAYS + 1) * DAY_MS);
    expect((await t.app.runDailyLoop()).erasedAccounts).toBe(1);
    expect(await rows(others)).toEqual(before);
  });

  it('takes an unverified account out of what quotes it before the 30-day removal', async () => {
    const player = await createPlayer(t, { verified: false });
    const name = player.user.username;
    const renamed = await actOnPlayer(t, admin, 'rename', player.user.id, {
      username: `${name}_x`,
      reason: `${name} is a classmate's name. ${REASON}`,
    });
    expect(renamed.statusCode).toBe(200);
    const other = await createPlayer(t);
    await raiseFlag(t, other, { related: player, evidence: { players: [`${name}_x`, 'bea_2'] } });
    expect(await whereTextHolds(name)).not.toEqual([]);

    t.clock.advance((UNVERIFIED_ACCOUNTS_KEPT_DAYS + 1) * DAY_MS);
    expect((await t.app.runDailyLoop()).unverifiedAccounts).toBeGreaterThanOrEqual(1);
    expect(await rows(sql`select id from users where id = ${player.user.id}`)).toEqual([]);
    expect(await whereTextHolds(name)).toEqual([]);
    expect(await whereTextHolds(player.user.email)).toEqual([]);
  });
});
