import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userRef, users } from './accounts.ts';
import { createdAt, instant, serialId, timestamps } from './columns.ts';
import { imageRef } from './files.ts';

export const posts = pgTable(
  'posts',
  {
    id: serialId(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    imageSha256: imageRef(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
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
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
);

export const trivia = pgTable(
  'trivia',
  {
    id: serialId(),
    content: text('content'),
    imageSha256: imageRef(),
    source: text('source', { enum: ['DENR', 'AI'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('trivia_has_something', sql`${t.content} is not null or ${t.imageSha256} is not null`),
    check('trivia_source_check', sql`${t.source} in ('DENR', 'AI')`),
  ],
);

/**
 * AI trivia made ahead of time: players are served from here, and a background job tops the
 * pool up within the hourly AI budget, so most requests cost no call to the AI provider and
 * AI trivia goes on when the provider is down. The same text is kept once.
 */
export const aiTriviaPool = pgTable(
  'ai_trivia_pool',
  {
    id: serialId(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ai_trivia_pool_content_unique').on(sql`md5(${t.content})`)],
);

export const reports = pgTable(
  'reports',
  {
    id: serialId(),
    userId: userRef(),
    type: text('type', { enum: ['BUG', 'SUGGESTION'] }).notNull(),
    message: text('message').notNull(),
    /** NEW → IN_PROGRESS → RESOLVED | WONT_FIX (migration 0018 renamed OPEN and HANDLED). */
    status: text('status', { enum: ['NEW', 'IN_PROGRESS', 'RESOLVED', 'WONT_FIX'] })
      .notNull()
      .default('NEW'),
    createdAt: createdAt(),
    /** When it was resolved or closed as won't fix. */
    handledAt: instant('handled_at'),
    /** The admin's answer, which the player reads under "My reports" and in the inbox. */
    reply: text('reply'),
    repliedAt: instant('replied_at'),
    repliedBy: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_user_idx').on(t.userId, t.createdAt),
  ],
);
