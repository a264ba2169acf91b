import { describe, expect, it } from 'vitest';
import { valueWithoutPerson, withoutPerson } from './erased-quotes.ts';

const person = { email: 'ana@example.test', usernames: ['coins', 'ana_1'] };
const LABEL = 'Former player 0123456789ab';

describe('taking a person out of what quotes them', () => {
  it('replaces the address and whole-word names in a text, in any case', () => {
    expect(withoutPerson('Ana_1 wrote from ana@example.test about coins.', person, LABEL)).toBe(
      `${LABEL} wrote from ${LABEL} about ${LABEL}.`,
    );
    // A name inside a longer word stays.
    expect(withoutPerson('mycoins and ana_12 and coins_x', person, LABEL)).toBe(
      'mycoins and ana_12 and coins_x',
    );
  });

  it('changes the strings of a record, never its keys', () => {
    const record = { coins: 20, username: 'coins', players: ['coins', 'bea'], note: 'coins back' };
    expect(valueWithoutPerson(record, person, LABEL, false)).toEqual({
      coins: 20,
      username: LABEL,
      players: [LABEL, 'bea'],
      note: 'coins back',
    });
    expect(valueWithoutPerson(record, person, LABEL, true)).toEqual({
      coins: 20,
      username: LABEL,
      players: [LABEL, 'bea'],
      note: `${LABEL} back`,
    });
    expect(valueWithoutPerson(null, person, LABEL, true)).toBeNull();
  });
});
