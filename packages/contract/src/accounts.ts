import { z } from 'zod';
import { NUL_MESSAGE, hasNoNul, text } from './input.ts';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  BIRTH_YEAR_MIN,
  REFERRAL_CODE_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  VERIFICATION_CODE_LENGTH,
} from './rules.ts';

export const roles = ['USER', 'ADMIN'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const emailSchema = z
  .email({ error: 'Enter a valid e-mail address.' })
  .max(EMAIL_MAX_LENGTH, { error: `An e-mail address has at most ${EMAIL_MAX_LENGTH} characters.` })
  .refine(hasNoNul, { error: NUL_MESSAGE })
  .transform((email) => email.toLowerCase());

export const usernameSchema = text({ error: 'Enter a username.' })
  .min(USERNAME_MIN_LENGTH, {
    error: `A username has at least ${USERNAME_MIN_LENGTH} characters.`,
  })
  .max(USERNAME_MAX_LENGTH, {
    error: `A username has at most ${USERNAME_MAX_LENGTH} characters.`,
  })
  .regex(USERNAME_PATTERN, { error: 'A username may use only letters, digits and _.' });

export const passwordSchema = text({ error: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, {
    error: `A password has at least ${PASSWORD_MIN_LENGTH} characters.`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: `A password has at most ${PASSWORD_MAX_LENGTH} characters.`,
  });

export const verificationCodeSchema = text().regex(
  new RegExp(`^[0-9]{${VERIFICATION_CODE_LENGTH}}$`),
  {
    error: `The code is ${VERIFICATION_CODE_LENGTH} digits.`,
  },
);

/** The player as the API shows them; nothing else about a user ever leaves the server. */
export const userProfile = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  verified: z.boolean(),
  referralCode: z.string().nullable(),
  referredCode: z.string().nullable(),
  totalXp: z.number().int(),
  /** Coins in the wallet. */
  walletBalance: z.number().int(),
  tourCompleted: z.boolean(),
  /** False for accounts that only sign in with Google. */
  hasPassword: z.boolean(),
  /** Null for an account made before sign-up asked it: the web app asks it once. */
  birthYear: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type UserProfile = z.infer<typeof userProfile>;

/** A birth year from the sign-up select: from BIRTH_YEAR_MIN to this year. */
export const birthYearSchema = z
  .number({ error: 'Choose the year you were born.' })
  .int({ error: 'Choose the year you were born.' })
  .min(BIRTH_YEAR_MIN, { error: `Choose a birth year from ${BIRTH_YEAR_MIN} on.` })
  .refine((year) => year <= new Date().getUTCFullYear(), {
    error: 'The birth year cannot be in the future.',
  });

export const birthYearInput = z.strictObject({ birthYear: birthYearSchema });
export type BirthYearInput = z.infer<typeof birthYearInput>;

/**
 * The Google start's query: the birth year chosen on the sign-up page, kept with the sign-in's
 * state for an account the callback creates (the login page sends none).
 */
export const googleStartQuery = z.object({
  birthYear: z.coerce
    .number({ error: 'Choose the year you were born.' })
    .pipe(birthYearSchema)
    .optional(),
});
export type GoogleStartQuery = z.infer<typeof googleStartQuery>;

export const signupInput = z.strictObject({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
  referralCode: text().trim().max(REFERRAL_CODE_MAX_LENGTH).optional(),
  birthYear: birthYearSchema,
});
export type SignupInput = z.infer<typeof signupInput>;

/**
 * A new account comes logged in: the token is the same kind a login gives, so the mailed code
 * leads straight into the game. What an unverified player may do stays limited on the server.
 */
export const signupResponse = z.object({
  token: z.string(),
  user: userProfile,
  message: z.string(),
});
export type SignupResponse = z.infer<typeof signupResponse>;

export const loginInput = z.strictObject({
  identifier: text({ error: 'Enter your e-mail or username.' })
    .trim()
    .min(1, { error: 'Enter your e-mail or username.' })
    .max(EMAIL_MAX_LENGTH),
  password: text({ error: 'Enter your password.' })
    .min(1, { error: 'Enter your password.' })
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginInput>;

export const authResponse = z.object({
  token: z.string(),
  user: userProfile,
});
export type AuthResponse = z.infer<typeof authResponse>;

export const emailParams = z.strictObject({ email: emailSchema });

export const verifyEmailParams = z.strictObject({
  email: emailSchema,
  code: verificationCodeSchema,
});

export const verifyEmailResponse = z.object({ verified: z.literal(true), message: z.string() });

export const messageResponse = z.object({ message: z.string() });

export const userIdParams = z.strictObject({
  userId: z.uuid({ error: 'The user id is not a valid id.' }),
});

export const checkVerifiedResponse = z.object({ verified: z.boolean() });

export const updateProfileInput = z.strictObject({
  username: usernameSchema.optional(),
  tourCompleted: z.boolean().optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export const updatePasswordInput = z.strictObject({
  currentPassword: text()
    .min(1, { error: 'Enter your current password.' })
    .max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type UpdatePasswordInput = z.infer<typeof updatePasswordInput>;

export const googleExchangeInput = z.strictObject({
  code: text().min(16).max(128),
});

export const googleStatusResponse = z.object({ enabled: z.boolean() });

/** After a password change older tokens stop working, so the caller gets a fresh one. */
export const updatePasswordResponse = authResponse;

export const forgotPasswordInput = z.strictObject({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

/** A code from the reset mail and the new password, checked by the sign-up rules. */
export const resetPasswordInput = z.strictObject({
  email: emailSchema,
  code: verificationCodeSchema,
  newPassword: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** The reset mail's link: its long token stands for the address and the code. */
export const resetPasswordByLinkInput = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, {
    error: 'This link is not complete. Open it from the mail again.',
  }),
  newPassword: passwordSchema,
});
export type ResetPasswordByLinkInput = z.infer<typeof resetPasswordByLinkInput>;
