/** Query keys of the trivia catalog. */
export const triviaKeys = {
  all: () => ['trivia'] as const,
  list: () => ['trivia', 'list'] as const,
  detail: (id: number) => ['trivia', 'detail', id] as const,
};
