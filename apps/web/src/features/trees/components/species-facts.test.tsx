import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { initialSessionValues, useSessionStore } from '#shared/session/session-store.ts';
import { renderWithProviders } from '#test/render.tsx';
import { narraSpecies } from '#test/tree-fixtures.ts';
import { SpeciesFacts } from './species-facts.tsx';

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionValues });
});

describe('species facts from the session tree list', () => {
  it("shows the getter's error when the tree list is absent or empty", () => {
    const { unmount } = renderWithProviders(<SpeciesFacts speciesId={1} />);
    expect(screen.getByRole('alert').textContent).toBe('Unable to fetch available trees.');
    unmount();
    useSessionStore.getState().setTreeList([]);
    renderWithProviders(<SpeciesFacts speciesId={1} />);
    expect(screen.getByRole('alert').textContent).toBe('Unable to fetch available trees.');
  });

  it('shows the species once the catalog is in the session', () => {
    useSessionStore.getState().setTreeList([narraSpecies]);
    renderWithProviders(<SpeciesFacts speciesId={1} />);
    expect(screen.getByRole('heading', { name: 'About the Narra' })).toBeTruthy();
    expect(screen.getByText(narraSpecies.description)).toBeTruthy();
    expect(screen.getByText('Native to the Philippines')).toBeTruthy();
  });
});
