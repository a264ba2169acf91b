import { useCallback, useEffect, useState } from 'react';
import { RUNNING_BUILD_ID, UNBUILT_ID } from './build-id.ts';

/** Spec §4, §8: the question asked when a newer version is deployed. */
export const NEW_VERSION_TEXT = 'A new version is available. Reload now?';

/** Written by the build next to index.html (see vite.config.ts). */
export const VERSION_URL = `${import.meta.env.BASE_URL ?? '/'}version.json`;
export const VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/** The build id the server has now, or null when it cannot be read (offline, no file). */
export async function fetchDeployedBuildId(
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
): Promise<string | null> {
  try {
    const response = await fetchFn(VERSION_URL, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const data: unknown = await response.json();
    if (data && typeof data === 'object' && 'buildId' in data) {
      const { buildId } = data;
      if (typeof buildId === 'string' && buildId.trim() !== '') return buildId;
    }
    return null;
  } catch {
    return null;
  }
}

/** True when the deployed build is another one than the running build. */
export function isNewerBuild(runningId: string, deployedId: string | null): deployedId is string {
  return runningId !== UNBUILT_ID && deployedId !== null && deployedId !== runningId;
}

/** The global fetch, looked up at call time (tests replace it). */
const globalFetch: typeof fetch = (input, init) => fetch(input, init);

export interface NewVersionState {
  /** The deployed build id when it differs from the running one and was not put off. */
  available: string | null;
  /** "Later": quiet until an even newer build appears. */
  dismiss: () => void;
}

/**
 * Asks the server for its build every 5 minutes and whenever the tab becomes visible again;
 * reports a build id different from the running one.
 */
export function useNewVersion(
  runningId: string = RUNNING_BUILD_ID,
  fetchFn: typeof fetch = globalFetch,
): NewVersionState {
  const [deployed, setDeployed] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);

  useEffect(() => {
    if (runningId === UNBUILT_ID) return;
    let cancelled = false;
    let checking = false;
    const check = async () => {
      if (checking || document.visibilityState === 'hidden') return;
      checking = true;
      const id = await fetchDeployedBuildId(fetchFn);
      checking = false;
      if (!cancelled && isNewerBuild(runningId, id)) setDeployed(id);
    };
    const timer = window.setInterval(() => void check(), VERSION_CHECK_INTERVAL_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [runningId, fetchFn]);

  const dismiss = useCallback(() => setDismissed(deployed), [deployed]);
  return { available: deployed !== null && deployed !== dismissed ? deployed : null, dismiss };
}
