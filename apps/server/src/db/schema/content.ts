import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { files } from './files.ts';

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    imageSha256: text('image_sha256').references(() => files.sha256),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('posts_created_idx').on(t.createdAt)],
);

/** A like is a row: liking twice is impossible, unliking deletes it. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
);

export const trivia = pgTable(
  'trivia',
  {
    id: serial('id').primaryKey(),
    content: text('content'),
    imageSha256: text('image_sha256').references(() => files.sha256),
    source: text('source', { enum: ['DENR', 'AI'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('trivia_has_something', sql`${t.content} is not null or ${t.imageSha256} is not null`),
    check('trivia_source_check', sql`${t.source} in ('DENR', 'AI')`),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['BUG', 'SUGGESTION'] }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['OPEN', 'HANDLED'] })
      .notNull()
      .default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('reports_status_idx').on(t.status, t.createdAt)],
);
