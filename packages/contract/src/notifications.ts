import { z } from 'zod';

/**
 * What a notice is about. Each kind is written by the code that grants the reward or causes
 * the event, in the same transaction (docs/game-rules.md, Inbox).
 */
export const NOTICE_KINDS = [
  'STARTER_KIT',
  'REFERRAL_REWARD',
  'REFERRAL_GIFT',
  'STAGE_UP',
  'TREE_MATURE',
  'LEVEL_UP',
  'SEASON_ENDING',
  'SEASON_RESULT',
  'EVENT_PROMOTED',
  'EVENT_CHANGED',
  'EVENT_CANCELLED',
  'REAL_TREE',
  'NAME_CHANGED',
  'ACCOUNT_ADJUSTED',
  'REPORT_REPLY',
  'EMAIL_CHANGED',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const notice = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path of the web app the notice leads to, or null. */
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof notice>;

export const noticePage = z.object({
  notices: z.array(notice),
  /** Unread notices in the whole inbox, not only this page. */
  unread: z.number().int(),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type NoticePage = z.infer<typeof noticePage>;

export const noticePageQuery = z.strictObject({
  before: z.coerce
    .number({ error: 'before is a notice id.' })
    .int({ error: 'before is a notice id.' })
    .positive({ error: 'before is a notice id.' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'before is a notice id.' })
    .optional(),
  limit: z.coerce
    .number({ error: 'limit is a whole number from 1 to 50.' })
    .int({ error: 'limit is a whole number from 1 to 50.' })
    .min(1, { error: 'limit is a whole number from 1 to 50.' })
    .max(50, { error: 'limit is a whole number from 1 to 50.' })
    .optional(),
});

/** No `ids` marks every notice read. */
export const noticeReadInput = z.strictObject({
  ids: z
    .array(
      z.number({ error: 'ids are notice ids.' }).int().positive().max(Number.MAX_SAFE_INTEGER),
      {
        error: 'ids is a list of notice ids.',
      },
    )
    .max(100, { error: 'Mark at most 100 notices at once.' })
    .optional(),
});
export type NoticeReadInput = z.infer<typeof noticeReadInput>;

export const noticeReadResult = z.object({ unread: z.number().int() });
