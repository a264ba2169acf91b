import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo } from '@punla/contract';
import { api, noContent } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const deleteTrivia = (id: number) =>
  api.delete(pathTo(apiRoutes.trivia.one, { id }), noContent);

export function useDeleteTrivia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrivia,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.triviaDetail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.triviaList() });
    },
  });
}
