import { queryOptions, useQuery } from '@tanstack/react-query';
import { triviaItem } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';
import { triviaKeys } from './trivia-keys.ts';
import { triviaPaths } from './trivia-paths.ts';

export const getTrivia = (id: number) => api.get(triviaPaths.one(id), triviaItem);

export const triviaQueryOptions = (id: number) =>
  queryOptions({ queryKey: triviaKeys.detail(id), queryFn: () => getTrivia(id) });

export const useTrivia = (id: number, enabled = true) =>
  useQuery({ ...triviaQueryOptions(id), enabled });
