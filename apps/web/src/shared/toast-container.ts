import { useSyncExternalStore } from 'react';

/*
 * The toast container (with its portal and transitions) is only loaded once the first toast
 * is shown, so the first screen does not pay for it. Toasts shown before it mounts wait in the
 * notifications store and appear as soon as it does.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToastContainer(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToastContainerRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => requested,
  );
}
