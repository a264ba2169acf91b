import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '#test/render.tsx';
import { StreakTrack } from './streak-track.tsx';

const days = () =>
  within(screen.getByRole('list', { name: /Login streak/ }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('streak track', () => {
  it('shows the streak, the claimed days, today and the bonus day', () => {
    renderWithProviders(<StreakTrack streak={3} claimedToday={false} bonusToday={false} />);
    expect(screen.getByRole('heading', { name: '3-day streak' })).toBeTruthy();
    expect(days()).toEqual([
      'Day 1, claimed',
      'Day 2, claimed',
      'Day 3, claimed',
      'Day 4, today',
      'Day 5',
      'Day 6',
      'Day 7, bonus day',
    ]);
    expect(screen.getByText(/3 more days to the bonus day/)).toBeTruthy();
  });

  it('says when today is the bonus day', () => {
    renderWithProviders(<StreakTrack streak={6} claimedToday={false} bonusToday />);
    expect(days()[6]).toBe('Day 7, bonus day, today');
    expect(screen.getByText(/Bonus day! Claim your login today for ×2/)).toBeTruthy();
  });
});
