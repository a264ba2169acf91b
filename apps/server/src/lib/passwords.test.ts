import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './passwords.ts';

describe('password hashing', () => {
  const hasher = createPasswordHasher(2 ** 10);

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hasher.hash('green-Forest-42');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await hasher.verify('green-Forest-42', stored)).toBe(true);
    expect(await hasher.verify('green-forest-42', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
  });

  it('refuses when there is no stored hash', async () => {
    expect(await hasher.verify('anything', null)).toBe(false);
  });

  it('uses the OWASP cost (N=2^17) in production', async () => {
    const production = createPasswordHasher(2 ** 17);
    const stored = await production.hash('a-long-passphrase');
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await production.verify('a-long-passphrase', stored)).toBe(true);
  });
});
