import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, postPage } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { nextPostPage } from './list-news-feed.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const POSTS_ADMIN_PAGE_SIZE = 20;

/** One page of every post, newest first (admins). */
export const getPostsPage = (page: number, size = POSTS_ADMIN_PAGE_SIZE) =>
  api.get(pathTo(apiRoutes.posts.list, {}, { page, size }), postPage);

export const postsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.postList(),
    queryFn: ({ pageParam }) => getPostsPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPostPage,
    staleTime: 0,
  });

export const usePosts = () => useInfiniteQuery(postsQueryOptions());
