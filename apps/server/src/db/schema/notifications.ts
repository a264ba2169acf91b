import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { createdAt, instant } from './columns.ts';

/**
 * A player's inbox: one row per reward or game event that happened to them, written in the
 * transaction that caused it. (user, kind, ref) is unique, so an event is announced once
 * however many times the code that announces it runs (a scheduled job on two instances).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    kind: text('kind').notNull(),
    /** What makes this event one of its kind: a tree and stage, a level, a season. */
    ref: text('ref').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where in the game the notice leads (a path of the web app), if anywhere. */
    link: text('link'),
    createdAt: createdAt(),
    readAt: instant('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_once').on(t.userId, t.kind, t.ref),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // What the scheduled work deletes, found without reading what it keeps: read notices and
    // unread ones each past their own time (READ_NOTICES_KEPT_DAYS, UNREAD_NOTICES_KEPT_DAYS).
    index('notifications_read_created_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is not null`),
    index('notifications_unread_created_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * One reminder mail per player per game day, by primary key: the scheduled job may run on
 * every instance at once and still sends one.
 */
export const reminderMails = pgTable(
  'reminder_mails',
  {
    userId: userRef(),
    gameDay: date('game_day').notNull(),
    kind: text('kind').notNull(),
    sentAt: instant('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameDay] })],
);
