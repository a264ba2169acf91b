import { REMINDERS, type ReminderKind } from '@punla/contract';
import { waterState, wiltsAt } from '../planted-trees/care-state.ts';
import type { ReminderTree } from './reminders.repository.ts';

const HOUR = 3_600_000;

export interface ReminderSituation {
  now: Date;
  /** The hour (0–23) on the game's clock. */
  hour: number;
  /** The game's time zone (its days and hours). */
  timeZone: string;
  /** The player's growing tree, if one grows. */
  tree: ReminderTree | null;
  /** When the running season ends, if one runs. */
  seasonEndsAt: Date | null;
  /** Quests done today whose reward is not claimed yet (the login quest is done by opening the game). */
  questRewardsWaiting: number;
}

/**
 * The one reminder worth a player's mailbox now, most urgent first: a tree about to wilt
 * stops growing, a season about to end makes a growing tree dormant; then, only from
 * REMINDERS.gentleFromHour (so an urgent reminder due later in the day still gets the day's
 * one mail), a reward waiting (the login reward keeps the streak) and a tree ready for water.
 * Null when nothing needs the player now.
 */
export function chooseReminder(situation: ReminderSituation): ReminderKind | null {
  const { now, tree } = situation;
  if (tree) {
    const untilWilt = wiltsAt(tree).getTime() - now.getTime();
    if (untilWilt > 0 && untilWilt <= REMINDERS.wiltWarningHours * HOUR) {
      return 'TREE_WILTS_TOMORROW';
    }
  }
  if (tree && situation.seasonEndsAt) {
    const untilEnd = situation.seasonEndsAt.getTime() - now.getTime();
    if (untilEnd > 0 && untilEnd <= REMINDERS.seasonEndsInDays * 24 * HOUR) {
      return 'SEASON_ENDS_SOON';
    }
  }
  if (situation.hour < REMINDERS.gentleFromHour) return null;
  if (situation.questRewardsWaiting > 0) return 'QUEST_REWARD_WAITING';
  if (tree && canBeWatered(tree, situation)) return 'TREE_CAN_BE_WATERED';
  return null;
}

/** Watered before, and the tree takes water now (cooldown over, waterings left today). */
function canBeWatered(tree: ReminderTree, situation: ReminderSituation): boolean {
  return (
    tree.lastWateredAt !== null && waterState(tree, situation.now, situation.timeZone).available
  );
}
