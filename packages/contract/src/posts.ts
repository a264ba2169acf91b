import { z } from 'zod';
import { int4Id, text } from './input.ts';

export const post = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  likes: z.number().int(),
  /** Whether the reading player liked it (false for the plain feed). */
  liked: z.boolean(),
});
export type Post = z.infer<typeof post>;

export const postPage = z.object({
  items: z.array(post),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});

export const postInput = z.strictObject({
  title: text()
    .trim()
    .min(3, { error: 'A title has at least 3 characters.' })
    .max(120, { error: 'A title has at most 120 characters.' }),
  body: text()
    .trim()
    .min(10, { error: 'The text has at least 10 characters.' })
    .max(5000, { error: 'The text has at most 5000 characters.' }),
});
export type PostInput = z.infer<typeof postInput>;

export const postIdParams = z.strictObject({
  id: int4Id('The post id'),
});

export const toggleLikeParams = z.strictObject({
  postId: int4Id('The post id'),
  userId: z.uuid({ error: 'The user id is not a valid id.' }),
});

export const toggleLikeResult = z.object({
  postId: z.number().int(),
  liked: z.boolean(),
  likes: z.number().int(),
});
