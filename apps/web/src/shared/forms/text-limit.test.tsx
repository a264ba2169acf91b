import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from '@mantine/core';
import {
  checkInInput,
  eventInput,
  postInput,
  signupInput,
  supportInput,
  triviaContentSchema,
} from '@punla/contract';
import { renderWithProviders } from '#test/render.tsx';
import { charactersLeftText, maxLengthOf, textLimitProps } from './text-limit.tsx';

describe('text limits', () => {
  it("reads the server's limits from the contract's schemas", () => {
    expect(maxLengthOf(postInput, 'title')).toBe(120);
    expect(maxLengthOf(postInput, 'body')).toBe(5000);
    expect(maxLengthOf(eventInput, 'placeName')).toBe(120);
    // Inside a list, and through optional().
    expect(maxLengthOf(supportInput, 'channels.0.details')).toBe(300);
    expect(maxLengthOf(signupInput, 'referralCode')).toBe(32);
    expect(maxLengthOf(checkInInput, 'code')).toBe(40);
    // A string schema itself.
    expect(maxLengthOf(triviaContentSchema)).toBe(1000);
    // A number, or a field the schema does not have: no limit.
    expect(maxLengthOf(eventInput, 'capacity')).toBeUndefined();
    expect(maxLengthOf(postInput, 'subtitle')).toBeUndefined();
  });

  it('says what is left from 80% of the limit on', () => {
    expect(charactersLeftText(79, 100)).toBeNull();
    expect(charactersLeftText(80, 100)).toBe('20 characters left');
    expect(charactersLeftText(99, 100)).toBe('1 character left');
    expect(charactersLeftText(100, 100)).toBe('No characters left');
  });

  it('gives a field its maxLength and, near it, the count tied to the field', async () => {
    function Title() {
      const [value, setValue] = useState('');
      return (
        <TextInput
          label="Title"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          {...textLimitProps(value, 10, 'Shown on the card')}
        />
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Title />);
    const field = screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(field.maxLength).toBe(10);
    await user.type(field, 'Planting');
    const description = screen.getByText(/Shown on the card/);
    expect(description.textContent).toBe('Shown on the card 2 characters left');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(description.id);
    await user.type(field, ' day!');
    expect(field.value).toBe('Planting d');
    expect(screen.getByText('No characters left')).toBeTruthy();
  });
});
