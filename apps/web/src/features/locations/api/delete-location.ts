import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo } from '@punla/contract';
import { api, noContent } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const deleteLocation = (id: number) =>
  api.delete(pathTo(apiRoutes.locations.one, { locationId: id }), noContent);

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.locationDetail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.locationList() });
    },
  });
}
