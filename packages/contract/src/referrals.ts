import { z } from 'zod';
import { text } from './input.ts';

export const referralCodeSchema = text()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{8}$/, { error: 'A referral code is 8 letters and digits.' });

export const referralCodeResponse = z.object({ referralCode: z.string(), link: z.string() });

export const applyReferralParams = z.strictObject({
  userId: z.uuid({ error: 'The user id is not a valid id.' }),
  referralCode: referralCodeSchema,
});

export const applyReferralResult = z.object({
  referredCode: z.string(),
  coins: z.number().int(),
  seedling: z.string().nullable(),
  walletBalance: z.number().int(),
  message: z.string(),
});

export const referralCount = z.object({ count: z.number().int(), rewarded: z.number().int() });

/**
 * The referrer's reward for a friend: PAID; PENDING until the friend plays (docs/game-rules.md,
 * Referrals); CAPPED when the friend played after the season's cap of rewarded referrals was
 * reached, so it was not paid.
 */
export const referralRewardStatus = z.enum(['PAID', 'PENDING', 'CAPPED']);
export type ReferralRewardStatus = z.infer<typeof referralRewardStatus>;

export const referredUser = z.object({
  username: z.string(),
  joinedAt: z.iso.datetime(),
  verified: z.boolean(),
  /** The reward is paid (`reward` is PAID); kept for web apps of the last release. */
  rewarded: z.boolean(),
  /** Absent only from a server of the last release, during a rolling update. */
  reward: referralRewardStatus.optional(),
});
export type ReferredUser = z.infer<typeof referredUser>;
export const referredUsers = z.array(referredUser);
