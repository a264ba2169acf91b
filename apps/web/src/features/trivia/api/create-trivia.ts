import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, triviaItem } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export interface CreateTriviaRequest {
  /** The fact as text; empty when the picture says it all. */
  content: string;
  image: File | null;
}

/** The upload is always multipart (docs/api.md): `content` as text and/or the file as `image`. */
export function triviaBody({ content, image }: CreateTriviaRequest): FormData {
  const form = new FormData();
  if (content.trim() !== '') form.append('content', content.trim());
  if (image) form.append('image', image, image.name);
  return form;
}

export const createTrivia = (request: CreateTriviaRequest) =>
  api.postOnce(apiRoutes.trivia.list, triviaBody(request), triviaItem);

export function useCreateTrivia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrivia,
    onSuccess: (item) => {
      queryClient.setQueryData(queryKeys.triviaDetail(item.id), item);
      return queryClient.invalidateQueries({ queryKey: queryKeys.triviaList() });
    },
  });
}
