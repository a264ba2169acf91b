import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo } from '@punla/contract';
import { api, noContent } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** Refused (409) for a season in which players earned XP. */
export const deleteSeason = (id: number) =>
  api.delete(pathTo(apiRoutes.seasons.one, { id }), noContent);

export function useDeleteSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSeason,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.seasons() }),
  });
}
