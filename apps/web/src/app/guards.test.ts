import { describe, expect, it } from 'vitest';
import {
  guardRedirect,
  homePathForRole,
  resolveGuardRedirect,
  type GuardSession,
} from './guards.ts';

const guest: GuardSession = { token: null, role: null, verified: null, email: null };
const player: GuardSession = { token: 't', role: 'USER', verified: true, email: 'p@example.com' };
const unverified: GuardSession = { ...player, verified: false };
const admin: GuardSession = { token: 't', role: 'ADMIN', verified: true, email: 'a@example.com' };

describe('navigation guard', () => {
  it.each(['/', '/login', '/signup'])('sends a logged-in player on %s to my-tree', (path) => {
    expect(guardRedirect(path, player)).toBe('/app/my-tree');
  });

  it.each(['/', '/login', '/signup'])('sends a logged-in admin on %s to the dashboard', (path) => {
    expect(guardRedirect(path, admin)).toBe('/admin/dashboard');
  });

  it.each(['/', '/login', '/signup', '/support-us', '/verify-account/a@b.c', '/privacy-policy'])(
    'lets a visitor without a token open %s',
    (path) => {
      expect(guardRedirect(path, guest)).toBeNull();
    },
  );

  it.each(['/app/my-tree', '/app/profile', '/app', '/admin/dashboard', '/admin/manage-tree/list'])(
    'sends a visitor without a token on %s to login',
    (path) => {
      expect(guardRedirect(path, guest)).toBe('/login');
    },
  );

  it.each(['/app', '/app/my-tree', '/app/leaderboard/previous-season'])(
    'sends an ADMIN opening %s to the dashboard',
    (path) => {
      expect(guardRedirect(path, admin)).toBe('/admin/dashboard');
    },
  );

  it.each(['/admin', '/admin/dashboard', '/admin/manage-post/42'])(
    'sends a USER opening %s to my-tree',
    (path) => {
      expect(guardRedirect(path, player)).toBe('/app/my-tree');
    },
  );

  it('sends an unverified player entering the player area to verification', () => {
    expect(guardRedirect('/app/profile', unverified)).toBe('/verify-account/p%40example.com');
    expect(guardRedirect('/app/my-tree', { ...unverified, email: null })).toBe('/verify-account');
  });

  it('lets players and admins into their own areas', () => {
    expect(guardRedirect('/app/my-tree', player)).toBeNull();
    expect(guardRedirect('/app/profile/', player)).toBeNull();
    expect(guardRedirect('/admin/manage-season', admin)).toBeNull();
    expect(guardRedirect('/verify-account/p@example.com', unverified)).toBeNull();
  });

  it('does not take paths that only start like an area for the area', () => {
    expect(guardRedirect('/apple', guest)).toBeNull();
    expect(guardRedirect('/administrator', player)).toBeNull();
  });

  it('follows redirects to the final page', () => {
    expect(resolveGuardRedirect('/login', unverified)).toBe('/verify-account/p%40example.com');
    expect(resolveGuardRedirect('/app/my-tree', player)).toBeNull();
    expect(resolveGuardRedirect('/', admin)).toBe('/admin/dashboard');
  });

  it('starts admins on the dashboard and everyone else on my-tree', () => {
    expect(homePathForRole('ADMIN')).toBe('/admin/dashboard');
    expect(homePathForRole('USER')).toBe('/app/my-tree');
    expect(homePathForRole(null)).toBe('/app/my-tree');
  });
});
