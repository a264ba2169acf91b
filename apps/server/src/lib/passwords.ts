import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';

/** OWASP's argon2id settings: 19 MiB of memory, 2 passes, 1 lane. */
export const OWASP_MEMORY_COST_KIB = 19_456;
const TIME_COST = 2;
const PARALLELISM = 1;
// Algorithm.Argon2id: the package's enum is a `const enum`, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;
const ARGON2ID_PREFIX = '$argon2id$';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string | null): Promise<boolean>;
  /**
   * Whether a stored hash is of an older kind or a lower cost than new ones, so that it is
   * replaced at the next login, the one moment the password is at hand.
   */
  needsRehash(stored: string): boolean;
}

/**
 * argon2id at OWASP's parameters; `memoryCost` (KiB) is lowered by tests only. Hashes are
 * PHC strings (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`) carrying their own parameters, so
 * hashes made at another cost still verify. scrypt hashes from before argon2id
 * (`scrypt$N$r$p$salt$key`) verify too, until their owners' next login replaces them.
 */
export function createPasswordHasher(memoryCost: number = OWASP_MEMORY_COST_KIB): PasswordHasher {
  const options = {
    algorithm: ARGON2ID,
    memoryCost,
    timeCost: TIME_COST,
    parallelism: PARALLELISM,
  };
  // Verifying against this when there is no account keeps the answer time the same, so
  // timing does not tell which e-mails have accounts.
  let decoy: Promise<string> | undefined;
  const hash = (password: string) => argon2Hash(password, options);
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
    needsRehash(stored) {
      const cost = argon2idCost(stored);
      return !cost || cost.memoryCost < memoryCost || cost.timeCost < TIME_COST;
    },
  };
}

/** The cost an argon2id hash was made with; undefined for any other kind of hash. */
function argon2idCost(stored: string): { memoryCost: number; timeCost: number } | undefined {
  if (!stored.startsWith(ARGON2ID_PREFIX)) return undefined;
  const match = /\$m=(\d+),t=(\d+),p=\d+\$/.exec(stored);
  return match ? { memoryCost: Number(match[1]), timeCost: Number(match[2]) } : undefined;
}

async function verifyAgainst(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith(ARGON2ID_PREFIX)) {
    try {
      return await argon2Verify(stored, password);
    } catch {
      // A damaged stored hash refuses the password rather than failing the request.
      return false;
    }
  }
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return false;
}

/** The scrypt form used before argon2id: `scrypt$N$r$p$salt$key`, salt and key in base64. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, costText, blockText, parallelText, saltText, keyText] = stored.split('$');
  if (!costText || !blockText || !parallelText || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const options: ScryptOptions = {
    N: Number(costText),
    r: Number(blockText),
    p: Number(parallelText),
    // N=2^17 with r=8 needs 128 MiB; Node's default limit is 32 MiB.
    maxmem: 256 * 1024 * 1024,
  };
  try {
    const actual = await scryptAsync(
      password,
      Buffer.from(saltText, 'base64'),
      expected.length,
      options,
    );
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/** The async form runs on libuv's thread pool, so a login never blocks the event loop. */
function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
