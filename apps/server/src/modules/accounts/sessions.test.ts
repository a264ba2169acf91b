import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { inTransaction } from '../../lib/context.ts';
import { createPlayer, useTestApp } from '../../../test/test-app.ts';
import { login } from '../../../test/factories/accounts.ts';
import { findUserById } from './accounts.repository.ts';
import { endAllSessions } from './sessions.service.ts';

const t = useTestApp();

const profile = (userId: string, token: string) =>
  t.request({ method: 'GET', url: pathTo(apiRoutes.accounts.user, { userId }), token });
const logoutAll = (userId: string, token: string) =>
  t.request({ method: 'POST', url: pathTo(apiRoutes.accounts.logoutAll, { userId }), token });

async function tokenVersionOf(userId: string): Promise<number> {
  const user = await findUserById(t.db, userId);
  if (!user) throw new Error('no such user');
  return user.tokenVersion;
}

describe('POST /api/secure/user/{userId}/logout-all', () => {
  it('ends every session of the player, this one included', async () => {
    const player = await createPlayer(t);
    const second = (await login(t, player.user.username, player.password)).json().token as string;
    const response = await logoutAll(player.user.id, player.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You are logged out on every device.' });
    for (const token of [player.token, second]) {
      expect((await profile(player.user.id, token)).statusCode).toBe(401);
    }
    const fresh = await login(t, player.user.username, player.password);
    expect((await profile(player.user.id, fresh.json().token as string)).statusCode).toBe(200);
  });

  it("refuses to end another player's sessions", async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const before = await tokenVersionOf(other.user.id);
    expect((await logoutAll(other.user.id, player.token)).statusCode).toBe(403);
    expect((await logoutAll(other.user.id, '')).statusCode).toBe(401);
    // Nor an admin, whose way is a suspension with a reason, on the record.
    const admin = await createPlayer(t, { role: 'ADMIN' });
    const byAdmin = await logoutAll(other.user.id, admin.token);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(
      "Only the player changes this. An admin changes another player's account from their file in Players, with a reason.",
    );
    expect(await tokenVersionOf(other.user.id)).toBe(before);
    expect((await profile(other.user.id, other.token)).statusCode).toBe(200);
  });
});

describe('token versions under parallel changes', () => {
  it('raises the version exactly 20 times when sessions end 20 times at once', async () => {
    const player = await createPlayer(t);
    const before = await tokenVersionOf(player.user.id);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        inTransaction(t.ctx, (tx) => endAllSessions(tx, player.user.id)),
      ),
    );
    expect(await tokenVersionOf(player.user.id)).toBe(before + 20);
    expect((await profile(player.user.id, player.token)).statusCode).toBe(401);
  });

  it('raises the version once per logout-all that went through when 20 arrive at once', async () => {
    const player = await createPlayer(t);
    const before = await tokenVersionOf(player.user.id);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => logoutAll(player.user.id, player.token)),
    );
    const ended = responses.filter((r) => r.statusCode === 200).length;
    expect(ended).toBeGreaterThanOrEqual(1);
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 401)).toBe(true);
    expect(await tokenVersionOf(player.user.id)).toBe(before + ended);
    expect((await profile(player.user.id, player.token)).statusCode).toBe(401);
  });

  it('raises the version once per password change that went through when 20 arrive at once', async () => {
    const player = await createPlayer(t);
    const before = await tokenVersionOf(player.user.id);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.request({
          method: 'PUT',
          url: pathTo(apiRoutes.accounts.updatePassword, { userId: player.user.id }),
          token: player.token,
          payload: { currentPassword: player.password, newPassword: `Changed-Leaf-${i}` },
        }),
      ),
    );
    const changed = responses.filter((r) => r.statusCode === 200);
    expect(changed.length).toBeGreaterThanOrEqual(1);
    const after = await tokenVersionOf(player.user.id);
    expect(after).toBe(before + changed.length);
    expect((await profile(player.user.id, player.token)).statusCode).toBe(401);
  });
});

describe('sessions kept in memory', () => {
  it('refuse a token within a second of its session ending outside this server', async () => {
    const player = await createPlayer(t);
    // Read once, so the session is kept in memory.
    expect((await profile(player.user.id, player.token)).statusCode).toBe(200);
    expect((await profile(player.user.id, player.token)).statusCode).toBe(200);
    // Another instance, or an operator by hand: only the database's notification says so.
    await t.db.execute(
      sql`update users set token_version = token_version + 1 where id = ${player.user.id}`,
    );
    const deadline = Date.now() + 1000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await profile(player.user.id, player.token)).statusCode;
    }
    expect(status).toBe(401);
  });
});
