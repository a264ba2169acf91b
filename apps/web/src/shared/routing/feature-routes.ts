import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { adminManagedSections } from '../paths.ts';
import type { RouteHandle } from './route-handle.ts';

/**
 * The routes a feature or a screen adds under each of the app's three layouts: the guest pages
 * under `/`, the player's under `/app`, the admin's under `/admin`. `app/router.tsx` places
 * them; the layout of each area holds its guard.
 */
export interface FeatureRoutes {
  guest?: RouteObject[];
  player?: RouteObject[];
  admin?: RouteObject[];
}

/**
 * A route's screen, loaded on first visit: the module's named component as the route's
 * `Component` (docs/spec-notes.md §2's route table). Each call keeps its own `import()`, so
 * every screen stays a chunk of its own.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return () => load().then((module) => ({ Component: module[name] as ComponentType }));
}

/** A route's handle, checked against what the layouts read. */
export const handle = (value: RouteHandle): RouteHandle => value;

type ManagedSectionPath = (typeof adminManagedSections)[number]['path'];

/**
 * An admin manage section (`/admin/<section>/list` and its form, `/admin/<section>/:id?`),
 * titled as the admin menu lists it.
 */
export function manageSectionRoute(
  path: ManagedSectionPath,
  pages: { list: RouteObject['lazy']; form: RouteObject['lazy'] },
): RouteObject {
  const section = adminManagedSections.find((candidate) => candidate.path === path);
  return {
    path,
    handle: handle({ title: section?.title }),
    children: [
      { path: 'list', lazy: pages.list },
      { path: ':id?', lazy: pages.form },
    ],
  };
}
