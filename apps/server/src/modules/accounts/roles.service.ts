import type { Role } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { lockActiveAdmins, setUserRole, type UserRow } from './accounts.repository.ts';
import type { SessionCache } from './session-cache.ts';

/**
 * Gives the account another role (docs/game-rules.md, Players and admins) and ends its sessions
 * on every instance, so the player logs in again with the new role. The game always keeps an
 * admin who can sign in: demoting the last one is refused (409), decided with the admins' rows
 * locked, so two admins demoting each other at once cannot both succeed. Call inside the
 * change's transaction; whether the actor may change this account is the caller's to say.
 */
export async function changeRole(
  ctx: AppContext & { sessions?: SessionCache },
  user: Pick<UserRow, 'id' | 'username' | 'role'>,
  role: Role,
): Promise<UserRow> {
  const unchanged = () =>
    new AppError(
      'ROLE_UNCHANGED',
      `${user.username} is ${role === 'ADMIN' ? 'an admin' : 'a player'} already.`,
    );
  if (user.role === role) throw unchanged();
  if (role !== 'ADMIN') {
    const admins = await lockActiveAdmins(ctx.db);
    if (!admins.some((id) => id !== user.id)) {
      throw new AppError(
        'LAST_ADMIN',
        `${user.username} is the last admin who can sign in: make another admin first.`,
      );
    }
  }
  const changed = await setUserRole(ctx.db, user.id, role, ctx.clock.now());
  if (!changed) throw unchanged();
  ctx.sessions?.forget(user.id);
  return changed;
}

/**
 * The ids of the admins who may sign in, their rows locked until the caller's transaction ends:
 * whatever would take an admin out (a demotion, a suspension, a deletion) decides against them,
 * one at a time.
 */
export function lockAdminsWhoCanSignIn(ctx: AppContext): Promise<string[]> {
  return lockActiveAdmins(ctx.db);
}
