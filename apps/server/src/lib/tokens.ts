import { errors, jwtVerify, SignJWT } from 'jose';
import { roleSchema, SESSION_TOKEN_TTL_DAYS, type Role } from '@punla/contract';
import { AppError } from './app-error.ts';
import type { Clock } from './clock.ts';

export interface TokenClaims {
  userId: string;
  role: Role;
  tokenVersion: number;
}

/** Session tokens: HS256 JWTs whose `sub` is the user id and `role` the role (docs/spec-notes.md §6). */
export function createTokenService(secret: string, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(claims: TokenClaims): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ role: claims.role, ver: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuedAt(now)
        .setExpirationTime(now + SESSION_TOKEN_TTL_DAYS * 24 * 60 * 60)
        .sign(key);
    },

    async verify(token: string): Promise<TokenClaims> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        const role = roleSchema.safeParse(payload.role);
        if (!payload.sub || !role.success || typeof payload.ver !== 'number') {
          throw new AppError('TOKEN_INVALID', 'Your session is not valid. Please log in again.');
        }
        return { userId: payload.sub, role: role.data, tokenVersion: payload.ver };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof errors.JWTExpired) {
          throw new AppError('TOKEN_EXPIRED', 'Your session has expired. Please log in again.');
        }
        throw new AppError('TOKEN_INVALID', 'Your session is not valid. Please log in again.');
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
