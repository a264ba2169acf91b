import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo } from '@punla/contract';
import { api, noContent } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const deletePost = (id: number) =>
  api.delete(pathTo(apiRoutes.posts.one, { id }), noContent);

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.postDetail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.posts() });
    },
  });
}
