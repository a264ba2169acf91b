import { jwtDecode } from 'jwt-decode';
import type { Role } from '@punla/contract';

/** What the app reads from the session token: `sub` is the user id, `role` the role (docs/spec-notes.md §6). */
export interface TokenPayload {
  sub?: string;
  role?: unknown;
  exp?: number;
}

/** Decodes the token's payload (no signature check: the server does that). Throws for bad tokens. */
export function decodeToken(token: string): TokenPayload {
  try {
    return jwtDecode<TokenPayload>(token);
  } catch (cause) {
    throw new Error('Invalid token.', { cause });
  }
}

/**
 * The role from the token's `role` field. Null without a token, and null (with the failure
 * logged) when the token cannot be decoded.
 */
export function roleFromToken(token: string | null | undefined): Role | null {
  if (!token) return null;
  try {
    const { role } = decodeToken(token);
    return role === 'USER' || role === 'ADMIN' ? role : null;
  } catch (error) {
    console.error('Unable to read the role from the session token.', error);
    return null;
  }
}
