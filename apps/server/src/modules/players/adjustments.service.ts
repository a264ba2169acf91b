import {
  apiRoutes,
  type AdjustPlayerInput,
  type MarketplaceItem,
  type PlayerActionResult,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction } from '../../lib/audit.ts';
import type { Actor } from '../../lib/context.ts';
import { requestHash, runOnce } from '../../lib/idempotency.ts';
import { addNotice } from '../../lib/ledgers/notices.ts';
import { moveCoinsWithBalance } from '../../lib/ledgers/wallet-ledger.ts';
import { databaseError } from '../../db/errors.ts';
import { adjustLifetimeXp } from '../../lib/ledgers/xp-ledger.ts';
import { adjustHeld, heldOf, type HeldThing } from '../inventory/inventory.service.ts';
import { getItem } from '../marketplace/marketplace.service.ts';
import { accountToActOn } from './player-actions.service.ts';
import type { PlayersContext } from './players.context.ts';
import { adjustedNotice, adjustmentWords, type AdjustedAmount } from './players.notices.ts';
import { getPlayerProfile } from './players.service.ts';

// An admin's adjustment of a player's coins, XP and items (docs/game-rules.md, Players and
// admins): signed amounts through the ledgers, never a balance written over; all of it or
// nothing; once per idempotency key; with a notice to the player and an audit entry.

/** The audit log's action of an adjustment (its route declares the same). */
export const PLAYER_ADJUST_ACTION = 'player.adjust';

/** The ledgers' reason of an adjustment's entries; their ref is the admin's key. */
const LEDGER_REASON = 'admin-adjustment';

/** What a marketplace item holds, as the inventory counts it, and its name. */
function heldThingOf(item: MarketplaceItem): {
  thing: HeldThing;
  singular: string;
  plural: string;
} {
  switch (item.kind) {
    case 'WATER':
      return { thing: { resource: 'water' }, singular: 'water', plural: 'water' };
    case 'FERTILIZER':
      return { thing: { resource: 'fertilizer' }, singular: 'fertilizer', plural: 'fertilizer' };
    case 'STREAK_SAVER':
      return {
        thing: { resource: 'streakSavers' },
        singular: 'streak saver',
        plural: 'streak savers',
      };
    case 'SEEDLING': {
      const name = `${item.speciesName ?? item.name} seedling`;
      return { thing: { speciesId: item.speciesId ?? 0 }, singular: name, plural: `${name}s` };
    }
  }
}

export interface AdminRequest {
  actor: Actor;
  /** The admin's client address, for the audit entry. */
  address: string;
}

/**
 * Adjusts the player once per (admin, idempotencyKey): 20 identical requests at once apply it
 * once and all get its answer; the same key with another adjustment is refused (422). 404 for
 * an unknown player or item; 409 when a balance would go below 0, and then nothing changes.
 */
export async function adjustPlayer(
  ctx: PlayersContext,
  admin: AdminRequest,
  userId: string,
  input: AdjustPlayerInput,
): Promise<PlayerActionResult> {
  const { idempotencyKey, ...adjustment } = input;
  const claim = {
    scope: `player-adjust:${admin.actor.id}`,
    key: idempotencyKey,
    requestHash: requestHash('POST', apiRoutes.players.adjust, { userId, adjustment }),
    userId: admin.actor.id,
  };
  const once = await runOnce(ctx, claim, { status: 200 }, (tx) =>
    applyAdjustment(tx, admin, userId, input),
  );
  return once.answer;
}

async function applyAdjustment(
  ctx: PlayersContext,
  admin: AdminRequest,
  userId: string,
  input: AdjustPlayerInput,
): Promise<PlayerActionResult> {
  const account = await accountToActOn(ctx, userId);
  const item =
    input.itemId === undefined ? undefined : await getItem(ctx, admin.actor, input.itemId);
  const held = item && heldThingOf(item);
  const at = ctx.clock.now();
  const ref = `${admin.actor.id}:${input.idempotencyKey}`;
  const amounts: AdjustedAmount[] = [];
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};

  if (input.coins) {
    const coins = input.coins;
    const moved = await moveCoinsWithBalance(ctx.db, {
      userId,
      amount: coins,
      reason: LEDGER_REASON,
      ref,
      description: `Changed by an admin: ${input.reason}`,
      at,
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_ENOUGH_COINS') {
        throw new AppError(
          'BELOW_ZERO',
          `${account.username} has ${account.coinBalance} coins: taking ${-coins} would leave fewer than 0.`,
        );
      }
      throw error;
    });
    // The balance the ledger wrote, and so the one just before it, whatever moved meanwhile.
    Object.assign(before, { coins: moved.balance - coins });
    Object.assign(after, { coins: moved.balance });
    amounts.push({ amount: coins, singular: 'coin', plural: 'coins' });
  }
  if (input.xp) {
    // Lifetime XP: it moves the level, never a season's standing (docs/game-rules.md).
    const xp = input.xp;
    if (account.totalXp + xp < 0) {
      throw new AppError(
        'BELOW_ZERO',
        `${account.username} has ${account.totalXp} XP: taking ${-xp} would leave less than 0.`,
      );
    }
    const award = { userId, amount: xp, reason: LEDGER_REASON, ref, at };
    const { totalXp } = await adjustLifetimeXp(ctx.db, award).catch((error: unknown) => {
      // XP earned between the read above and this write: the database's check still holds.
      if (databaseError(error)?.constraint === 'users_total_xp_check') {
        throw new AppError(
          'BELOW_ZERO',
          `Taking ${-xp} XP would leave ${account.username} below 0.`,
        );
      }
      throw error;
    });
    Object.assign(before, { totalXp: totalXp - xp });
    Object.assign(after, { totalXp });
    amounts.push({ amount: input.xp, singular: 'XP', plural: 'XP' });
  }
  if (held && item && input.quantity) {
    const was = await heldOf(ctx, userId, held.thing);
    const now = await adjustHeld(ctx, userId, held.thing, input.quantity);
    Object.assign(before, { item: { id: item.id, name: item.name, held: was } });
    Object.assign(after, { item: { id: item.id, name: item.name, held: now } });
    amounts.push({ amount: input.quantity, singular: held.singular, plural: held.plural });
  }

  await addNotice(ctx.db, adjustedNotice({ userId, ref, amounts, reason: input.reason, at }));
  await recordAdminAction(ctx, {
    actorId: admin.actor.id,
    action: PLAYER_ADJUST_ACTION,
    targetType: 'player',
    targetId: userId,
    before,
    after,
    reason: input.reason,
    address: admin.address,
  });
  const words = adjustmentWords(amounts, account.username);
  return {
    player: await getPlayerProfile(ctx, userId),
    message: `You ${words}; they were told why.`,
  };
}
