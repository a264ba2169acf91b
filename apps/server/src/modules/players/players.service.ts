import {
  PLAYER_SEARCH_COUNT_LIMIT,
  type PlayerFile,
  type PlayerProfile,
  type PlayerSearchPage,
  type PlayerSearchQuery,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { listOpenFlagsOf } from '../fair-play/fair-play.service.ts';
import { getResources, listSeedlings } from '../inventory/inventory.service.ts';
import {
  countAccountRows,
  findAccountRow,
  findReferrerRow,
  listNoticeRows,
  listRealTreeRows,
  listReferredRows,
  listReportRows,
  listRsvpRows,
  listTreeRows,
  searchAccountRows,
  walletLedgerPage,
  xpLedgerPage,
} from './players.repository.ts';
import {
  toNotices,
  toPlayerListItem,
  toPlayerProfile,
  toRealTrees,
  toReferrals,
  toReports,
  toRsvps,
  toTrees,
  toWalletLedgerPage,
  toXpLedgerPage,
} from './players.view.ts';

// The admins' Players area, reading: the search, a player's file and their ledgers' pages
// (docs/api.md, Players (admins)). The actions are player-actions.service.ts and
// adjustments.service.ts; a suspension, which spans domains, is use-cases/suspend-player.ts.

const noPlayer = () => new AppError('NOT_FOUND', 'There is no player with this id.');

/**
 * Players whose username, e-mail address or id starts with `q` (any case), kept to a status; a
 * page of them with how many were found, counted up to PLAYER_SEARCH_COUNT_LIMIT.
 */
export async function searchPlayers(
  ctx: AppContext,
  query: PlayerSearchQuery,
): Promise<PlayerSearchPage> {
  const { page, size } = query;
  const filter = { q: query.q || undefined, status: query.status };
  const [rows, found] = await Promise.all([
    searchAccountRows(ctx.db, filter, { limit: size, offset: (page - 1) * size }),
    countAccountRows(ctx.db, filter),
  ]);
  return {
    items: rows.map(toPlayerListItem),
    page,
    size,
    total: Math.min(found, PLAYER_SEARCH_COUNT_LIMIT),
    totalCapped: found > PLAYER_SEARCH_COUNT_LIMIT,
  };
}

/** The account as the file shows it; 404 for an id no account has. */
export async function getPlayerProfile(ctx: AppContext, userId: string): Promise<PlayerProfile> {
  const row = await findAccountRow(ctx.db, userId);
  if (!row) throw noPlayer();
  return toPlayerProfile(row);
}

/** A page of the player's coin movements, newest first. */
export async function listPlayerWalletLedger(
  ctx: AppContext,
  userId: string,
  query: { page: number; size: number },
): Promise<PlayerFile['walletLedger']> {
  await getPlayerProfile(ctx, userId);
  const { page, size } = query;
  const rows = await walletLedgerPage(ctx.db, userId, { limit: size, offset: (page - 1) * size });
  return toWalletLedgerPage(rows, { page, size });
}

/** A page of the player's XP awards, newest first. */
export async function listPlayerXpLedger(
  ctx: AppContext,
  userId: string,
  query: { page: number; size: number },
): Promise<PlayerFile['xpLedger']> {
  await getPlayerProfile(ctx, userId);
  const { page, size } = query;
  const rows = await xpLedgerPage(ctx.db, userId, { limit: size, offset: (page - 1) * size });
  return toXpLedgerPage(rows, { page, size });
}

/** The ledgers' first page in a file. */
const FIRST_PAGE = { page: 1, size: 20 };

/**
 * Everything about one player an admin needs to help them or decide about them: the account,
 * what they hold, their trees, events, referrals, reports, latest notices, the fair-play flags
 * waiting for a review, and the first page of each ledger. 404 for an id no account has.
 */
export async function getPlayerFile(ctx: AppContext, userId: string): Promise<PlayerFile> {
  const profile = await getPlayerProfile(ctx, userId);
  const first = { limit: FIRST_PAGE.size, offset: 0 };
  const [
    seedlings,
    resources,
    trees,
    rsvps,
    realTrees,
    referrer,
    referred,
    reports,
    notices,
    flags,
    wallet,
    xp,
  ] = await Promise.all([
    listSeedlings(ctx, userId),
    getResources(ctx, userId),
    listTreeRows(ctx.db, userId),
    listRsvpRows(ctx.db, userId),
    listRealTreeRows(ctx.db, userId),
    findReferrerRow(ctx.db, userId),
    listReferredRows(ctx.db, userId),
    listReportRows(ctx.db, userId),
    listNoticeRows(ctx.db, userId),
    listOpenFlagsOf(ctx, userId),
    walletLedgerPage(ctx.db, userId, first),
    xpLedgerPage(ctx.db, userId, first),
  ]);
  return {
    profile,
    inventory: {
      seedlings: seedlings.map((item) => ({
        speciesId: item.species.id,
        speciesName: item.species.name,
        quantity: item.quantity,
      })),
      water: resources.water,
      fertilizer: resources.fertilizer,
      streakSavers: resources.streakSavers,
    },
    trees: toTrees(trees),
    rsvps: toRsvps(rsvps),
    realTrees: toRealTrees(realTrees),
    referrals: toReferrals(referrer, referred),
    reports: toReports(reports),
    notices: toNotices(notices),
    openFairPlayFlags: flags,
    walletLedger: toWalletLedgerPage(wallet, FIRST_PAGE),
    xpLedger: toXpLedgerPage(xp, FIRST_PAGE),
  };
}
