import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('passwordStrength (docs/spec-notes.md §9)', () => {
  it.each([
    ['', 'weak'],
    ['abcdef', 'weak'],
    ['abcDE', 'weak'],
    ['abcDEF', 'medium'],
    ['abc123', 'medium'],
    ['ABC123', 'medium'],
    ['abcDE12', 'medium'],
    ['abcdefgh', 'weak'],
    ['abcdEF12', 'strong'],
    ['Tree-planting-2026', 'strong'],
  ] as const)('%j is %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });
});
