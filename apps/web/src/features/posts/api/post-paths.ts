/** The addresses of the news feed (docs/api.md, Content). */
const enc = (value: string | number) => encodeURIComponent(String(value));

export const postPaths = {
  list: '/api/secure/post',
  page: (page: number, size: number) => `/api/secure/post?page=${page}&size=${size}`,
  /** The feed with this player's likes marked. */
  playerPage: (userId: string, page: number, size: number) =>
    `/api/secure/post/user/${enc(userId)}?page=${page}&size=${size}`,
  one: (id: number) => `/api/secure/post/${enc(id)}`,
  toggleLike: (postId: number, userId: string) =>
    `/api/secure/post/${enc(postId)}/user/${enc(userId)}/toggle-like`,
} as const;
