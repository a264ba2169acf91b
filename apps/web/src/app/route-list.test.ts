import { matchPath, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listRoutes, roleOf } from '../shared/route-list.ts';
import { routes } from './router.tsx';

/** The full path pattern of every route that shows a page (splat catch-alls left out). */
function patterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path ?? '';
    const full = own.startsWith('/')
      ? own
      : `${parent.replace(/\/$/, '')}/${own}`.replace(/\/$/, '') || '/';
    const here = route.path !== undefined || route.index ? [full] : [];
    return [
      ...here.filter((pattern) => !pattern.endsWith('*')),
      ...patterns(route.children ?? [], full),
    ];
  });
}

describe('the route list of the accessibility sweep', () => {
  const listed = listRoutes().map(({ path }) => path.split('?')[0] ?? path);

  it.each(patterns(routes).map((pattern) => [pattern]))(
    'lists an address for the route %s',
    (pattern) => {
      expect(listed.some((path) => matchPath({ path: pattern, end: true }, path))).toBe(true);
    },
  );

  it('gives each address the role that reaches it', () => {
    expect(roleOf('/login')).toBe('guest');
    expect(roleOf('/app/my-tree')).toBe('player');
    expect(roleOf('/admin/reports')).toBe('admin');
    expect(listRoutes({ 'admin.manageTree': [[7]] }).map(({ path }) => path)).toContain(
      '/admin/manage-tree/7',
    );
  });
});
