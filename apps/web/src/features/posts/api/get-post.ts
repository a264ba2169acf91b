import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, post } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const getPost = (id: number) => api.get(pathTo(apiRoutes.posts.one, { id }), post);

export const postQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.postDetail(id), queryFn: () => getPost(id), staleTime: 0 });

export const usePost = (id: number, enabled = true) =>
  useQuery({ ...postQueryOptions(id), enabled });
