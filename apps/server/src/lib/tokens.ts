import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { roleSchema, SESSION_TOKEN_TTL_DAYS, type Role } from '@punla/contract';
import { AppError } from './app-error.ts';
import type { Clock } from './clock.ts';

export interface TokenClaims {
  userId: string;
  role: Role;
  tokenVersion: number;
}

/** The form of the users' ids, as PostgreSQL writes a uuid. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/**
 * Session tokens: HS256 JWTs whose `sub` is the user id and `role` the role (docs/spec-notes.md
 * §6), signed with the token key (lib/keys.ts).
 */
/** Verified tokens remembered at most; the oldest is forgotten first. */
const VERIFIED_TOKENS_KEPT = 20_000;

export function createTokenService(signingKey: string, clock: Clock) {
  // Imported once: given raw bytes, jose imports the key again on every call.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(signingKey),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  /*
   * A token is a fixed string: once its signature and claims checked out, the same string
   * always would, until it expires. Every request carries one, so checking it again each time
   * is work for nothing. (Whether its session still stands is asked on every request anyway.)
   */
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  const expired = () =>
    new AppError('TOKEN_EXPIRED', 'Your session has expired. Please log in again.');
  return {
    async issue(claims: TokenClaims): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ role: claims.role, ver: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuedAt(now)
        .setExpirationTime(now + SESSION_TOKEN_TTL_DAYS * 24 * 60 * 60)
        .sign(await key);
    },

    async verify(token: string): Promise<TokenClaims> {
      const known = verified.get(token);
      if (known) {
        if (clock.now().getTime() >= known.expiresAt) throw expired();
        return known.claims;
      }
      const checked = await verifyToken(token);
      if (verified.size >= VERIFIED_TOKENS_KEPT) {
        verified.delete(verified.keys().next().value as string);
      }
      verified.set(token, checked);
      return checked.claims;
    },
  };

  async function verifyToken(token: string): Promise<{ claims: TokenClaims; expiresAt: number }> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        currentDate: clock.now(),
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw expired();
      throw new AppError('TOKEN_INVALID', 'Your session is not valid. Please log in again.');
    }
    // Every token this server issues has both; one without them was not made here.
    if (typeof payload.exp !== 'number') {
      throw new AppError(
        'TOKEN_INVALID',
        'Your session token has no expiry time, so it is not accepted. Please log in again.',
      );
    }
    if (!isUuid(payload.sub)) {
      throw new AppError(
        'TOKEN_INVALID',
        'Your session token does not name an account. Please log in again.',
      );
    }
    const role = roleSchema.safeParse(payload.role);
    if (!role.success || !Number.isSafeInteger(payload.ver)) {
      throw new AppError('TOKEN_INVALID', 'Your session is not valid. Please log in again.');
    }
    return {
      claims: { userId: payload.sub, role: role.data, tokenVersion: payload.ver as number },
      expiresAt: payload.exp * 1000,
    };
  }
}

export type TokenService = ReturnType<typeof createTokenService>;
