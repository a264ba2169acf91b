import { hkdfSync } from 'node:crypto';

/** The keys the server uses, each for one purpose only. */
export interface AppKeys {
  /** Signs and checks session tokens (HS256). */
  tokenKey: string;
  /** Keys the HMACs under which mailed and one-time codes are stored. */
  codeKey: string;
  /** Signs cookies (the Google sign-in state). */
  cookieKey: string;
  /** Seals the mails waiting in the queue (their codes and links are secrets until sent). */
  mailKey: string;
}

const SALT = 'punla';

function derive(secret: string, purpose: string): string {
  return Buffer.from(hkdfSync('sha256', secret, SALT, `punla ${purpose} v1`, 32)).toString(
    'base64url',
  );
}

/**
 * Derives one key per purpose from the one secret (HKDF-SHA-256, a distinct label each), so a
 * key exposed or misused in one place says nothing about the others: a code HMAC can never be
 * a valid token signature, and a signed cookie never a code hash (docs/decisions/012).
 */
export function deriveKeys(secret: string): AppKeys {
  return {
    tokenKey: derive(secret, 'session tokens'),
    codeKey: derive(secret, 'code hashes'),
    cookieKey: derive(secret, 'cookies'),
    mailKey: derive(secret, 'queued mails'),
  };
}
