import {
  PUBLIC_CACHE_SECONDS,
  REAL_PLANTER_REWARD,
  type CloseEventInput,
  type PlantingEvent,
  type PublicImpact,
  type RealTreeList,
  type SurvivalCheck,
  type SurvivalInput,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, readDbOf, type Actor, type AppContext } from '../../lib/context.ts';
import { gameDay } from '../../lib/game-day.ts';
import { addNotice } from '../../lib/ledgers/notices.ts';
import { awardXpWithTotal } from '../../lib/ledgers/xp-ledger.ts';
import type { CachedReadContext } from '../../lib/public-reads.ts';
import { storeImage } from '../files/files.service.ts';
import { saveLocation } from '../locations/locations.service.ts';
import {
  closeEventRow,
  impactTotals,
  insertRealTrees,
  latestSurvivalChecks,
  listRealTreeRows,
  lockEvent,
  upsertSurvivalCheck,
  type EventRow,
} from './events.repository.ts';
import { eventNotFound, invalidField, notOpen } from './event-refusals.ts';
import { realTreeNotice } from './events.notices.ts';
import { getEvent, speciesName } from './events.service.ts';
import { toRealTreeList } from './events.view.ts';

/** The XP ledger's reason for a real tree: with the event as ref, it is awarded once. */
const REAL_TREE_REASON = 'REAL_TREE';
/** A location's description holds at most 1000 characters (the map's activity card). */
const LOCATION_DESCRIPTION_MAX = 1000;

/**
 * Gives every checked-in player of a closed event who has none yet a real tree (one per player
 * and event, by primary key), 500 XP (once per event, by the XP ledger) and a notice. Runs in
 * the transaction that closes the event, and again in one that checks in a ticket scanned
 * before the close but sent after it. Returns how many players it rewarded.
 */
export async function rewardPlanters(
  tx: AppContext,
  values: {
    event: EventRow;
    speciesId: number | null;
    species: string | null;
    treesPlanted: number;
    at: Date;
  },
): Promise<number> {
  const { event, species, treesPlanted, at } = values;
  const plantedOn = gameDay(event.startsAt, tx.timeZone);
  const userIds = await insertRealTrees(tx.db, {
    eventId: event.id,
    speciesId: values.speciesId,
    plantedOn,
    at,
  });
  for (const userId of userIds) {
    await awardXpWithTotal(tx.db, {
      userId,
      amount: REAL_PLANTER_REWARD.xp,
      reason: REAL_TREE_REASON,
      ref: `event:${event.id}`,
      at,
    });
    await addNotice(tx.db, realTreeNotice(event, userId, { species, treesPlanted }, at));
  }
  return userIds.length;
}

/**
 * Closes an event once its trees are planted: in one transaction, the event is closed (only a
 * scheduled one passes the conditional update), every checked-in player gets a real tree (one
 * per player and event, by primary key), 500 XP (once per event, by the XP ledger) and a
 * notice, and the event becomes a previous activity on the map.
 */
export async function closeEvent(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  input: CloseEventInput,
  image: Buffer | undefined,
): Promise<{ event: PlantingEvent; realTrees: number }> {
  const planters = await inTransaction(ctx, async (tx) => {
    const event = await lockEvent(tx.db, eventId);
    if (!event) throw eventNotFound();
    if (event.status !== 'SCHEDULED') throw notOpen(event);
    const now = tx.clock.now();
    if (now.getTime() < event.startsAt.getTime()) {
      throw new AppError(
        'EVENT_NOT_STARTED',
        `${event.name} has not started yet: close it once its trees are planted.`,
      );
    }
    const speciesId = input.speciesId ?? event.speciesId;
    const species = await speciesName(tx, speciesId);
    const imageSha256 = image ? await storeImage(tx, image) : event.imageSha256;
    const plantedOn = gameDay(event.startsAt, tx.timeZone);
    const location = await saveLocation(
      tx,
      null,
      {
        name: event.name.slice(0, 100),
        description: event.description.slice(0, LOCATION_DESCRIPTION_MAX),
        latitude: event.latitude,
        longitude: event.longitude,
        activityDate: plantedOn,
        treesPlanted: input.treesPlanted,
      },
      image,
    );
    const closed = await closeEventRow(tx.db, eventId, {
      treesPlanted: input.treesPlanted,
      speciesId,
      imageSha256,
      locationId: location.id,
      at: now,
    });
    if (!closed) throw notOpen(event);
    return rewardPlanters(tx, {
      event,
      speciesId,
      species,
      treesPlanted: input.treesPlanted,
      at: now,
    });
  });
  return { event: await getEvent(ctx, actor, eventId), realTrees: planters };
}

/**
 * Records how many of a closed event's trees are alive on a date; a second check on the same
 * date replaces the first (a correction). Never more than were planted.
 */
export async function recordSurvival(
  ctx: AppContext,
  eventId: number,
  input: SurvivalInput,
): Promise<SurvivalCheck> {
  return inTransaction(ctx, async (tx) => {
    const event = await lockEvent(tx.db, eventId);
    if (!event) throw eventNotFound();
    if (event.status !== 'CLOSED' || event.treesPlanted === null) {
      throw new AppError(
        'EVENT_NOT_OPEN',
        event.status === 'CANCELLED'
          ? `${event.name} was cancelled: it has no trees to check.`
          : `${event.name} is not closed yet: survival is checked after the trees are planted.`,
      );
    }
    if (input.surviving > event.treesPlanted) {
      throw new AppError(
        'SURVIVAL_TOO_HIGH',
        `${event.treesPlanted} trees were planted at ${event.name}, so at most ${event.treesPlanted} can be alive.`,
      );
    }
    const plantedOn = gameDay(event.startsAt, tx.timeZone);
    const today = gameDay(tx.clock.now(), tx.timeZone);
    if (input.checkedAt < plantedOn || input.checkedAt > today) {
      throw invalidField(
        'checkedAt',
        `The check date is between the planting day (${plantedOn}) and today (${today}).`,
      );
    }
    await upsertSurvivalCheck(tx.db, { eventId, ...input, at: tx.clock.now() });
    return {
      checkedAt: input.checkedAt,
      surviving: input.surviving,
      treesPlanted: event.treesPlanted,
    };
  });
}

/** The player's real trees, each with its event's latest survival check, and their badge. */
export async function listRealTrees(ctx: AppContext, userId: string): Promise<RealTreeList> {
  const rows = await listRealTreeRows(ctx.db, userId);
  const latest = await latestSurvivalChecks(
    ctx.db,
    rows.map((row) => row.event.id),
  );
  return toRealTreeList(rows, latest);
}

/**
 * Real trees planted at closed events, and alive at their latest checks: public totals, read
 * on the read replica when there is one and kept PUBLIC_CACHE_SECONDS.impact in the shared
 * cache of public answers (calls that find them expired at the same moment share one count).
 */
export function getPublicImpact(ctx: CachedReadContext): Promise<PublicImpact> {
  return ctx.publicCache.get('impact', PUBLIC_CACHE_SECONDS.impact * 1000, () =>
    impactTotals(readDbOf(ctx)),
  );
}
