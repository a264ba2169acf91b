import { useMutation, useQueryClient } from '@tanstack/react-query';
import { season, type SeasonInput } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';
import { seasonKeys, seasonPaths } from './season-paths.ts';

export interface SaveSeasonRequest {
  /** Absent for a new season. */
  id?: number;
  input: SeasonInput;
}

export const saveSeason = ({ id, input }: SaveSeasonRequest) =>
  id === undefined
    ? api.post(seasonPaths.list, input, season)
    : api.put(seasonPaths.one(id), input, season);

export function useSaveSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSeason,
    // A season's dates decide which one is current, and so every leaderboard.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: seasonKeys.all() }),
        queryClient.invalidateQueries({ queryKey: ['leaderboard'] }),
      ]),
  });
}
