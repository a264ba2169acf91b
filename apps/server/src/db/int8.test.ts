import { describe, expect, it } from 'vitest';
import { int8ToNumber } from './int8.ts';

describe('int8ToNumber', () => {
  it('reads the text node-postgres gives for an int8, past 2^31 too', () => {
    expect(int8ToNumber('0')).toBe(0);
    expect(int8ToNumber('3000000000')).toBe(3_000_000_000);
    expect(int8ToNumber(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(int8ToNumber(12n)).toBe(12);
    expect(int8ToNumber(7)).toBe(7);
  });

  it.each(['9007199254740993', '', 'abc', '1.5'])('refuses %j rather than round it', (value) => {
    expect(() => int8ToNumber(value)).toThrow(/not an integer below 2\^53/);
  });
});
