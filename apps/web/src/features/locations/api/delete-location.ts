import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { locationKeys, locationPaths } from './location-paths.ts';

/** 204 No Content. */
const noContent = { parse: () => null };

export const deleteLocation = (id: number) => api.delete(locationPaths.one(id), noContent);

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: locationKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: locationKeys.list() });
    },
  });
}
