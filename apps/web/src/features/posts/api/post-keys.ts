/** Query keys of the news posts. */
export const postKeys = {
  all: () => ['posts'] as const,
  /** A player's feed, with their likes. */
  feed: (userId: string) => ['posts', 'feed', userId] as const,
  /** The plain feed the admins manage. */
  list: () => ['posts', 'list'] as const,
  detail: (id: number) => ['posts', 'detail', id] as const,
};
