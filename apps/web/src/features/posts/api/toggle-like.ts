import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, toggleLikeResult, type Post } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import type { FeedData } from './list-news-feed.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** Likes the post, or takes the like back; the answer is the post's state after it. */
export const toggleLike = (postId: number, userId: string) =>
  api.postOnce(pathTo(apiRoutes.posts.toggleLike, { postId, userId }), undefined, toggleLikeResult);

/** The feed with one post's like state replaced. */
export function withLike(
  data: FeedData | undefined,
  postId: number,
  like: Pick<Post, 'liked' | 'likes'>,
): FeedData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === postId ? { ...item, ...like } : item)),
    })),
  };
}

/**
 * Likes or unlikes a post of the player's feed at once (optimistic); the server's answer then
 * sets the true count, and a failure puts the post back as it was.
 */
export function useToggleLike(userId: string) {
  const queryClient = useQueryClient();
  const feedKey = queryKeys.postFeed(userId);
  return useMutation({
    mutationFn: (post: Post) => toggleLike(post.id, userId),
    onMutate: async (post) => {
      await queryClient.cancelQueries({ queryKey: feedKey });
      queryClient.setQueryData<FeedData>(feedKey, (data) =>
        withLike(data, post.id, {
          liked: !post.liked,
          likes: Math.max(0, post.likes + (post.liked ? -1 : 1)),
        }),
      );
    },
    onSuccess: (result) =>
      queryClient.setQueryData<FeedData>(feedKey, (data) =>
        withLike(data, result.postId, { liked: result.liked, likes: result.likes }),
      ),
    onError: (_error, post) =>
      queryClient.setQueryData<FeedData>(feedKey, (data) =>
        withLike(data, post.id, { liked: post.liked, likes: post.likes }),
      ),
  });
}
