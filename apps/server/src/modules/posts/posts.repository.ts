import { and, desc, eq, sql } from 'drizzle-orm';
import type { PostInput } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { int8ToNumber } from '../../db/int8.ts';
import { postLikes, posts } from '../../db/schema/index.ts';

/** A post with its like count, and whether the reader liked it. */
export type PostRow = typeof posts.$inferSelect & { likes: number; liked: boolean };

/** A post's fields, with the picture's address when a new one was stored. */
export type PostValues = PostInput & { imageSha256?: string };

const likeCount = sql<number>`(select count(*)::int from post_likes l where l.post_id = ${posts.id})`;

function likedBy(readerId: string | null) {
  return readerId
    ? sql<boolean>`exists (select 1 from post_likes l where l.post_id = ${posts.id} and l.user_id = ${readerId})`
    : sql<boolean>`false`;
}

function withLikes(readerId: string | null) {
  return { post: posts, likes: likeCount, liked: likedBy(readerId) };
}

/** Every post of the game: bigint in SQL, a number here (db/int8.ts). */
export async function countPosts(db: Database): Promise<number> {
  const [count] = await db.select({ total: sql`count(*)`.mapWith(int8ToNumber) }).from(posts);
  return count?.total ?? 0;
}

/** A page of the feed, newest first. */
export async function listPostRows(
  db: Database,
  readerId: string | null,
  page: { limit: number; offset: number },
): Promise<PostRow[]> {
  const rows = await db
    .select(withLikes(readerId))
    .from(posts)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ ...row.post, likes: row.likes, liked: row.liked }));
}

export async function findPost(
  db: Database,
  id: number,
  readerId: string | null,
): Promise<PostRow | undefined> {
  const [row] = await db.select(withLikes(readerId)).from(posts).where(eq(posts.id, id));
  return row && { ...row.post, likes: row.likes, liked: row.liked };
}

export async function insertPost(db: Database, values: PostValues, authorId: string, at: Date) {
  const [row] = await db
    .insert(posts)
    .values({ ...values, authorId, createdAt: at, updatedAt: at })
    .returning({ id: posts.id });
  return row;
}

export async function updatePost(db: Database, id: number, values: PostValues, at: Date) {
  const [row] = await db
    .update(posts)
    .set({ ...values, updatedAt: at })
    .where(eq(posts.id, id))
    .returning({ id: posts.id });
  return row;
}

/** Deletes the post; false when there was none with this id. */
export async function deletePostRow(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
  return rows.length > 0;
}

export async function postExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, id));
  return row !== undefined;
}

/** Adds the player's like; false when it was there already (a like is one row per player). */
export async function addLike(db: Database, postId: number, userId: string, at: Date) {
  const inserted = await db
    .insert(postLikes)
    .values({ postId, userId, createdAt: at })
    .onConflictDoNothing()
    .returning({ postId: postLikes.postId });
  return inserted.length > 0;
}

export async function removeLike(db: Database, postId: number, userId: string): Promise<void> {
  await db.delete(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
}

export async function countLikes(db: Database, postId: number): Promise<number> {
  const [count] = await db
    .select({ likes: sql<number>`count(*)::int` })
    .from(postLikes)
    .where(eq(postLikes.postId, postId));
  return count?.likes ?? 0;
}
