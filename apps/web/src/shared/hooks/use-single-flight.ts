import { useCallback, useEffect, useRef, useState } from 'react';
import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';

/** The same mutation state, each of its cases kept (so `isSuccess` still tells `data` is there). */
type WithGuard<R, M> = R extends unknown ? Omit<R, 'mutate' | 'isPending'> & M : never;

/** A mutation whose `mutate` runs once at a time, and whose `isPending` holds from the tap on. */
export type SingleFlightMutation<TData, TError, TVariables, TContext = unknown> = WithGuard<
  UseMutationResult<TData, TError, TVariables, TContext>,
  {
    mutate: (
      variables: TVariables,
      options?: MutateOptions<TData, TError, TVariables, TContext>,
    ) => void;
    isPending: boolean;
  }
>;

interface SingleFlightOptions {
  /**
   * How long after a tap the button stays locked even when the answer came sooner, for a
   * toggle whose second tap of a double tap would undo the first (a like). 0 for the rest.
   */
  holdMs?: number;
}

/**
 * Every button and form that sends a request goes through this: a tap while the request is on
 * its way is ignored, and `isPending` (the button's loading state) is true from the tap until the
 * answer. The lock is a ref, set at once, since two taps can land before React renders again
 * (the query library reports the pending state a moment after `mutate`).
 */
export function useSingleFlight<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
  { holdMs = 0 }: SingleFlightOptions = {},
): SingleFlightMutation<TData, TError, TVariables, TContext> {
  const inFlight = useRef(false);
  const [locked, setLocked] = useState(false);
  const holdTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(holdTimer.current), []);

  const { mutate: send } = mutation;
  const mutate = useCallback(
    (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setLocked(true);
      const tappedAt = Date.now();
      const release = () => {
        const wait = holdMs - (Date.now() - tappedAt);
        const unlock = () => {
          inFlight.current = false;
          setLocked(false);
        };
        if (wait > 0) holdTimer.current = setTimeout(unlock, wait);
        else unlock();
      };
      send(variables, {
        ...options,
        onSettled: (...args) => {
          release();
          return options?.onSettled?.(...args);
        },
      });
    },
    [send, holdMs],
  );

  // Clearing what the last answer said; never the request under way (its answer still comes).
  const { reset: clear } = mutation;
  const reset = useCallback(() => {
    if (!inFlight.current) clear();
  }, [clear]);

  return {
    ...mutation,
    mutate,
    reset,
    isPending: mutation.isPending || locked,
  } as SingleFlightMutation<TData, TError, TVariables, TContext>;
}
