import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '#test/render.tsx';
import { plantedTreeOf } from '#test/tree-fixtures.ts';
import { CareButton } from './care-actions.tsx';

const START = Date.parse('2026-03-02T10:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

function renderWater(care: ReturnType<typeof plantedTreeOf>['water'], onReady = vi.fn()) {
  renderWithProviders(
    <CareButton
      action="water"
      care={care}
      count={4}
      busy={false}
      loading={false}
      onCare={vi.fn()}
      onReady={onReady}
      emptyHint="No water left."
    />,
  );
  return onReady;
}

describe('care button countdown', () => {
  it('counts the wait down from nextAt every second and asks for the tree again at 0', () => {
    // 2 h 14 min and 30 s from now: shown rounded up to the minute.
    const nextAt = new Date(START + (2 * 3600 + 14 * 60 + 30) * 1000).toISOString();
    const onReady = renderWater(
      {
        available: false,
        nextAt,
        usedToday: 1,
        perGameDay: 3,
        reason: 'You can water again in 2 h 15 min.',
      },
      vi.fn(),
    );
    expect(screen.getByText('You can water again in 2 h 15 min.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Water/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByText('You can water again in 2 h 15 min.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('You can water again in 2 h 14 min.')).toBeTruthy();

    act(() => vi.advanceTimersByTime((2 * 3600 + 13 * 60) * 1000));
    expect(screen.getByText('You can water again in 1 min.')).toBeTruthy();
    expect(onReady).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(60_000));
    expect(onReady).toHaveBeenCalledTimes(1);
    // Still "not yet" from the server (clocks differ): asked again a few seconds later only.
    act(() => vi.advanceTimersByTime(1_000));
    expect(onReady).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onReady).toHaveBeenCalledTimes(2);
  });

  it('shows what watering gives when it can be done, and the count left', () => {
    renderWater(plantedTreeOf().water);
    expect(screen.getByText('+10 GP · +5 XP · 0/3 today')).toBeTruthy();
    expect(screen.getByLabelText('4 water left')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Water/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('shows the reason without a countdown when there is no time to wait for', () => {
    renderWater({
      available: false,
      nextAt: null,
      usedToday: 0,
      perGameDay: 3,
      reason: 'This tree is fully grown. Plant a new seedling to keep growing.',
    });
    expect(
      screen.getByText('This tree is fully grown. Plant a new seedling to keep growing.'),
    ).toBeTruthy();
  });
});
