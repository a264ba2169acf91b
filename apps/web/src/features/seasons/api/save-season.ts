import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, season, type SeasonInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export interface SaveSeasonRequest {
  /** Absent for a new season. */
  id?: number;
  input: SeasonInput;
}

export const saveSeason = ({ id, input }: SaveSeasonRequest) =>
  id === undefined
    ? api.postOnce(apiRoutes.seasons.list, input, season)
    : api.put(pathTo(apiRoutes.seasons.one, { id }), input, season);

export function useSaveSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSeason,
    // A season's dates decide which one is current, and so every leaderboard.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.seasons() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard() }),
      ]),
  });
}
