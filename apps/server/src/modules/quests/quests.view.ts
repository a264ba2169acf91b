import { QUESTS, QUEST_KEYS, type QuestKey, type QuestsToday } from '@punla/contract';
import { nextGameDayStart } from '../../lib/game-day.ts';
import { loginReward, streakOf, type QuestDay } from './quest-day.ts';

/** What a quest not yet done asks of the player. */
const hints: Record<QuestKey, string> = {
  DAILY_LOGIN: '',
  WATER_TREE: 'Water one of your trees today first.',
  COMPLETE_TASKS: 'Claim "Daily login" and "Water your tree" first.',
};

/** Today's quests as the Quests tab shows them: done, claimed and reward each. */
export function toQuestsToday(day: QuestDay, now: Date, timeZone: string): QuestsToday {
  const claimed = (quest: QuestKey) => day.claims.find((c) => c.quest === quest);
  const streak = streakOf(day);
  const login = loginReward(streak.ifClaimedToday);
  const done: Record<QuestKey, boolean> = {
    // Opening the game today (this very request) is the login.
    DAILY_LOGIN: true,
    WATER_TREE: day.watered,
    COMPLETE_TASKS: Boolean(claimed('DAILY_LOGIN') && claimed('WATER_TREE')),
  };
  return {
    gameDay: day.today,
    quests: QUEST_KEYS.map((quest) => {
      const claim = claimed(quest);
      const reward = quest === 'DAILY_LOGIN' ? login : QUESTS[quest];
      return {
        quest,
        title: QUESTS[quest].title,
        description: QUESTS[quest].description,
        done: done[quest],
        claimed: Boolean(claim),
        coins: claim?.coins ?? reward.coins,
        xp: claim?.xp ?? reward.xp,
        hint: done[quest] || claim ? null : hints[quest],
      };
    }),
    streak: streak.current,
    bonusToday: login.bonus,
    saversHeld: day.saversHeld,
    saverCovers: streak.saverCovers,
    lastSaved:
      day.lastSaved?.savedDay != null
        ? { day: day.lastSaved.savedDay, usedOn: day.lastSaved.gameDay }
        : null,
    nextResetAt: nextGameDayStart(now, timeZone).toISOString(),
  };
}
