import { queryOptions, useQuery } from '@tanstack/react-query';
import { triviaList } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';
import { triviaKeys } from './trivia-keys.ts';
import { triviaPaths } from './trivia-paths.ts';

/** Every DENR trivia item (admins manage them). */
export const listTrivia = () => api.get(triviaPaths.list, triviaList);

export const triviaListQueryOptions = () =>
  queryOptions({ queryKey: triviaKeys.list(), queryFn: listTrivia, staleTime: 0 });

export const useTriviaList = () => useQuery(triviaListQueryOptions());
