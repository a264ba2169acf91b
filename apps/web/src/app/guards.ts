import type { Role } from '@punla/contract';
import { paths } from '../shared/paths.ts';

/** What the navigation guard needs to know about the session. */
export interface GuardSession {
  token: string | null;
  role: Role | null;
  verified: boolean | null;
  email: string | null;
}

const GUEST_ONLY_PATHS: readonly string[] = [paths.landing, paths.login, paths.signup];

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function isUnder(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}

export const isPlayerPath = (pathname: string) => isUnder(normalize(pathname), paths.app.root);
export const isAdminPath = (pathname: string) => isUnder(normalize(pathname), paths.admin.root);
/** The player and admin areas need a token (docs/spec-notes.md §2). */
export const requiresLogin = (pathname: string) => isPlayerPath(pathname) || isAdminPath(pathname);

/** Where a logged-in user starts: the dashboard for ADMIN, my-tree for everyone else. */
export function homePathForRole(role: Role | null): string {
  return role === 'ADMIN' ? paths.admin.dashboard : paths.app.myTree;
}

/**
 * One step of the navigation guard (docs/spec-notes.md §2): where to send a visitor of `pathname`, or null
 * to let them in.
 */
export function guardRedirect(pathname: string, session: GuardSession): string | null {
  const path = normalize(pathname);
  const loggedIn = Boolean(session.token);

  if (!loggedIn) return requiresLogin(path) ? paths.login : null;

  if (GUEST_ONLY_PATHS.includes(path)) return homePathForRole(session.role);
  if (session.role === 'ADMIN' && isPlayerPath(path)) return paths.admin.dashboard;
  if (session.role !== 'ADMIN' && isAdminPath(path)) return paths.app.myTree;
  if (isPlayerPath(path) && session.verified === false) {
    return paths.verifyAccount(session.email ?? undefined);
  }
  return null;
}

/** Follows the guard until it lets the visitor in, so a redirect never lands on another one. */
export function resolveGuardRedirect(pathname: string, session: GuardSession): string | null {
  let target: string | null = null;
  let current = pathname;
  for (let step = 0; step < 4; step += 1) {
    const next = guardRedirect(current, session);
    if (next === null || next === current) break;
    target = next;
    current = next;
  }
  return target;
}
