import { REMINDERS } from '@punla/contract';

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The reminders a player can receive, most urgent first (docs/game-rules.md, Reminders). */
export const REMINDER_TOPICS = [
  'your tree wilts today or tomorrow',
  `the season ends in ${REMINDERS.seasonEndsInDays} days or less`,
  'a quest reward is waiting',
  'your tree can be watered again',
] as const;

export const REMINDER_SCHEDULE = `At most one mail a day, sent between ${hour(REMINDERS.fromHour)} and ${hour(REMINDERS.untilHour)} game time.`;
export const REMINDER_UNSUBSCRIBE = 'Every mail has a link that turns reminders off in one click.';
