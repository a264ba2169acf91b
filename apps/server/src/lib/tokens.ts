import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import {
  KEEP_TOKEN_TTL_MINUTES,
  roleSchema,
  SESSION_TOKEN_TTL_DAYS,
  type Role,
} from '@punla/contract';
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
/** The `use` claim of the token that only the keep route accepts. */
const KEEP_USE = 'keep';

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

    /**
     * The token a login hands out while the account's deletion is pending: it names the account
     * and its token version like a session's, but carries `use: keep`, which `verify` refuses,
     * so only the account's keep route (`verifyKeep`) accepts it, and for a few minutes.
     */
    async issueKeep(claims: TokenClaims): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ role: claims.role, ver: claims.tokenVersion, use: KEEP_USE })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuedAt(now)
        .setExpirationTime(now + KEEP_TOKEN_TTL_MINUTES * 60)
        .sign(await key);
    },

    /** The claims of a keep token (`issueKeep`); any other token is refused. */
    async verifyKeep(token: string): Promise<TokenClaims> {
      const checked = await verifyToken(token, KEEP_USE);
      return checked.claims;
    },

    async verify(token: string): Promise<TokenClaims> {
      const known = verified.get(token);
      if (known) {
        if (clock.now().getTime() >= known.expiresAt) throw expired();
        return known.claims;
      }
      const checked = await verifyToken(token, undefined);
      if (verified.size >= VERIFIED_TOKENS_KEPT) {
        verified.delete(verified.keys().next().value as string);
      }
      verified.set(token, checked);
      return checked.claims;
    },
  };

  async function verifyToken(
    token: string,
    use: typeof KEEP_USE | undefined,
  ): Promise<{ claims: TokenClaims; expiresAt: number }> {
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
    // A session token carries no `use`; a keep token opens nothing but the keep route.
    if (payload.use !== use) {
      throw new AppError('TOKEN_INVALID', 'Your session is not valid. Please log in again.');
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
