import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { seasonKeys, seasonPaths } from './season-paths.ts';

/** 204 No Content. */
const noContent = { parse: () => null };

/** Refused (409) for a season in which players earned XP. */
export const deleteSeason = (id: number) => api.delete(seasonPaths.one(id), noContent);

export function useDeleteSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSeason,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seasonKeys.all() }),
  });
}
