import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook } from '@testing-library/react';
import { TRIVIA_POPUP_DELAY_MS, TRIVIA_POPUP_QUIET_MS } from '@punla/contract';
import {
  canPopUpTrivia,
  isAnyDialogOpen,
  isTypingField,
  triviaPopupDelay,
  triviaPopupWait,
  useTriviaPopup,
} from './use-trivia-popup.ts';

const player = { loggedIn: true, tourCompleted: true, totalXp: 0 };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('triviaPopupDelay', () => {
  it('is a whole number of ms between 60000 and 120000, both included', () => {
    expect(TRIVIA_POPUP_DELAY_MS).toEqual({ min: 60_000, max: 120_000 });
    expect(triviaPopupDelay(() => 0)).toBe(60_000);
    expect(triviaPopupDelay(() => 0.5)).toBe(90_000);
    expect(triviaPopupDelay(() => 0.999_999_999)).toBe(120_000);
    // Out-of-range sources are held inside the range.
    expect(triviaPopupDelay(() => 1)).toBe(120_000);
    expect(triviaPopupDelay(() => -3)).toBe(60_000);
    for (let i = 0; i < 200; i += 1) {
      const delay = triviaPopupDelay();
      expect(Number.isInteger(delay)).toBe(true);
      expect(delay).toBeGreaterThanOrEqual(60_000);
      expect(delay).toBeLessThanOrEqual(120_000);
    }
  });
});

describe('canPopUpTrivia', () => {
  it('needs a logged-in player who finished the tour or has XP', () => {
    expect(canPopUpTrivia({ loggedIn: false, tourCompleted: true, totalXp: 50 })).toBe(false);
    expect(canPopUpTrivia({ loggedIn: true, tourCompleted: false, totalXp: 0 })).toBe(false);
    expect(canPopUpTrivia({ loggedIn: true, tourCompleted: true, totalXp: 0 })).toBe(true);
    expect(canPopUpTrivia({ loggedIn: true, tourCompleted: false, totalXp: 1 })).toBe(true);
  });
});

function renderPopup(initial: Partial<Parameters<typeof useTriviaPopup>[0]> = {}) {
  const open = vi.fn();
  const view = renderHook((props: Parameters<typeof useTriviaPopup>[0]) => useTriviaPopup(props), {
    initialProps: { ...player, dialogOpen: false, open, random: () => 0.25, ...initial },
  });
  return { open, ...view };
}

describe('useTriviaPopup', () => {
  it('opens the dialog on DENR after the random delay', () => {
    // 60000 + floor(0.25 · 60001) = 75000 ms.
    const { open } = renderPopup({ random: () => 0.25 });
    act(() => vi.advanceTimersByTime(74_999));
    expect(open).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledExactlyOnceWith('DENR');
  });

  it('uses the injected random source for each delay', () => {
    const random = vi.fn(() => 0);
    const { open } = renderPopup({ random });
    act(() => vi.advanceTimersByTime(60_000));
    expect(open).toHaveBeenCalledTimes(1);
    expect(random).toHaveBeenCalled();
  });

  it('never opens for a visitor who is not logged in', () => {
    const { open } = renderPopup({ loggedIn: false, tourCompleted: true, totalXp: 200 });
    act(() => vi.advanceTimersByTime(10 * 120_000));
    expect(open).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never opens while the tour is not completed and no XP is earned', () => {
    const { open } = renderPopup({ tourCompleted: false, totalXp: 0 });
    act(() => vi.advanceTimersByTime(10 * 120_000));
    expect(open).not.toHaveBeenCalled();
  });

  it('opens for a player with XP even before the tour is completed', () => {
    const { open } = renderPopup({ tourCompleted: false, totalXp: 5, random: () => 0 });
    act(() => vi.advanceTimersByTime(60_000));
    expect(open).toHaveBeenCalledWith('DENR');
  });

  it('starts counting once the player earns XP', () => {
    const { open, rerender } = renderPopup({ tourCompleted: false, totalXp: 0, random: () => 0 });
    act(() => vi.advanceTimersByTime(200_000));
    rerender({
      ...player,
      tourCompleted: false,
      totalXp: 10,
      dialogOpen: false,
      open,
      random: () => 0,
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('never opens while the dialog is already open', () => {
    const { open } = renderPopup({ dialogOpen: true, random: () => 0 });
    act(() => vi.advanceTimersByTime(10 * 120_000));
    expect(open).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops the pending popup when the dialog is opened by hand', () => {
    const { open, rerender } = renderPopup({ random: () => 0 });
    act(() => vi.advanceTimersByTime(30_000));
    rerender({ ...player, dialogOpen: true, open, random: () => 0 });
    act(() => vi.advanceTimersByTime(120_000));
    expect(open).not.toHaveBeenCalled();
  });

  it('schedules the next popup after the dialog closes', () => {
    const random = vi
      .fn()
      .mockReturnValueOnce(0)
      .mockReturnValueOnce(1 - Number.EPSILON);
    const { open, rerender } = renderPopup({ random });
    act(() => vi.advanceTimersByTime(60_000));
    expect(open).toHaveBeenCalledTimes(1);

    // The popup opened the dialog: nothing is scheduled while it is open.
    rerender({ ...player, dialogOpen: true, open, random });
    act(() => vi.advanceTimersByTime(500_000));
    expect(open).toHaveBeenCalledTimes(1);

    // Closed: the next one comes after a new random delay (here the longest, 120 s).
    rerender({ ...player, dialogOpen: false, open, random });
    act(() => vi.advanceTimersByTime(119_999));
    expect(open).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenLastCalledWith('DENR');
  });

  it('keeps one timer across re-renders with new callbacks', () => {
    const first = vi.fn();
    const { rerender } = renderPopup({ open: first, random: () => 0 });
    act(() => vi.advanceTimersByTime(40_000));
    const second = vi.fn();
    rerender({ ...player, dialogOpen: false, open: second, random: () => 0 });
    act(() => vi.advanceTimersByTime(20_000));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledExactlyOnceWith('DENR');
  });
});

describe('triviaPopupWait', () => {
  const calm = { now: 1_000_000, lastInteractionAt: null, dialogOpen: false, fieldFocused: false };

  it('opens at once on a calm page', () => {
    expect(TRIVIA_POPUP_QUIET_MS).toBe(10_000);
    expect(triviaPopupWait(calm)).toBe(0);
    expect(triviaPopupWait({ ...calm, lastInteractionAt: calm.now - 10_000 })).toBe(0);
    expect(triviaPopupWait({ ...calm, lastInteractionAt: calm.now - 60_000 })).toBe(0);
  });

  it('waits the quiet time while a dialog is open or a field has the focus', () => {
    expect(triviaPopupWait({ ...calm, dialogOpen: true })).toBe(10_000);
    expect(triviaPopupWait({ ...calm, fieldFocused: true })).toBe(10_000);
    expect(
      triviaPopupWait({ ...calm, dialogOpen: true, lastInteractionAt: calm.now - 60_000 }),
    ).toBe(10_000);
  });

  it('waits the quiet time again after a tap or key press within the last 10 s', () => {
    expect(triviaPopupWait({ ...calm, lastInteractionAt: calm.now })).toBe(10_000);
    expect(triviaPopupWait({ ...calm, lastInteractionAt: calm.now - 3_000 })).toBe(10_000);
    expect(triviaPopupWait({ ...calm, lastInteractionAt: calm.now - 9_999 })).toBe(10_000);
  });
});

describe('what the popup reads of the page', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('sees an open dialog, modal or not', () => {
    expect(isAnyDialogOpen()).toBe(false);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    expect(isAnyDialogOpen()).toBe(true);
  });

  it('counts text fields, selects and editable text as typing, not buttons or checkboxes', () => {
    const field = (html: string) => {
      const holder = document.createElement('div');
      holder.innerHTML = html;
      return holder.firstElementChild;
    };
    expect(isTypingField(null)).toBe(false);
    expect(isTypingField(field('<input type="text">'))).toBe(true);
    expect(isTypingField(field('<input type="email">'))).toBe(true);
    expect(isTypingField(field('<textarea></textarea>'))).toBe(true);
    expect(isTypingField(field('<select></select>'))).toBe(true);
    expect(isTypingField(field('<div contenteditable="true">Note</div>'))).toBe(true);
    expect(isTypingField(field('<input type="checkbox">'))).toBe(false);
    expect(isTypingField(field('<button>Water</button>'))).toBe(false);
    expect(isTypingField(document.body)).toBe(false);
  });
});

describe('useTriviaPopup on a busy page', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('waits while another dialog is open, then opens once it is closed', () => {
    const celebration = document.createElement('div');
    celebration.setAttribute('role', 'dialog');
    document.body.append(celebration);
    const { open } = renderPopup({ random: () => 0 });
    act(() => vi.advanceTimersByTime(60_000 + 3 * TRIVIA_POPUP_QUIET_MS));
    expect(open).not.toHaveBeenCalled();

    celebration.remove();
    act(() => vi.advanceTimersByTime(TRIVIA_POPUP_QUIET_MS));
    expect(open).toHaveBeenCalledExactlyOnceWith('DENR');
  });

  it('waits while the player types in a field', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    const { open } = renderPopup({ random: () => 0 });
    act(() => vi.advanceTimersByTime(60_000 + TRIVIA_POPUP_QUIET_MS));
    expect(open).not.toHaveBeenCalled();

    input.blur();
    act(() => vi.advanceTimersByTime(TRIVIA_POPUP_QUIET_MS));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('waits while the player taps or types, and tries again 10 s later', () => {
    const { open } = renderPopup({ random: () => 0 });
    act(() => vi.advanceTimersByTime(55_000));
    fireEvent.pointerDown(document.body);
    act(() => vi.advanceTimersByTime(5_000));
    // Due at 60 s, but the tap was 5 s ago: it tries again at 70 s.
    expect(open).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.keyDown(document.body, { key: 'a' });
    // At 70 s the key press (at 62 s) is 8 s old: it waits again, until 80 s.
    act(() => vi.advanceTimersByTime(17_999));
    expect(open).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledExactlyOnceWith('DENR');
  });
});
