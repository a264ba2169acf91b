import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPasswordHasher, OWASP_MEMORY_COST_KIB } from './passwords.ts';

/** A hash in the scrypt form stored before argon2id: `scrypt$N$r$p$salt$key`. */
function scryptHash(password: string, cost = 2 ** 10): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: cost, r: 8, p: 1 });
  return `scrypt$${cost}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

describe('password hashing', () => {
  const hasher = createPasswordHasher(1024);

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hasher.hash('green-Forest-42');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
    expect(await hasher.verify('green-Forest-42', stored)).toBe(true);
    expect(await hasher.verify('green-forest-42', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
  });

  it('refuses when there is no stored hash, or a damaged one', async () => {
    expect(await hasher.verify('anything', null)).toBe(false);
    expect(await hasher.verify('anything', '$argon2id$v=19$m=1024,t=2,p=1$broken')).toBe(false);
    expect(await hasher.verify('anything', 'plain-text')).toBe(false);
  });

  it('still verifies scrypt hashes from before argon2id, and asks to replace them', async () => {
    const stored = scryptHash('old-Password-7');
    expect(await hasher.verify('old-Password-7', stored)).toBe(true);
    expect(await hasher.verify('old-password-7', stored)).toBe(false);
    expect(hasher.needsRehash(stored)).toBe(true);
  });

  it('asks to replace argon2id hashes made at a lower cost only', async () => {
    expect(hasher.needsRehash(await hasher.hash('pw'))).toBe(false);
    expect(hasher.needsRehash(await createPasswordHasher(512).hash('pw'))).toBe(true);
    expect(createPasswordHasher(512).needsRehash(await hasher.hash('pw'))).toBe(false);
  });

  it("uses OWASP's argon2id parameters (19 MiB, 2 passes, 1 lane) in production", async () => {
    const production = createPasswordHasher();
    expect(OWASP_MEMORY_COST_KIB).toBe(19_456);
    const stored = await production.hash('a-long-passphrase');
    expect(stored.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await production.verify('a-long-passphrase', stored)).toBe(true);
  });
});
