import { inTransaction, type AppContext } from '../lib/context.ts';
import { addSeedlingToEach } from '../lib/ledgers/inventory-ledger.ts';
import { makeGrowingTreesDormant } from '../modules/planted-trees/planted-trees.service.ts';
import { getCurrentSeason, recordSeasonGifts } from '../modules/seasons/seasons.service.ts';
import { seasonGiftSpeciesId } from '../modules/trees/trees.service.ts';

/*
 * The admin's season rollover (Manage seasons): steps that start from the current season and
 * change planted trees or every player's inventory. Each is safe to repeat: a second run
 * changes nothing more.
 */

/** Makes every growing tree planted before the current season dormant. Safe to repeat. */
export async function disablePreviousSeasonTrees(ctx: AppContext) {
  const season = await getCurrentSeason(ctx);
  const changed = await makeGrowingTreesDormant(ctx, season.startAt);
  return {
    action: 'disable-previous-season-trees' as const,
    season: season.name,
    changed,
    message:
      changed === 0
        ? 'No growing trees from earlier seasons were left: nothing changed.'
        : `${changed} tree${changed === 1 ? ' is' : 's are'} now dormant.`,
  };
}

/**
 * Gives every verified player one free seedling for the current season, once: the gift row
 * (season, player) is the record, so a second run gives only to players who had none.
 */
export async function sendFreeSeedlings(ctx: AppContext) {
  const season = await getCurrentSeason(ctx);
  const now = ctx.clock.now();
  const changed = await inTransaction(ctx, async (tx) => {
    const players = await recordSeasonGifts(tx, season, now);
    const speciesId = await seasonGiftSpeciesId(tx, season.id);
    if (speciesId === undefined) return 0;
    await addSeedlingToEach(tx.db, players, speciesId);
    return players.length;
  });
  return {
    action: 'send-free-seedlings' as const,
    season: season.name,
    changed,
    message:
      changed === 0
        ? `Every verified player already has the free seedling of ${season.name}: nothing changed.`
        : `${changed} player${changed === 1 ? '' : 's'} received a free seedling.`,
  };
}
