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

export const referredUser = z.object({
  username: z.string(),
  joinedAt: z.iso.datetime(),
  verified: z.boolean(),
  rewarded: z.boolean(),
});
export const referredUsers = z.array(referredUser);
