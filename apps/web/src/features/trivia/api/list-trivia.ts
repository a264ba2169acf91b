import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, triviaList } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** Every DENR trivia item (admins manage them). */
export const listTrivia = () => api.get(apiRoutes.trivia.list, triviaList);

export const triviaListQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.triviaList(), queryFn: listTrivia, staleTime: 0 });

export const useTriviaList = () => useQuery(triviaListQueryOptions());
