import { queryOptions, useQuery } from '@tanstack/react-query';
import { triviaSources, type TriviaSource } from '@punla/contract';
import { getGameConfig } from '#shared/game-config.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** The sides the dialog offers: AI only when the server has an AI service for trivia. */
export const offeredTriviaSources = (aiTrivia: boolean): readonly TriviaSource[] =>
  aiTrivia ? triviaSources : triviaSources.filter((source) => source !== 'AI');

export const triviaSourcesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.triviaSources(),
    queryFn: async () => offeredTriviaSources((await getGameConfig()).aiTrivia),
    // The server's settings do not change while the app is open.
    staleTime: Infinity,
  });

/** DENR until the server has said that AI trivia is offered (and if it cannot say). */
export function useTriviaSources(): readonly TriviaSource[] {
  return useQuery(triviaSourcesQueryOptions()).data ?? offeredTriviaSources(false);
}
