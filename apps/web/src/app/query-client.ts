import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api-client.ts';
import { getErrorStatus, getErrorText } from '../shared/error-text.ts';
import { toast } from '../shared/toast.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * A failed mutation shows the server's message as an error toast (docs/spec-notes.md §8). A mutation
       * that shows its failure in another way (a form's own error text, a page of its own)
       * sets this to false.
       */
      errorToast?: boolean;
    };
  }
}

/** Answers in the 4xx range will not change on a retry; network trouble and 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.options.meta?.errorToast === false) return;
        toast.error(getErrorText(error), getErrorStatus(error));
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
