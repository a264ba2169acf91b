import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLightForm } from './use-light-form.ts';

/** A form whose check waits on `gate` (as the sign-up form waits for its schemas to load). */
function WaitingForm({ gate, checks }: { gate: Promise<void>; checks: string[] }) {
  const form = useLightForm({ name: '' });
  const submit = form.onSubmit(async ({ name }) => {
    checks.push(name);
    await gate;
  });
  return (
    <form onSubmit={submit}>
      <input aria-label="Name" {...form.getInputProps('name')} />
      <button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
        Send
      </button>
    </form>
  );
}

describe('a light form while its check waits', () => {
  it('is busy from the submit, ignores a second submit, and is free again once checked', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const checks: string[] = [];
    render(<WaitingForm gate={gate} checks={checks} />);
    const button = screen.getByRole('button', { name: 'Send' });
    const form = button.closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await act(async () => {});
    expect(checks).toHaveLength(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => open());
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.submit(form);
    await act(async () => {});
    expect(checks).toHaveLength(2);
  });
});
