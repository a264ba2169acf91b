import { useEffect, useState } from 'react';
import { TRIVIA_TYPING_MS_PER_CHAR } from '@punla/contract';

/**
 * The first characters of `text`, one more every `msPerChar` (docs/spec-notes.md §9: 80 ms), until all
 * are shown; a new text (or a new `runId`) starts again from nothing. Characters are code
 * points, so an emoji is one character, not two halves.
 */
export function useTypewriter(
  text: string,
  { msPerChar = TRIVIA_TYPING_MS_PER_CHAR, runId }: { msPerChar?: number; runId?: unknown } = {},
) {
  const characters = Array.from(text);
  const total = characters.length;
  const [progress, setProgress] = useState({ text, runId, shown: 0 });

  // A new text restarts the typing (state adjusted while rendering, as React recommends).
  let shown = progress.shown;
  if (progress.text !== text || progress.runId !== runId) {
    shown = 0;
    setProgress({ text, runId, shown: 0 });
  }
  const done = shown >= total;

  useEffect(() => {
    if (done) return undefined;
    // One interval for the whole text, so the pace does not drift with render time.
    const timer = setInterval(
      () => setProgress((current) => ({ ...current, shown: Math.min(current.shown + 1, total) })),
      msPerChar,
    );
    return () => clearInterval(timer);
  }, [done, total, msPerChar, text, runId]);

  return { typed: characters.slice(0, shown).join(''), done };
}
