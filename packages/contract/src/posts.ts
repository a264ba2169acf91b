import { z } from 'zod';

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
  title: z
    .string()
    .trim()
    .min(3, { error: 'A title has at least 3 characters.' })
    .max(120, { error: 'A title has at most 120 characters.' }),
  body: z
    .string()
    .trim()
    .min(10, { error: 'The text has at least 10 characters.' })
    .max(5000, { error: 'The text has at most 5000 characters.' }),
});
export type PostInput = z.infer<typeof postInput>;

export const postIdParams = z.strictObject({
  id: z.coerce
    .number({ error: 'The post id is a number.' })
    .int()
    .positive({ error: 'The post id is a positive number.' }),
});

export const toggleLikeParams = z.strictObject({
  postId: z.coerce
    .number({ error: 'The post id is a number.' })
    .int()
    .positive({ error: 'The post id is a positive number.' }),
  userId: z.uuid({ error: 'The user id is not a valid id.' }),
});

export const toggleLikeResult = z.object({
  postId: z.number().int(),
  liked: z.boolean(),
  likes: z.number().int(),
});
