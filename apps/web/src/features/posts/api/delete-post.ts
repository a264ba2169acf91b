import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { postKeys } from './post-keys.ts';
import { postPaths } from './post-paths.ts';

/** 204 No Content. */
const noContent = { parse: () => null };

export const deletePost = (id: number) => api.delete(postPaths.one(id), noContent);

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: postKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: postKeys.all() });
    },
  });
}
