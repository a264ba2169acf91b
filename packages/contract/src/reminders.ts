import { z } from 'zod';

/** The reminders a player may receive by e-mail (docs/game-rules.md, Inbox and reminders). */
export const REMINDER_KINDS = [
  'TREE_WILTS_TOMORROW',
  'QUEST_REWARD_WAITING',
  'SEASON_ENDS_SOON',
  'TREE_CAN_BE_WATERED',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const reminderSettings = z.object({
  /** E-mail reminders, off until the player turns them on. */
  enabled: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;

export const reminderSettingsInput = z.strictObject({
  enabled: z.boolean({ error: 'enabled is true or false.' }),
});

/** The token of a reminder mail's unsubscribe link. */
export const unsubscribeQuery = z.object({
  token: z
    .string({ error: 'The unsubscribe link is missing its token.' })
    .min(1, { error: 'The unsubscribe link is missing its token.' })
    .max(200, { error: 'This unsubscribe link is not valid.' }),
});

export const unsubscribeResult = z.object({
  /** The address that will get no more reminders. */
  email: z.string(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResult>;
