import { and, desc, eq, sql } from 'drizzle-orm';
import type { Post, PostInput } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { postLikes, posts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { fileUrl, storeImage } from '../files/files.service.ts';

export interface PostsContext {
  db: Database;
  clock: Clock;
}

const notFound = () => new AppError('NOT_FOUND', 'There is no post with this id.');
const likeCount = sql<number>`(select count(*)::int from post_likes l where l.post_id = ${posts.id})`;

function likedBy(userId: string | null) {
  return userId
    ? sql<boolean>`exists (select 1 from post_likes l where l.post_id = ${posts.id} and l.user_id = ${userId})`
    : sql<boolean>`false`;
}

function toPost(row: typeof posts.$inferSelect & { likes: number; liked: boolean }): Post {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    imageUrl: row.imageSha256 ? fileUrl(row.imageSha256) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    likes: row.likes,
    liked: row.liked,
  };
}

/** The news feed, newest first, a page at a time; with `userId`, that player's likes marked. */
export async function listPosts(
  ctx: PostsContext,
  userId: string | null,
  page: number,
  size: number,
) {
  const [count] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(posts);
  const rows = await ctx.db
    .select({ post: posts, likes: likeCount, liked: likedBy(userId) })
    .from(posts)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(size)
    .offset((page - 1) * size);
  return {
    items: rows.map((row) => toPost({ ...row.post, likes: row.likes, liked: row.liked })),
    page,
    size,
    total: count?.total ?? 0,
  };
}

export async function getPost(ctx: PostsContext, id: number, userId: string | null): Promise<Post> {
  const [row] = await ctx.db
    .select({ post: posts, likes: likeCount, liked: likedBy(userId) })
    .from(posts)
    .where(eq(posts.id, id));
  if (!row) throw notFound();
  return toPost({ ...row.post, likes: row.likes, liked: row.liked });
}

export async function savePost(
  ctx: PostsContext,
  id: number | null,
  authorId: string,
  input: PostInput,
  image: Buffer | undefined,
): Promise<Post> {
  const now = ctx.clock.now();
  const imageSha256 = image ? await storeImage(ctx.db, image, now) : undefined;
  const values = { ...input, ...(imageSha256 ? { imageSha256 } : {}), updatedAt: now };
  const [row] =
    id === null
      ? await ctx.db
          .insert(posts)
          .values({ ...values, authorId, createdAt: now })
          .returning()
      : await ctx.db.update(posts).set(values).where(eq(posts.id, id)).returning();
  if (!row) throw notFound();
  return getPost(ctx, row.id, authorId);
}

export async function deletePost(ctx: PostsContext, id: number): Promise<void> {
  const rows = await ctx.db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
  if (rows.length === 0) throw notFound();
}

/** Likes the post, or takes the like back if it was there. A like is one row per player. */
export async function toggleLike(ctx: PostsContext, postId: number, userId: string) {
  const [exists] = await ctx.db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId));
  if (!exists) throw notFound();
  const inserted = await ctx.db
    .insert(postLikes)
    .values({ postId, userId, createdAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning({ postId: postLikes.postId });
  if (inserted.length === 0) {
    await ctx.db
      .delete(postLikes)
      .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
  }
  const [count] = await ctx.db
    .select({ likes: sql<number>`count(*)::int` })
    .from(postLikes)
    .where(eq(postLikes.postId, postId));
  return { postId, liked: inserted.length > 0, likes: count?.likes ?? 0 };
}
