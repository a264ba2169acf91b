import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function scryptAsync(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  const options: ScryptOptions = {
    N: cost,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    // N=2^17 with r=8 needs 128 MiB; Node's default limit is 32 MiB.
    maxmem: 256 * 1024 * 1024,
  };
  // The async form runs on libuv's thread pool, so a login never blocks the event loop.
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string | null): Promise<boolean>;
}

/**
 * scrypt with OWASP's parameters (N=2^17, r=8, p=1). The stored form carries its own
 * parameters, so hashes made with another cost still verify.
 */
export function createPasswordHasher(cost: number): PasswordHasher {
  // Verifying against this when there is no account keeps the answer time the same, so
  // timing does not tell which e-mails have accounts.
  let decoy: Promise<string> | undefined;
  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await scryptAsync(password, salt, cost);
    return `scrypt$${cost}$${BLOCK_SIZE}$${PARALLELISM}$${salt.toString('base64')}$${key.toString('base64')}`;
  };
  return {
    hash,
    async verify(password, stored) {
      if (!stored) {
        decoy ??= hash('decoy-password');
        await verifyAgainst(password, await decoy);
        return false;
      }
      return verifyAgainst(password, stored);
    },
  };
}

async function verifyAgainst(password: string, stored: string): Promise<boolean> {
  const [scheme, costText, , , saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !costText || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64'), Number(costText));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
