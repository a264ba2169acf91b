import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Role } from '@punla/contract';
import { AppError } from '../lib/app-error.ts';
import type { TokenService } from '../lib/tokens.ts';

/**
 * Who may call a route (docs/api.md): anyone, any logged-in user, the user named by the path
 * (or an admin, to read), or an admin only; `keep`: the account named by the path, with the
 * token a login hands out while its deletion is pending (modules/privacy). Every /api route
 * must declare one.
 */
export type Guard = 'public' | 'user' | 'self' | 'admin' | 'keep';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Why an admin's change through a player's own route is refused. */
export const NOT_YOUR_ACCOUNT =
  "Only the player changes this. An admin changes another player's account from their file in Players, with a reason.";

export interface AuthUser {
  id: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: Guard;
    /** The path parameter holding the user id, for `self` routes (default `userId`). */
    selfParam?: string;
  }
  interface FastifyRequest {
    authUser?: AuthUser;
  }
}

/** Looks the token's user up, so deleted users and older token versions are refused. */
export type SessionResolver = (
  userId: string,
) => Promise<{ role: Role; tokenVersion: number } | undefined>;

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) {
    throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  }
  return request.authUser;
}

export function registerGuards(
  app: FastifyInstance,
  deps: { tokens: TokenService; resolveSession: SessionResolver },
): void {
  async function authenticate(request: FastifyRequest, keep = false): Promise<AuthUser> {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    const claims = keep
      ? await deps.tokens.verifyKeep(match[1])
      : await deps.tokens.verify(match[1]);
    const session = await deps.resolveSession(claims.userId);
    if (!session || session.tokenVersion !== claims.tokenVersion) {
      throw new AppError('TOKEN_INVALID', 'Your session has ended. Please log in again.');
    }
    const user = { id: claims.userId, role: session.role };
    request.authUser = user;
    return user;
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api')) return;
    const guard = route.config?.guard;
    if (!guard) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no guard.`);
    }
    if (guard === 'public') return;
    const selfParam = route.config?.selfParam ?? 'userId';
    const check = async (request: FastifyRequest) => {
      const user = await authenticate(request, guard === 'keep');
      if (guard === 'keep') {
        const params = request.params as Record<string, string | undefined>;
        if (params[selfParam] !== user.id) {
          throw new AppError('FORBIDDEN', 'This token keeps only the account it was given for.');
        }
        return;
      }
      if (guard === 'admin' && user.role !== 'ADMIN') {
        throw new AppError('FORBIDDEN', 'Only administrators can do this.');
      }
      if (guard === 'self') {
        const params = request.params as Record<string, string | undefined>;
        const own = params[selfParam] === user.id;
        if (!own && user.role !== 'ADMIN') {
          throw new AppError('FORBIDDEN', "You can only access your own account's data.");
        }
        // An admin reads a player's data; what changes a player's account is the player's own
        // doing, or an admin's action from Players, with a reason on the record (plugins/audit.ts).
        if (!own && !READS.has(request.method)) {
          throw new AppError('FORBIDDEN', NOT_YOUR_ACCOUNT);
        }
      }
    };
    const existing = route.onRequest;
    route.onRequest = [
      check,
      ...(existing ? (Array.isArray(existing) ? existing : [existing]) : []),
    ];
  });
}
