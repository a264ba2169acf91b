import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, post, type PostInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export interface SavePostRequest {
  /** Absent for a new post. */
  id?: number;
  input: PostInput;
  /** A new picture; the fields then go as multipart text fields next to it. */
  image?: File | null;
}

/** The body: JSON, or a multipart form with the fields as text and the picture as `image`. */
export function postBody(input: PostInput, image?: File | null): PostInput | FormData {
  if (!image) return input;
  const form = new FormData();
  form.append('title', input.title);
  form.append('body', input.body);
  form.append('image', image, image.name);
  return form;
}

export function savePost({ id, input, image }: SavePostRequest) {
  const body = postBody(input, image);
  return id === undefined
    ? api.postOnce(apiRoutes.posts.list, body, post)
    : api.put(pathTo(apiRoutes.posts.one, { id }), body, post);
}

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.postDetail(saved.id), saved);
      // The admin list and every player's feed show it.
      return queryClient.invalidateQueries({ queryKey: queryKeys.posts() });
    },
  });
}
