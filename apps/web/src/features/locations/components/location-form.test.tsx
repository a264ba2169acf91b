import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '#test/render.tsx';
import { LocationForm } from './location-form.tsx';
import { pickedCoordinates, pinPosition, type PinPosition } from '#shared/map/map-picker.tsx';

/** The picker's props as the form last drew it: Leaflet has no layout to click in jsdom. */
const picker = vi.hoisted(() => ({
  position: undefined as PinPosition | null | undefined,
  onPick: undefined as ((lat: number, lng: number) => void) | undefined,
}));

vi.mock('#shared/map/map-picker.tsx', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return {
    ...actual,
    LocationMapPicker: (props: {
      position: PinPosition | null;
      onPick: (lat: number, lng: number) => void;
    }) => {
      picker.position = props.position;
      picker.onPick = props.onPick;
      return null;
    },
  };
});

describe('the location map picker', () => {
  it('places the pin only where the typed fields make a place', () => {
    expect(pinPosition('14.135', '121.208')).toEqual([14.135, 121.208]);
    expect(pinPosition('-8', '-179.5')).toEqual([-8, -179.5]);
    expect(pinPosition('', '121')).toBeNull();
    expect(pinPosition('14.', ' ')).toBeNull();
    expect(pinPosition('east', '121')).toBeNull();
    expect(pinPosition('95', '121')).toBeNull();
    expect(pinPosition('14', '181')).toBeNull();
  });

  it('turns a point of the map into field texts of five decimals', () => {
    expect(pickedCoordinates(14.135_004_9, 121.208_333_3)).toEqual({
      latitude: '14.135',
      longitude: '121.20833',
    });
    // The map repeats the world sideways: a click one world east is the same place.
    expect(pickedCoordinates(10.5, 121.5 + 360)).toEqual({ latitude: '10.5', longitude: '121.5' });
    expect(pickedCoordinates(-91, -190)).toEqual({ latitude: '-90', longitude: '170' });
  });

  it('moves the pin as the coordinates are typed, and fills them from the map', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LocationForm saving={false} onSave={vi.fn()} />);
    expect(picker.position).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '14.135');
    expect(picker.position).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Longitude' }), '121.208');
    expect(picker.position).toEqual([14.135, 121.208]);

    act(() => picker.onPick?.(9.847_512_3, 123.881_2));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Latitude' }).value).toBe(
      '9.84751',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Longitude' }).value).toBe(
      '123.8812',
    );
    expect(picker.position).toEqual([9.84751, 123.8812]);
  });
});
