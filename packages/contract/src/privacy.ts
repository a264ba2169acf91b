import { z } from 'zod';
import { emailSchema, passwordSchema, verificationCodeSchema } from './accounts.ts';
import { text } from './input.ts';
import {
  DELETION_REASON_MAX_LENGTH,
  GUARDIAN_NAME_MAX_LENGTH,
  GUARDIAN_PHONE_PATTERN,
  GUARDIAN_RELATIONSHIP_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PLAYER_REASON_MAX_LENGTH,
  PLAYER_REASON_MIN_LENGTH,
} from './rules.ts';

// A player's rights (docs/game-rules.md, Your data and your account): download my data, delete
// my account (and keep it during the grace period), change my e-mail, a guardian's consent.

/**
 * "Delete my account". The player proves it is them: with the password, or, for an account
 * that only signs in with Google, by typing the username as `confirm`. An admin deleting a
 * player's account on their request gives a `reason` instead (it goes into the audit log).
 */
export const deleteAccountInput = z.strictObject({
  password: text().min(1, { error: 'Enter your password.' }).max(PASSWORD_MAX_LENGTH).optional(),
  confirm: text().trim().max(100).optional(),
  reason: text()
    .trim()
    .max(Math.max(DELETION_REASON_MAX_LENGTH, PLAYER_REASON_MAX_LENGTH))
    .optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/** An admin's deletion needs a reason as long as any other action on a player's account. */
export const adminDeletionReason = text()
  .trim()
  .min(PLAYER_REASON_MIN_LENGTH, {
    error: `Write a reason of at least ${PLAYER_REASON_MIN_LENGTH} characters.`,
  });

export const deletionScheduled = z.object({
  /** When the personal data will be erased, unless the player keeps the account before then. */
  erasesAt: z.iso.datetime(),
  message: z.string(),
});
export type DeletionScheduled = z.infer<typeof deletionScheduled>;

export const changeEmailInput = z.strictObject({
  email: emailSchema,
  /** The current password; an account that only signs in with Google has none to give. */
  password: passwordSchema.optional(),
});
export type ChangeEmailInput = z.infer<typeof changeEmailInput>;

export const confirmEmailInput = z.strictObject({ code: verificationCodeSchema });
export type ConfirmEmailInput = z.infer<typeof confirmEmailInput>;

/** A parent's or guardian's consent, given with a minor's RSVP to a real event. */
export const guardianInput = z.strictObject({
  name: text({ error: "Enter the guardian's name." })
    .trim()
    .min(2, { error: "Enter the guardian's name." })
    .max(GUARDIAN_NAME_MAX_LENGTH, {
      error: `The guardian's name is at most ${GUARDIAN_NAME_MAX_LENGTH} characters.`,
    }),
  relationship: text({ error: 'Enter how the guardian is related to you.' })
    .trim()
    .min(2, { error: 'Enter how the guardian is related to you.' })
    .max(GUARDIAN_RELATIONSHIP_MAX_LENGTH, {
      error: `The relationship is at most ${GUARDIAN_RELATIONSHIP_MAX_LENGTH} characters.`,
    }),
  phone: text({ error: "Enter the guardian's phone number." })
    .trim()
    .regex(GUARDIAN_PHONE_PATTERN, {
      error: "Enter the guardian's phone number, like 0917 123 4567.",
    }),
  consent: z.literal(true, {
    error: 'The parent or guardian must tick "I am the parent or guardian and I consent".',
  }),
});
export type GuardianInput = z.infer<typeof guardianInput>;

export const rsvpInput = z.strictObject({ guardian: guardianInput.optional() });
export type RsvpInput = z.infer<typeof rsvpInput>;
