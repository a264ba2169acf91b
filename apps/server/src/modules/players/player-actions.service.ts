import { randomUUID } from 'node:crypto';
import type { PlayerActionResult, RenamePlayerInput, Role } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { addNotice } from '../../lib/ledgers/notices.ts';
import { findAccount, updateProfile, type UserRow } from '../accounts/accounts.service.ts';
import { sendPasswordResetForAdmin } from '../accounts/password-reset.service.ts';
import { changeRole } from '../accounts/roles.service.ts';
import { sendVerificationForAdmin } from '../accounts/verification.service.ts';
import type { PlayersContext } from './players.context.ts';
import { renamedNotice } from './players.notices.ts';
import { refuseOwnAccount } from './players.policy.ts';
import { getPlayerProfile } from './players.service.ts';

// An admin's actions on one account that stay within it: a new name, a role, a verification
// or reset mail sent again (docs/game-rules.md, Players and admins). Each runs in the
// transaction its route opens with the audit entry (plugins/audit.ts), with the admin's reason.

/** The account acted on; 404 for an id no account has. */
export async function accountToActOn(ctx: PlayersContext, userId: string): Promise<UserRow> {
  const account = await findAccount(ctx, userId);
  if (!account) throw new AppError('NOT_FOUND', 'There is no player with this id.');
  return account;
}

async function answer(
  ctx: PlayersContext,
  userId: string,
  message: string,
): Promise<PlayerActionResult> {
  return { player: await getPlayerProfile(ctx, userId), message };
}

/**
 * Gives the player another username, by the sign-up's rules (409 when another account has it,
 * in any case), and tells them in their inbox, with the reason.
 */
export async function renamePlayer(
  ctx: PlayersContext,
  userId: string,
  input: RenamePlayerInput,
): Promise<PlayerActionResult> {
  const account = await accountToActOn(ctx, userId);
  if (account.username === input.username) {
    throw new AppError('VALIDATION_FAILED', `username: ${account.username} is already their name.`);
  }
  await updateProfile(ctx, userId, { username: input.username });
  await addNotice(
    ctx.db,
    renamedNotice({
      userId,
      ref: randomUUID(),
      from: account.username,
      to: input.username,
      reason: input.reason,
      at: ctx.clock.now(),
    }),
  );
  return answer(ctx, userId, `${account.username} is now ${input.username}; they were told why.`);
}

/**
 * Makes the player an admin or a player again; their sessions end, so they log in again with
 * the new role. An admin cannot demote themself (403), nor the last admin who can sign in (409).
 */
export async function changePlayerRole(
  ctx: PlayersContext,
  actor: Actor,
  userId: string,
  role: Role,
): Promise<PlayerActionResult> {
  if (role !== 'ADMIN') refuseOwnAccount(actor, userId, 'demote');
  const account = await accountToActOn(ctx, userId);
  await changeRole(ctx, account, role);
  return answer(
    ctx,
    userId,
    role === 'ADMIN'
      ? `${account.username} is an admin now, from their next login.`
      : `${account.username} is a player now; their sessions have ended.`,
  );
}

/** Sends an unverified account a new verification code (409 for a verified one). */
export async function sendPlayerVerification(
  ctx: PlayersContext,
  userId: string,
): Promise<PlayerActionResult> {
  const account = await accountToActOn(ctx, userId);
  await sendVerificationForAdmin(ctx, account);
  return answer(ctx, userId, `A new verification code is on its way to ${account.email}.`);
}

/** Sends the account a password reset code and link (409 for a Google-only account). */
export async function sendPlayerPasswordReset(
  ctx: PlayersContext,
  userId: string,
): Promise<PlayerActionResult> {
  const account = await accountToActOn(ctx, userId);
  await sendPasswordResetForAdmin(ctx, account);
  return answer(ctx, userId, `A password reset code is on its way to ${account.email}.`);
}
