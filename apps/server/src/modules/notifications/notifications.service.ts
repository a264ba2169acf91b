import {
  NOTICES_PAGE_SIZE,
  READ_NOTICES_KEPT_DAYS,
  UNREAD_NOTICES_KEPT_DAYS,
  type Notice,
  type NoticeKind,
  type NoticePage,
  type NoticeReadInput,
} from '@punla/contract';
import type { z } from 'zod';
import type { noticePageQuery, noticeReadResult } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { canMarkNoticesRead } from './notifications.policy.ts';
import {
  countUnread,
  deleteOldNoticeRows,
  listNoticeRows,
  markNoticesRead,
  type NoticeRow,
} from './notifications.repository.ts';

function toNotice(row: NoticeRow): Notice {
  return {
    id: row.id,
    kind: row.kind as NoticeKind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/** A page of the player's inbox, newest first, with the unread count of the whole inbox. */
export async function listNotices(
  ctx: AppContext,
  userId: string,
  query: z.infer<typeof noticePageQuery>,
): Promise<NoticePage> {
  const limit = query.limit ?? NOTICES_PAGE_SIZE;
  const [rows, unread] = await Promise.all([
    listNoticeRows(ctx.db, userId, { before: query.before, limit }),
    countUnread(ctx.db, userId),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    notices: page.map(toNotice),
    unread,
    nextBefore: rows.length > limit && last ? last.id : null,
  };
}

/** Marks the given notices (or all) read for their player, and tells how many stay unread. */
export async function readNotices(
  ctx: AppContext,
  actor: Actor,
  userId: string,
  input: NoticeReadInput | null | undefined,
): Promise<z.infer<typeof noticeReadResult>> {
  if (!canMarkNoticesRead(actor, userId)) {
    throw new AppError('FORBIDDEN', 'Only the player can mark their own notices as read.');
  }
  await markNoticesRead(ctx.db, userId, input?.ids, ctx.clock.now());
  return { unread: await countUnread(ctx.db, userId) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Forgets the notices past their time (docs/game-rules.md, What is kept): read ones
 * READ_NOTICES_KEPT_DAYS after they were written, unread ones UNREAD_NOTICES_KEPT_DAYS after.
 * The events they announced are long over, so none is announced again. Returns how many went.
 */
export function deleteOldNotices(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now().getTime();
  return deleteOldNoticeRows(ctx.db, {
    readBefore: new Date(now - READ_NOTICES_KEPT_DAYS * DAY_MS),
    unreadBefore: new Date(now - UNREAD_NOTICES_KEPT_DAYS * DAY_MS),
  });
}
