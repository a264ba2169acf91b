import type { Post, PostInput } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { fileUrl, storeImage } from '../files/files.service.ts';
import {
  addLike,
  countLikes,
  countPosts,
  deletePostRow,
  findPost,
  insertPost,
  listPostRows,
  postExists,
  removeLike,
  updatePost,
  type PostRow,
} from './posts.repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'There is no post with this id.');

function toPost(row: PostRow): Post {
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

/** The news feed, newest first, a page at a time; with `readerId`, that player's likes marked. */
export async function listPosts(
  ctx: AppContext,
  readerId: string | null,
  page: number,
  size: number,
) {
  const total = await countPosts(ctx.db);
  const rows = await listPostRows(ctx.db, readerId, { limit: size, offset: (page - 1) * size });
  return { items: rows.map(toPost), page, size, total };
}

/** One post, with the reader's like marked. */
export async function getPost(ctx: AppContext, id: number, readerId: string | null): Promise<Post> {
  const row = await findPost(ctx.db, id, readerId);
  if (!row) throw notFound();
  return toPost(row);
}

/** Publishes (`id` null) or edits a post; a picture sent replaces the one it had. */
export async function savePost(
  ctx: AppContext,
  id: number | null,
  authorId: string,
  input: PostInput,
  image: Buffer | undefined,
): Promise<Post> {
  const now = ctx.clock.now();
  const imageSha256 = image ? await storeImage(ctx, image) : undefined;
  const values = { ...input, ...(imageSha256 ? { imageSha256 } : {}) };
  const row =
    id === null
      ? await insertPost(ctx.db, values, authorId, now)
      : await updatePost(ctx.db, id, values, now);
  if (!row) throw notFound();
  return getPost(ctx, row.id, authorId);
}

export async function deletePost(ctx: AppContext, id: number): Promise<void> {
  if (!(await deletePostRow(ctx.db, id))) throw notFound();
}

/** Likes the post, or takes the like back if it was there. A like is one row per player. */
export async function toggleLike(ctx: AppContext, postId: number, userId: string) {
  if (!(await postExists(ctx.db, postId))) throw notFound();
  const liked = await addLike(ctx.db, postId, userId, ctx.clock.now());
  if (!liked) await removeLike(ctx.db, postId, userId);
  return { postId, liked, likes: await countLikes(ctx.db, postId) };
}
