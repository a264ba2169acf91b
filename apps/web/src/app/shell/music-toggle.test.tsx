import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MusicToggle } from './music-toggle.tsx';

function Harness() {
  const [on, setOn] = useState(true);
  return <MusicToggle on={on} onChange={setOn} />;
}

describe('MusicToggle', () => {
  it('is a named button, pressed while the music is on, switched by the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Background music' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});
