import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { queryKeys } from '../../../shared/query-keys.ts';
import { speciesPaths } from './species-paths.ts';

/** 204 No Content. */
const noContent = { parse: () => null };

export const deleteSpecies = (id: number) => api.delete(speciesPaths.one(id), noContent);

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
