import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * The update check starts a minute after the app does: a page loaded less than a minute ago
 * runs the deployed build, and the first screen does not load the prompt's code.
 */
const START_AFTER_MS = 60_000;

const UpdatePrompt = lazy(() =>
  import('./update-prompt.tsx').then((module) => ({ default: module.UpdatePrompt })),
);

export function LaterUpdatePrompt() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setStarted(true), START_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
