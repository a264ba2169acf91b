import { useEffect, useRef } from 'react';
import { TRIVIA_POPUP_DELAY_MS } from '@punla/contract';

/** A number in [0, 1), like Math.random; tests pass their own. */
export type RandomSource = () => number;

/** Spec §9: a whole number of milliseconds between 60000 and 120000, both included. */
export function triviaPopupDelay(random: RandomSource = Math.random): number {
  const { min, max } = TRIVIA_POPUP_DELAY_MS;
  const unit = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return min + Math.floor(unit * (max - min + 1));
}

export interface TriviaPopupAudience {
  loggedIn: boolean;
  tourCompleted: boolean;
  totalXp: number;
}

/** Spec §4: only a logged-in player who finished the tour or has earned some XP. */
export function canPopUpTrivia({ loggedIn, tourCompleted, totalXp }: TriviaPopupAudience) {
  return loggedIn && (tourCompleted || totalXp > 0);
}

interface UseTriviaPopupOptions extends TriviaPopupAudience {
  /** Whether the trivia dialog is open now (opened by hand or by an earlier popup). */
  dialogOpen: boolean;
  /** Opens the dialog; the popup always opens it on DENR. */
  open: (source: 'DENR') => void;
  random?: RandomSource;
}

/**
 * The random trivia popup (docs/spec-notes.md §4, §9). While the player may see it and the dialog is
 * closed, one timer runs with a random delay; when it fires the dialog opens on DENR. While
 * the dialog is open no timer runs, and when it closes the next popup is scheduled again.
 */
export function useTriviaPopup({
  loggedIn,
  tourCompleted,
  totalXp,
  dialogOpen,
  open,
  random = Math.random,
}: UseTriviaPopupOptions) {
  const allowed = canPopUpTrivia({ loggedIn, tourCompleted, totalXp });
  // The latest callbacks, so a new function on each render does not restart the timer.
  const latest = useRef({ open, random });
  useEffect(() => {
    latest.current = { open, random };
  });

  useEffect(() => {
    if (!allowed || dialogOpen) return undefined;
    const timer = setTimeout(
      () => latest.current.open('DENR'),
      triviaPopupDelay(latest.current.random),
    );
    return () => clearTimeout(timer);
  }, [allowed, dialogOpen]);
}
