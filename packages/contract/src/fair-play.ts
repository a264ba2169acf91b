import { z } from 'zod';
import { FAIR_PLAY_REASON_MAX_LENGTH, FAIR_PLAY_REASON_MIN_LENGTH } from './rules.ts';
import { int4Id, text } from './input.ts';
import { pageQuery } from './wallet.ts';

/** The signs raised for an admin's review (docs/game-rules.md, Fair play). */
export const fairPlayFlagKinds = [
  'SHARED_MAILBOX',
  'REFERRAL_SAME_NETWORK',
  'REFERRAL_SAME_DEVICE',
  'REFERRALS_NEVER_PLAY',
] as const;
export type FairPlayFlagKind = (typeof fairPlayFlagKinds)[number];

/** open → cleared (nothing wrong) | confirmed (the player stays out of events). */
export const fairPlayFlagStatuses = ['open', 'cleared', 'confirmed'] as const;
export type FairPlayFlagStatus = (typeof fairPlayFlagStatuses)[number];

const playerRef = z.object({ id: z.string(), username: z.string() });

export const fairPlayFlag = z.object({
  id: z.number().int(),
  kind: z.enum(fairPlayFlagKinds),
  status: z.enum(fairPlayFlagStatuses),
  /** The flagged player. */
  player: playerRef,
  /** The other player the sign ties them to (the referrer, the mailbox's first account). */
  related: playerRef.nullable(),
  /** What was seen, in words ("Signed up from the same network as …"). */
  evidence: z.string(),
  createdAt: z.iso.datetime(),
  review: z
    .object({
      at: z.iso.datetime(),
      /** The admin who reviewed it; null for an account gone since. */
      by: z.string().nullable(),
      reason: z.string(),
    })
    .nullable(),
});
export type FairPlayFlag = z.infer<typeof fairPlayFlag>;

export const fairPlayFlagPage = z.object({
  /** Open flags first (oldest first), then the reviewed ones (latest review first). */
  items: z.array(fairPlayFlag),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  /** Open flags in all, whatever the filter. */
  open: z.number().int(),
});
export type FairPlayFlagPage = z.infer<typeof fairPlayFlagPage>;

export const fairPlayFlagQuery = pageQuery.extend({
  status: z
    .enum(fairPlayFlagStatuses, { error: 'status is open, cleared or confirmed.' })
    .optional(),
});

export const fairPlayFlagParams = z.strictObject({ flagId: int4Id('The flag id') });

export const reviewFairPlayFlagInput = z.strictObject({
  decision: z.enum(['clear', 'confirm'], { error: 'decision is clear or confirm.' }),
  reason: text({ error: 'reason is the reason for the decision, in words.' })
    .trim()
    .min(FAIR_PLAY_REASON_MIN_LENGTH, {
      error: `Write the reason in at least ${FAIR_PLAY_REASON_MIN_LENGTH} characters.`,
    })
    .max(FAIR_PLAY_REASON_MAX_LENGTH, {
      error: `A reason has at most ${FAIR_PLAY_REASON_MAX_LENGTH} characters.`,
    }),
});
export type ReviewFairPlayFlagInput = z.infer<typeof reviewFairPlayFlagInput>;
