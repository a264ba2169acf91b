import { describe, expect, it } from 'vitest';
import { canonicalEmail } from './canonical-email.ts';

describe('canonicalEmail', () => {
  it('names one mailbox by one address', () => {
    expect(canonicalEmail('Farmer+1@Example.PH')).toBe('farmer@example.ph');
    expect(canonicalEmail('farmer+a+b@example.ph')).toBe('farmer@example.ph');
    expect(canonicalEmail('Far.Mer+2@gmail.com')).toBe('farmer@gmail.com');
    expect(canonicalEmail('far.mer@googlemail.com')).toBe('farmer@gmail.com');
  });

  it('keeps the dots of other providers, and a local part that would be empty', () => {
    expect(canonicalEmail('juan.dela.cruz@deped.gov.ph')).toBe('juan.dela.cruz@deped.gov.ph');
    expect(canonicalEmail('+tag@example.ph')).toBe('+tag@example.ph');
    expect(canonicalEmail('...@gmail.com')).toBe('...@gmail.com');
  });
});
