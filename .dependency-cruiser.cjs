/**
 * The server's import structure, checked by `npm run lint` (docs/decisions/020):
 * - no import cycle between any two files of the server, its tests included;
 * - a domain module never imports a use case: use cases sit above the modules and call them.
 * The module graph itself (acyclic, and how many floors deep) is scripts/module-floors.mjs.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Files that import each other, directly or round a circle, have no order to be read ' +
        'or changed in. Move the shared part down, or the step that spans both up into ' +
        'apps/server/src/use-cases.',
      severity: 'error',
      from: { path: '^apps/server/(src|test)/' },
      to: { circular: true },
    },
    {
      name: 'no-use-case-in-modules',
      comment:
        'A domain module never imports a use case: the use case calls the domains, and the ' +
        'route that starts it lives beside it (apps/server/src/use-cases/*.routes.ts).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/use-cases/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a cycle of types is still a cycle to read.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
  },
};
