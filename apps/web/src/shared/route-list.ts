/**
 * Every address of the web app as a plain list, walked from `paths` (no React), with the role
 * that reaches it: the accessibility sweep of the e2e suite visits each one, and a unit test
 * checks that every route of the router is matched by one of them, so a new page is covered
 * as soon as its address is added to `paths`.
 */
import { paths } from './paths.ts';

export type RouteRole = 'guest' | 'player' | 'admin';

export interface ListedRoute {
  /** The key path in `paths`, e.g. `admin.manageTree`. */
  name: string;
  path: string;
  role: RouteRole;
}

/** Concrete arguments for the address builders of `paths`, by key path (ids from seeded data). */
export type RouteArguments = Partial<Record<string, readonly unknown[][]>>;

export function roleOf(path: string): RouteRole {
  if (path === '/app' || path.startsWith('/app/')) return 'player';
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  return 'guest';
}

/**
 * The addresses of `paths`, each once: a string as it is, an address builder called without
 * arguments and with each argument list of `args` under its key path.
 */
export function listRoutes(args: RouteArguments = {}): ListedRoute[] {
  const found = new Map<string, ListedRoute>();
  const add = (name: string, path: string) => {
    if (!found.has(path)) found.set(path, { name, path, role: roleOf(path) });
  };
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') add(prefix, node);
    else if (typeof node === 'function') {
      const build = node as (...values: unknown[]) => string;
      for (const list of [[], ...(args[prefix] ?? [])]) add(prefix, build(...list));
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node))
        walk(value, prefix ? `${prefix}.${key}` : key);
    }
  };
  walk(paths, '');
  return [...found.values()];
}
