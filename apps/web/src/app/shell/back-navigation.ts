import { useLocation } from 'react-router';
import { paths } from '#shared/paths.ts';

/** Where the guest header's back arrow leads (docs/spec-notes.md §2): none on the landing page. */
export type GuestBackTarget = { kind: 'none' } | { kind: 'path'; to: string } | { kind: 'history' };

export function guestBackTarget(pathname: string): GuestBackTarget {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.landing) return { kind: 'none' };
  if (path === paths.privacyPolicy || path === paths.termsOfUse) {
    return { kind: 'path', to: paths.login };
  }
  return { kind: 'history' };
}

/**
 * True when an earlier page of this app is there to go back to. The first page of a visit has
 * the router's 'default' location key.
 */
export function useCanGoBack(): boolean {
  return useLocation().key !== 'default';
}
