import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '#test/render.tsx';
import { assertGameButtonColor, GAME_BUTTON_COLORS, GameButton } from './game-button.tsx';

describe('GameButton', () => {
  it('offers exactly green, yellow, blue and red', () => {
    expect(GAME_BUTTON_COLORS).toEqual(['green', 'yellow', 'blue', 'red']);
  });

  it.each(GAME_BUTTON_COLORS)('renders a %s button', (color) => {
    renderWithProviders(<GameButton color={color}>Water</GameButton>);
    expect(screen.getByRole('button', { name: 'Water' }).getAttribute('data-color')).toBe(color);
  });

  it('refuses any other colour, in the types and at run time', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // @ts-expect-error purple is not a button colour
    expect(() => renderWithProviders(<GameButton color="purple">Nope</GameButton>)).toThrow(
      'Invalid button color "purple"',
    );
    expect(() => assertGameButtonColor('orange')).toThrow('Invalid button color "orange"');
    expect(() => assertGameButtonColor('blue')).not.toThrow();
  });

  it('is green by default and reacts to clicks', async () => {
    const onClick = vi.fn();
    renderWithProviders(<GameButton onClick={onClick}>Plant</GameButton>);
    const button = screen.getByRole('button', { name: 'Plant' });
    expect(button.getAttribute('data-color')).toBe('green');
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('cannot be clicked while loading', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <GameButton loading onClick={onClick}>
        Saving
      </GameButton>,
    );
    const button = screen.getByRole('button', { name: /Saving/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
