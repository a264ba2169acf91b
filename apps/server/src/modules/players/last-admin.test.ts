import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, type AuthResponse } from '@punla/contract';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createPlayer,
  useTestApp,
  type TestPlayer,
} from '../../../test/test-app.ts';
import { actOnPlayer, REASON } from '../../../test/factories/players.ts';
import { inTransaction } from '../../lib/context.ts';
import { findAccount } from '../accounts/accounts.service.ts';
import { changeRole } from '../accounts/roles.service.ts';

// A database of its own: its only admins are the ones made here.
const t = useTestApp();

async function firstAdmin(): Promise<TestPlayer> {
  const response = await t.request({
    method: 'POST',
    url: apiRoutes.accounts.login,
    payload: { identifier: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const { token, user } = response.json<AuthResponse>();
  return { token, user, password: ADMIN_PASSWORD };
}

async function activeAdmins(): Promise<number> {
  const result = await t.db.execute(
    sql`select count(*)::int as admins from users where role = 'ADMIN' and suspended_at is null`,
  );
  return (result as unknown as { rows: { admins: number }[] }).rows[0]?.admins ?? 0;
}

describe('the last admin', () => {
  it('is never demoted, even by two admins demoting each other at once', async () => {
    const first = await firstAdmin();
    const second = await createPlayer(t, { role: 'ADMIN' });
    expect(await activeAdmins()).toBe(2);
    const demote = (caller: TestPlayer, target: TestPlayer) =>
      actOnPlayer(t, caller, 'role', target.user.id, { role: 'USER', reason: REASON });
    const [a, b] = await Promise.all([demote(first, second), demote(second, first)]);
    const answers = [a, b].map((response) => response.statusCode);
    // One demotion is made; the other is refused as the last admin's, or its caller's session
    // had ended (they were demoted first).
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    const refused = a.statusCode === 200 ? b : a;
    expect([401, 409]).toContain(refused.statusCode);
    if (refused.statusCode === 409) {
      expect(refused.json()).toMatchObject({ code: 'LAST_ADMIN' });
      expect(refused.json().message).toMatch(
        /is the last admin who can sign in: make another admin first\.$/,
      );
    }
    expect(await activeAdmins()).toBe(1);
  });

  it('who can sign in is refused its demotion (409), a suspended admin not counting', async () => {
    const [last] = (
      (await t.db.execute(
        sql`select id from users where role = 'ADMIN' and suspended_at is null`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    const account = last && (await findAccount(t.ctx, last.id));
    if (!account) throw new Error('no admin left');
    const suspended = await createPlayer(t, { role: 'ADMIN' });
    await t.db.execute(sql`update users set suspended_at = now(), suspension_reason = 'away'
      where id = ${suspended.user.id}`);
    const refusal = await inTransaction(t.ctx, (tx) => changeRole(tx, account, 'USER')).catch(
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({
      code: 'LAST_ADMIN',
      message: `${account.username} is the last admin who can sign in: make another admin first.`,
    });
    expect(await activeAdmins()).toBe(1);
  });

  it('is never suspended either, even by two admins suspending each other at once', async () => {
    const a = await createPlayer(t, { role: 'ADMIN' });
    const b = await createPlayer(t, { role: 'ADMIN' });
    // The two made here are the only admins who can sign in.
    await t.db.execute(sql`update users set suspended_at = now(), suspension_reason = 'away'
      where role = 'ADMIN' and suspended_at is null and id not in (${a.user.id}, ${b.user.id})`);
    expect(await activeAdmins()).toBe(2);
    const suspend = (caller: TestPlayer, target: TestPlayer) =>
      actOnPlayer(t, caller, 'suspend', target.user.id, { reason: REASON });
    const [first, second] = await Promise.all([suspend(a, b), suspend(b, a)]);
    expect([first, second].filter((response) => response.statusCode === 200)).toHaveLength(1);
    const refused = first.statusCode === 200 ? second : first;
    expect([401, 409]).toContain(refused.statusCode);
    if (refused.statusCode === 409) expect(refused.json()).toMatchObject({ code: 'LAST_ADMIN' });
    expect(await activeAdmins()).toBe(1);
  });
});
