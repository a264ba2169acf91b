import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSessionStore } from '../shared/session/session-store.ts';
import { sessionExitTarget } from '../shared/session/session-exit.ts';
import { roleFromToken } from '../shared/session/token.ts';
import { paths } from '../shared/paths.ts';
import { resolveGuardRedirect } from './guards.ts';

/** The guard's verdict for the current location and session; null lets the page show. */
export function useGuardRedirect(): string | null {
  const { pathname } = useLocation();
  const token = useSessionStore((state) => state.token);
  const verified = useSessionStore((state) => state.loggedUser?.verified ?? null);
  const email = useSessionStore((state) => state.loggedUser?.email ?? null);
  const role = useMemo(() => roleFromToken(token), [token]);
  const target = resolveGuardRedirect(pathname, { token, role, verified, email });
  // A logout already chose where to go; follow it rather than the login redirect.
  if (target === paths.login && !token) return sessionExitTarget() ?? target;
  return target;
}
