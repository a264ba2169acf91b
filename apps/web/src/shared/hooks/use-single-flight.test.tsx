import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { renderWithProviders } from '#test/render.tsx';
import { GameButton } from '../ui/game-button.tsx';
import { useSingleFlight } from './use-single-flight.ts';

/** A request whose answer the test gives when it likes. */
function slowServer() {
  const calls: Array<(answer: string) => void> = [];
  return {
    calls,
    send: () => new Promise<string>((resolve) => calls.push(resolve)),
    answer: (index: number, text = 'ok') => calls[index]?.(text),
  };
}

function SaveForm({ send, holdMs }: { send: () => Promise<string>; holdMs?: number }) {
  const save = useSingleFlight(useMutation({ mutationFn: send }), { holdMs });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <input aria-label="Title" />
      <GameButton type="submit" loading={save.isPending}>
        Save
      </GameButton>
      {save.isSuccess && <p>Saved</p>}
    </form>
  );
}

describe('useSingleFlight', () => {
  it('sends one request for a double click, the button disabled and busy until the answer', async () => {
    const server = slowServer();
    renderWithProviders(<SaveForm send={server.send} />);
    const button = screen.getByRole('button', { name: 'Save' });
    // Two clicks before React renders again.
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');

    server.answer(0);
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(server.calls).toHaveLength(1);
  });

  it('sends one request for Enter pressed twice in a field', async () => {
    const server = slowServer();
    const user = userEvent.setup();
    renderWithProviders(<SaveForm send={server.send} />);
    const field = screen.getByRole('textbox', { name: 'Title' });
    await user.type(field, 'Spring');
    // Two submits from the keyboard before React renders again.
    fireEvent.submit(field.closest('form')!);
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    server.answer(0);
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(server.calls).toHaveLength(1);
  });

  it('ignores a tap during a slow answer, and takes the next one once it came', async () => {
    const server = slowServer();
    const user = userEvent.setup();
    renderWithProviders(<SaveForm send={server.send} />);
    const field = screen.getByRole('textbox', { name: 'Title' });
    const button = screen.getByRole('button', { name: 'Save' });
    await user.type(field, '{Enter}');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    // Still waiting: the button is disabled and busy, and a submit meanwhile is ignored.
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(field.closest('form')!);
    await user.type(field, '{Enter}');
    expect(server.calls).toHaveLength(1);

    server.answer(0);
    await screen.findByText('Saved');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await user.type(field, '{Enter}');
    await waitFor(() => expect(server.calls).toHaveLength(2));
  });

  it('holds a toggle locked a moment after a quick answer, so a double tap flips it once', async () => {
    const server = slowServer();
    renderWithProviders(<SaveForm send={server.send} holdMs={60_000} />);
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    server.answer(0);
    await screen.findByText('Saved');
    fireEvent.submit(button.closest('form')!);
    expect(server.calls).toHaveLength(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
