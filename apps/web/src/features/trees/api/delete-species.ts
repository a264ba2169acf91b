import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo } from '@punla/contract';
import { api, noContent } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const deleteSpecies = (id: number) =>
  api.delete(pathTo(apiRoutes.trees.one, { id }), noContent);

export function useDeleteSpecies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSpecies,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.speciesDetail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.speciesList() });
    },
  });
}
