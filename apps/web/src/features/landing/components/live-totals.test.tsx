import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { routes } from '#app/router.tsx';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes, renderWithProviders } from '#test/render.tsx';
import { initialSessionValues, useSessionStore } from '#shared/session/session-store.ts';
import { parsePublicStats } from '../api/get-public-stats.ts';
import {
  LiveTotals,
  NEW_FOREST_TEXT,
  NEW_FOREST_TITLE,
  TOTALS_SHOWN_FROM_PLAYERS,
} from './live-totals.tsx';

const PUBLIC_STATS_PATH = '/api/public/stats';

const stats = { treesPlanted: 12840, players: 3021, matureTrees: 415, co2KgPerYearEstimate: 9876 };

beforeEach(() => useSessionStore.setState({ ...initialSessionValues }));

/** The figures of the totals row once they are read, each as its text. */
async function shownFigures() {
  const section = screen.getByRole('region', { name: /Growing together/ });
  await waitFor(() => expect(section.getAttribute('aria-busy')).toBe('false'));
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('the live totals', () => {
  it('shows a loading row, then trees, players, mature trees and the CO₂ estimate', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderWithProviders(<LiveTotals />);
    const section = screen.getByRole('region', { name: /Growing together/ });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(within(section).getByRole('status').textContent).toBe('Loading the live totals');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(PUBLIC_STATS_PATH);

    answer(json(200, stats));
    expect(await within(section).findByText('12,840')).toBeTruthy();
    expect(section.getAttribute('aria-busy')).toBe('false');
    const figures = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(figures).toEqual([
      '12,840trees planted',
      '3,021players',
      '415mature trees',
      '≈ 9,876 kgCO₂ a year once mature (estimate)',
    ]);
    expect(within(section).queryByRole('status')).toBeNull();
  });

  it('writes one tree in the singular', async () => {
    stubFetch(() =>
      json(200, { treesPlanted: 1, players: 12, matureTrees: 1, co2KgPerYearEstimate: 6 }),
    );
    renderWithProviders(<LiveTotals />);
    const figures = await shownFigures();
    expect(figures.slice(0, 3)).toEqual(['1tree planted', '12players', '1mature tree']);
  });

  it('welcomes the first players instead of advertising zeros on a fresh install', async () => {
    stubFetch(() =>
      json(200, { treesPlanted: 0, players: 0, matureTrees: 0, co2KgPerYearEstimate: 0 }),
    );
    renderWithProviders(<LiveTotals />);
    const welcome = await screen.findByRole('region', { name: NEW_FOREST_TITLE });
    expect(within(welcome).getByText(NEW_FOREST_TEXT)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText(/trees? planted/)).toBeNull();
    expect(screen.queryByText('0')).toBeNull();
  });

  it(`keeps the welcome below ${TOTALS_SHOWN_FROM_PLAYERS} players, and leaves out a figure still at 0`, async () => {
    stubFetch(() =>
      json(200, { treesPlanted: 6, players: 4, matureTrees: 0, co2KgPerYearEstimate: 0 }),
    );
    const small = renderWithProviders(<LiveTotals />);
    expect(await screen.findByRole('region', { name: NEW_FOREST_TITLE })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    small.unmount();

    stubFetch(() =>
      json(200, { treesPlanted: 40, players: 12, matureTrees: 0, co2KgPerYearEstimate: 0 }),
    );
    renderWithProviders(<LiveTotals />);
    expect(await shownFigures()).toEqual(['40trees planted', '12players']);
  });

  it('steps aside when the totals cannot be read', async () => {
    stubFetch(() => json(500, { message: 'Down' }));
    renderWithProviders(<LiveTotals />);
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });

  it('is on the landing page', async () => {
    stubFetch((url) =>
      url === PUBLIC_STATS_PATH ? json(200, stats) : json(404, { message: 'No' }),
    );
    renderRoutes(routes, ['/']);
    expect(await screen.findByRole('heading', { level: 1, name: /Grow a forest/ })).toBeTruthy();
    expect(await screen.findByText('≈ 9,876 kg')).toBeTruthy();
  });
});

describe('parsePublicStats', () => {
  it('accepts the four whole numbers and refuses anything else', () => {
    expect(parsePublicStats({ ...stats, extra: 1 })).toEqual(stats);
    expect(() => parsePublicStats(null)).toThrow();
    expect(() => parsePublicStats({ ...stats, players: '3' })).toThrow(/players/);
    expect(() => parsePublicStats({ ...stats, matureTrees: 1.5 })).toThrow(/matureTrees/);
  });
});

describe('refreshing the live totals', () => {
  afterEach(() => vi.useRealTimers());

  it('reads them again every minute, keeping the last figures when a refresh fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let call = 0;
    const fetchMock = stubFetch(() => {
      call += 1;
      if (call === 1) return json(200, stats);
      if (call === 2) return json(500, { message: 'Down' });
      return json(200, { ...stats, treesPlanted: 12841 });
    });
    renderWithProviders(<LiveTotals />);
    expect(await screen.findByText('12,840')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText('12,840')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByText('12,841')).toBeTruthy();
  });
});
