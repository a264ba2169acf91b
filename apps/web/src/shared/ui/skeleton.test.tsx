import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { renderWithProviders } from '#test/render.tsx';
import { Loading, QueryState } from './query-state.tsx';
import { LoadingSkeleton } from './skeleton.tsx';

function pendingQuery(): UseQueryResult<string> {
  return {
    isPending: true,
    isError: false,
    data: undefined,
    error: null,
  } as unknown as UseQueryResult<string>;
}

describe('the loading skeleton', () => {
  it('is a busy status named by what loads, its shapes hidden from screen readers', () => {
    renderWithProviders(<Loading label="Loading your seedlings" />);
    const status = screen.getByRole('status', { name: 'Loading your seedlings' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    // The name is also said as text, for screen readers that read the status's content.
    expect(status.textContent).toBe('Loading your seedlings');
    const shapes = status.querySelector('[aria-hidden="true"]');
    expect(shapes?.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(0);
  });

  it('is what QueryState shows while its query is pending, in the shape asked for', () => {
    renderWithProviders(
      <QueryState
        query={pendingQuery()}
        loadingLabel="Loading the marketplace"
        loadingShape="cards"
      >
        {(data) => <p>{data}</p>}
      </QueryState>,
    );
    const status = screen.getByRole('status', { name: 'Loading the marketplace' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.querySelectorAll('.mantine-Skeleton-root').length).toBe(12);
  });

  it.each(['rows', 'cards', 'panel'] as const)('draws the %s shape', (shape) => {
    renderWithProviders(<LoadingSkeleton label="Loading" shape={shape} />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(2);
  });
});
