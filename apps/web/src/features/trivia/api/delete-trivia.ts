import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { triviaKeys } from './trivia-keys.ts';
import { triviaPaths } from './trivia-paths.ts';

/** 204 No Content. */
const noContent = { parse: () => null };

export const deleteTrivia = (id: number) => api.delete(triviaPaths.one(id), noContent);

export function useDeleteTrivia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrivia,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: triviaKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: triviaKeys.list() });
    },
  });
}
