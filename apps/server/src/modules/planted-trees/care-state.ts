import { FERTILIZE, WATER, WILT_AFTER_HOURS, formatWait } from '@punla/contract';
import { gameDay, nextGameDayStart } from '../../lib/game-day.ts';
import type { PlantedTreeRow } from './planted-trees.repository.ts';

// Where a tree stands in its care now: growing, wilted, and when it may be watered or
// fertilized again (with the reason, in words, when it may not). The care actions check these
// before their transaction; the tree's answer and the reminders show them.

const HOUR = 60 * 60 * 1000;

export function isGrowing(tree: PlantedTreeRow): boolean {
  return tree.maturedAt === null && !tree.dormant;
}

/** When a tree left unwatered wilts: 72 hours after its last watering, or its planting. */
export function wiltsAt(tree: PlantedTreeRow): Date {
  return new Date((tree.lastWateredAt ?? tree.plantedAt).getTime() + WILT_AFTER_HOURS * HOUR);
}

/** Not watered (or, if never, not since planting) for 72 hours. */
export function isWilted(tree: PlantedTreeRow, now: Date): boolean {
  return isGrowing(tree) && now.getTime() >= wiltsAt(tree).getTime();
}

export function wateringsToday(tree: PlantedTreeRow, today: string): number {
  return tree.waterDay === today ? tree.waterings : 0;
}

export interface CareState {
  available: boolean;
  nextAt: string | null;
  usedToday: number;
  perGameDay: number;
  reason: string | null;
}

/** Why a tree takes no more care: it is dormant, or fully grown. */
export function notGrowingReason(tree: PlantedTreeRow): string {
  return tree.dormant
    ? 'This tree is dormant: it belongs to an earlier season.'
    : 'This tree is fully grown. Plant a new seedling to keep growing.';
}

export function waterState(tree: PlantedTreeRow, now: Date, timeZone: string): CareState {
  const today = gameDay(now, timeZone);
  const usedToday = wateringsToday(tree, today);
  const base = { usedToday, perGameDay: WATER.perGameDay };
  if (!isGrowing(tree))
    return { ...base, available: false, nextAt: null, reason: notGrowingReason(tree) };
  if (usedToday >= WATER.perGameDay) {
    const next = nextGameDayStart(now, timeZone);
    return {
      ...base,
      available: false,
      nextAt: next.toISOString(),
      reason: `You have watered this tree ${WATER.perGameDay} times today. You can water again in ${formatWait(next.getTime() - now.getTime())}.`,
    };
  }
  if (tree.lastWateredAt) {
    const ready = tree.lastWateredAt.getTime() + WATER.cooldownHours * HOUR;
    if (ready > now.getTime()) {
      return {
        ...base,
        available: false,
        nextAt: new Date(ready).toISOString(),
        reason: `You can water again in ${formatWait(ready - now.getTime())}.`,
      };
    }
  }
  return { ...base, available: true, nextAt: null, reason: null };
}

export function fertilizerState(tree: PlantedTreeRow, now: Date, timeZone: string): CareState {
  const today = gameDay(now, timeZone);
  const usedToday = tree.fertilizeDay === today ? 1 : 0;
  const base = { usedToday, perGameDay: FERTILIZE.perGameDay };
  if (!isGrowing(tree))
    return { ...base, available: false, nextAt: null, reason: notGrowingReason(tree) };
  if (usedToday >= FERTILIZE.perGameDay) {
    const next = nextGameDayStart(now, timeZone);
    return {
      ...base,
      available: false,
      nextAt: next.toISOString(),
      reason: `You have fertilized this tree today. You can fertilize again in ${formatWait(next.getTime() - now.getTime())}.`,
    };
  }
  if (isWilted(tree, now)) {
    return {
      ...base,
      available: false,
      nextAt: null,
      reason: 'Your tree is wilted. Water it first to revive it.',
    };
  }
  return { ...base, available: true, nextAt: null, reason: null };
}
