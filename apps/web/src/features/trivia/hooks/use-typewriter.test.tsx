import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import { TRIVIA_TYPING_MS_PER_CHAR } from '@punla/contract';
import { renderWithProviders } from '#test/render.tsx';
import { TypedText } from '../components/trivia-card.tsx';
import { useTypewriter } from './use-typewriter.ts';

const FACT = 'Narra is the national tree.';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useTypewriter', () => {
  it('types 80 ms per character: after 80·n ms exactly n characters are shown', () => {
    expect(TRIVIA_TYPING_MS_PER_CHAR).toBe(80);
    const { result } = renderHook(() => useTypewriter(FACT));
    expect(result.current.typed).toBe('');

    for (let n = 1; n <= FACT.length; n += 1) {
      act(() => vi.advanceTimersByTime(79));
      expect(result.current.typed).toBe(FACT.slice(0, n - 1));
      act(() => vi.advanceTimersByTime(1));
      expect(result.current.typed).toBe(FACT.slice(0, n));
    }
    expect(result.current.done).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.typed).toBe(FACT);
  });

  it('keeps the pace over a long jump of time', () => {
    const { result } = renderHook(() => useTypewriter(FACT));
    act(() => vi.advanceTimersByTime(80 * 10));
    expect(result.current.typed).toBe(FACT.slice(0, 10));
    expect(result.current.done).toBe(false);
  });

  it('counts an emoji as one character', () => {
    const { result } = renderHook(() => useTypewriter('🌳ab'));
    act(() => vi.advanceTimersByTime(80));
    expect(result.current.typed).toBe('🌳');
  });

  it('starts again from nothing for a new text', () => {
    const { result, rerender } = renderHook(({ text }) => useTypewriter(text), {
      initialProps: { text: FACT },
    });
    act(() => vi.advanceTimersByTime(80 * 5));
    expect(result.current.typed).toBe('Narra');
    rerender({ text: 'Molave' });
    expect(result.current.typed).toBe('');
    act(() => vi.advanceTimersByTime(80 * 3));
    expect(result.current.typed).toBe('Mol');
  });
});

describe('TypedText', () => {
  it('shows the typed characters and gives screen readers the whole text', () => {
    renderWithProviders(<TypedText text={FACT} />);
    const typed = screen.getByTestId('typed-text');
    expect(typed.textContent).toBe('');
    const readable = screen
      .getAllByText(FACT)
      .filter((node) => !node.closest('[aria-hidden="true"]'));
    expect(readable).toHaveLength(1);
    act(() => vi.advanceTimersByTime(80 * 3));
    expect(typed.textContent).toBe('Nar');
  });
});
