import { useEffect, useRef } from 'react';
import { TRIVIA_POPUP_DELAY_MS, TRIVIA_POPUP_QUIET_MS } from '@punla/contract';

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

/** What the page is like when the popup is due. */
export interface TriviaPopupMoment {
  /** Now, in ms (Date.now()). */
  now: number;
  /** When the player last tapped, clicked or pressed a key (ms), or null if not yet. */
  lastInteractionAt: number | null;
  /** Whether some dialog is open (a celebration, the tour, the menu, a confirmation). */
  dialogOpen: boolean;
  /** Whether a field the player types into has the focus. */
  fieldFocused: boolean;
}

/**
 * How long a due popup waits before it tries again: 0 means it opens now. It never interrupts
 * (issue 12, item 7): while a dialog is open, a field has the focus, or the player tapped or
 * pressed a key within the quiet time (TRIVIA_POPUP_QUIET_MS), it waits that long again.
 */
export function triviaPopupWait({
  now,
  lastInteractionAt,
  dialogOpen,
  fieldFocused,
}: TriviaPopupMoment): number {
  const recentlyActive =
    lastInteractionAt !== null && now - lastInteractionAt < TRIVIA_POPUP_QUIET_MS;
  return dialogOpen || fieldFocused || recentlyActive ? TRIVIA_POPUP_QUIET_MS : 0;
}

/** Any dialog on the page, modal or not (Mantine's modals and drawers have role="dialog"). */
export function isAnyDialogOpen(doc: Document = document): boolean {
  return (
    doc.querySelector(
      '[role="dialog"], [role="alertdialog"], [aria-modal="true"], dialog[open]',
    ) !== null
  );
}

const NOT_TYPED_INTO = new Set([
  'button',
  'submit',
  'reset',
  'checkbox',
  'radio',
  'range',
  'color',
]);

/** Whether `element` is a field the player types or picks in. */
export function isTypingField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLInputElement) return !NOT_TYPED_INTO.has(element.type);
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (!(element instanceof HTMLElement)) return false;
  return (
    element.isContentEditable === true ||
    element.closest(
      '[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]',
    ) !== null
  );
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
 * closed, one timer runs with a random delay; when it fires the dialog opens on DENR, unless
 * the moment is wrong (triviaPopupWait): then it tries again after the wait. While the dialog
 * is open no timer runs, and when it closes the next popup is scheduled again.
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

  // The last tap, click or key press anywhere on the page.
  const lastInteractionAt = useRef<number | null>(null);
  useEffect(() => {
    const note = () => {
      lastInteractionAt.current = Date.now();
    };
    const options = { capture: true, passive: true };
    window.addEventListener('pointerdown', note, options);
    window.addEventListener('keydown', note, options);
    return () => {
      window.removeEventListener('pointerdown', note, options);
      window.removeEventListener('keydown', note, options);
    };
  }, []);

  useEffect(() => {
    if (!allowed || dialogOpen) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      const wait = triviaPopupWait({
        now: Date.now(),
        lastInteractionAt: lastInteractionAt.current,
        dialogOpen: isAnyDialogOpen(),
        fieldFocused: isTypingField(document.activeElement),
      });
      if (wait === 0) latest.current.open('DENR');
      else timer = setTimeout(attempt, wait);
    };
    timer = setTimeout(attempt, triviaPopupDelay(latest.current.random));
    return () => clearTimeout(timer);
  }, [allowed, dialogOpen]);
}
