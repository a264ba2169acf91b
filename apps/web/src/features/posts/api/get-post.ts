import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';
import { postKeys } from './post-keys.ts';
import { postPaths } from './post-paths.ts';

export const getPost = (id: number) => api.get(postPaths.one(id), post);

export const postQueryOptions = (id: number) =>
  queryOptions({ queryKey: postKeys.detail(id), queryFn: () => getPost(id), staleTime: 0 });

export const usePost = (id: number, enabled = true) =>
  useQuery({ ...postQueryOptions(id), enabled });
