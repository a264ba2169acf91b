import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiRoutes, pathTo, postPage } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const NEWS_PAGE_SIZE = 10;

export type PostPage = ReturnType<typeof postPage.parse>;
export type FeedData = InfiniteData<PostPage, number>;

/** The page after this one, while there are more posts. */
export const nextPostPage = (last: PostPage) =>
  last.page * last.size < last.total ? last.page + 1 : undefined;

/** One page of the feed, newest first, with this player's likes marked. */
export const getNewsFeedPage = (userId: string, page: number, size = NEWS_PAGE_SIZE) =>
  api.get(pathTo(apiRoutes.posts.ofPlayer, { userId }, { page, size }), postPage);

export const newsFeedQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.postFeed(userId),
    queryFn: ({ pageParam }) => getNewsFeedPage(userId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPostPage,
  });

/** The player's news feed, a page at a time ("Load more"). */
export const useNewsFeed = (userId: string) => useInfiniteQuery(newsFeedQueryOptions(userId));
