import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, triviaItem } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const getTrivia = (id: number) => api.get(pathTo(apiRoutes.trivia.one, { id }), triviaItem);

export const triviaQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.triviaDetail(id), queryFn: () => getTrivia(id) });

export const useTrivia = (id: number, enabled = true) =>
  useQuery({ ...triviaQueryOptions(id), enabled });
