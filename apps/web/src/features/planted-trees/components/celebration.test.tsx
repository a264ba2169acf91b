import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '#test/render.tsx';
import { careResultOf, plantedTreeOf } from '#test/tree-fixtures.ts';
import {
  CELEBRATION_MS,
  Celebration,
  celebrationRewards,
  celebrationTitle,
} from './celebration.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('celebration', () => {
  it('names the last stage reached', () => {
    const result = careResultOf({
      stagesReached: [
        { stage: 3, name: 'Sapling', xp: 150, coins: 60 },
        { stage: 4, name: 'Young tree', xp: 200, coins: 80 },
      ],
    });
    expect(celebrationTitle(result)).toBe('Your tree is now a Young tree!');
  });

  it('shows the stage reward apart from the care reward that led to it', () => {
    const result = careResultOf({
      xpGained: 160,
      coinsGained: 60,
      careXp: 10,
      stagesReached: [{ stage: 3, name: 'Sapling', xp: 150, coins: 60 }],
    });
    expect(celebrationRewards(result, 'fertilize')).toEqual({
      stage: '+150 XP, +60 coins for reaching Sapling',
      care: '+10 XP for fertilizing',
    });
    // When the care paid no XP (already paid for that ref), only the stage's reward shows.
    expect(celebrationRewards({ ...result, careXp: 0 }, 'water').care).toBeNull();
  });

  it('announces the free seedling of a matured tree and closes by itself', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const tree = plantedTreeOf({ stage: 5, stageName: 'Mature tree', mature: true, active: false });
    renderWithProviders(
      <Celebration
        result={careResultOf({
          tree,
          xpGained: 755,
          coinsGained: 100,
          careXp: 5,
          maturityXp: 500,
          stagesReached: [{ stage: 5, name: 'Mature tree', xp: 250, coins: 100 }],
          matured: true,
          freeSeedling: 'Bitaog',
        })}
        action="water"
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Your tree is now a Mature tree!' })).toBeTruthy();
    expect(screen.getByText('Fully grown')).toBeTruthy();
    // The stage's reward (with the maturity bonus) apart from the watering's.
    expect(screen.getByText('+750 XP, +100 coins for reaching Mature tree')).toBeTruthy();
    expect(screen.getByText('+5 XP for watering')).toBeTruthy();
    expect(
      screen.getByText('You earned a free Bitaog seedling! Plant it to grow your next tree.'),
    ).toBeTruthy();
    act(() => vi.advanceTimersByTime(CELEBRATION_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open while the pointer rests on the card, and closes after it leaves', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithProviders(<Celebration result={careResultOf({})} action="water" onClose={onClose} />);
    const title = screen.getByRole('heading', { name: celebrationTitle(careResultOf({})) });
    const card = title.parentElement!;
    fireEvent.pointerEnter(card);
    act(() => vi.advanceTimersByTime(CELEBRATION_MS * 3));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerLeave(card);
    act(() => vi.advanceTimersByTime(CELEBRATION_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
