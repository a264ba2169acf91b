import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCooldownSeconds } from './use-cooldown-seconds.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useCooldownSeconds', () => {
  it('counts whole seconds down to 0 and stops', () => {
    const { result } = renderHook(() => useCooldownSeconds(5));
    expect(result.current.running).toBe(false);
    act(() => result.current.start());
    const seen = [result.current.secondsLeft];
    for (let second = 0; second < 5; second += 1) {
      act(() => vi.advanceTimersByTime(1000));
      seen.push(result.current.secondsLeft);
    }
    expect(seen).toEqual([5, 4, 3, 2, 1, 0]);
    expect(result.current.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts again from the top while running', () => {
    const { result } = renderHook(() => useCooldownSeconds(5));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(2500));
    expect(result.current.secondsLeft).toBe(3);
    act(() => result.current.start());
    expect(result.current.secondsLeft).toBe(5);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.secondsLeft).toBe(5);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.secondsLeft).toBe(4);
  });
});
