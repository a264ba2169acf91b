import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

/** The domain folders on each side, read from disk so a new domain is covered at once. */
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const serverModules = foldersIn('./apps/server/src/modules/');
const webFeatures = foldersIn('./apps/web/src/features/');
const webScreens = foldersIn('./apps/web/src/screens/');
/** Resolves the web app's `#…` import aliases, so the boundaries below apply to them too. */
const webImportsResolver = fileURLToPath(
  new URL('./apps/web/scripts/eslint-imports-resolver.cjs', import.meta.url),
);

/**
 * The import directions of the layout (docs/adding-a-domain.md), checked by
 * eslint-plugin-boundaries. Every module and feature is an element type of its own:
 * - a server module never reads another module's repository: it calls that module's service;
 *   so does a use case (`use-cases/`, the steps that span modules), and it writes no SQL;
 * - `lib/` is below the modules and never imports them;
 * - web: shared → features → screens → app; one feature never imports another, and a page
 *   that composes several features is a screen (decision 019); screens never import each other;
 * - the two apps never import each other, and the contract imports neither.
 */
const moduleOf = (name) => `server-module:${name}`;
const featureOf = (name) => `web-feature:${name}`;
const screenOf = (name) => `web-screen:${name}`;
const elements = [
  ...serverModules.map((name) => ({
    type: moduleOf(name),
    pattern: `apps/server/src/modules/${name}/**`,
    partialMatch: false,
  })),
  { type: 'server-lib', pattern: 'apps/server/src/lib/**', partialMatch: false },
  { type: 'server-use-case', pattern: 'apps/server/src/use-cases/**', partialMatch: false },
  { type: 'server', pattern: 'apps/server/**', partialMatch: false },
  ...webFeatures.map((name) => ({
    type: featureOf(name),
    pattern: `apps/web/src/features/${name}/**`,
    partialMatch: false,
  })),
  ...webScreens.map((name) => ({
    type: screenOf(name),
    pattern: `apps/web/src/screens/${name}/**`,
    partialMatch: false,
  })),
  { type: 'web-app', pattern: 'apps/web/src/app/**', partialMatch: false },
  { type: 'web-shared', pattern: 'apps/web/src/shared/**', partialMatch: false },
  { type: 'web', pattern: 'apps/web/**', partialMatch: false },
  { type: 'contract', pattern: 'packages/contract/**', partialMatch: false },
];
const serverTypes = ['server', 'server-lib', 'server-use-case', ...serverModules.map(moduleOf)];
const webTypes = [
  'web',
  'web-app',
  'web-shared',
  ...webFeatures.map(featureOf),
  ...webScreens.map(screenOf),
];
const refuse = (fromTypes, toTypes, message) => ({
  from: { element: { types: { anyOf: fromTypes } } },
  disallow: { to: { element: { types: { anyOf: toTypes } } } },
  message,
});

/** The policies every file follows; `featureImportsApp` is left out for tests (below). */
const layoutPolicies = [
  ...serverModules.map((name) => ({
    from: { element: { type: moduleOf(name) } },
    disallow: {
      to: {
        element: { types: { anyOf: serverModules.filter((o) => o !== name).map(moduleOf) } },
        file: { categories: 'repository' },
      },
    },
    message: "Call the other module's service instead of its repository.",
  })),
  {
    from: { element: { type: 'server-use-case' } },
    disallow: {
      to: {
        element: { types: { anyOf: serverModules.map(moduleOf) } },
        file: { categories: 'repository' },
      },
    },
    message: "A use case calls the modules' services, never their repositories.",
  },
  refuse(
    ['server-lib'],
    serverModules.map(moduleOf),
    'lib/ sits below the modules and must not import them.',
  ),
  ...webFeatures.map((name) =>
    refuse(
      [featureOf(name)],
      webFeatures.filter((other) => other !== name).map(featureOf),
      'Features do not import each other; compose them in a screen under screens/.',
    ),
  ),
  ...webFeatures.map((name) =>
    refuse(
      [featureOf(name)],
      webScreens.map(screenOf),
      'Features sit below the screens that compose them and must not import them.',
    ),
  ),
  ...webScreens.map((name) =>
    refuse(
      [screenOf(name)],
      webScreens.filter((other) => other !== name).map(screenOf),
      'Screens do not import each other; share the part through a feature or shared/.',
    ),
  ),
  refuse(
    ['web-shared'],
    ['web-app', ...webFeatures.map(featureOf), ...webScreens.map(screenOf)],
    'shared/ sits below features, screens and the app shell.',
  ),
  refuse(serverTypes, webTypes, 'The apps do not import each other.'),
  refuse(webTypes, serverTypes, 'The apps do not import each other.'),
  refuse(
    ['contract'],
    [...serverTypes, ...webTypes],
    'The contract is shared by the apps and imports neither.',
  ),
];
const featureImportsApp = refuse(
  [...webFeatures.map(featureOf), ...webScreens.map(screenOf)],
  ['web-app'],
  'Features and screens sit below the app shell and must not import it.',
);

/** Only repositories (and the ledgers in lib/) write SQL: routes, services and policies call them. */
const noSqlOutsideRepositories = {
  patterns: [
    {
      group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
      message: 'Only <domain>.repository.ts (and lib/ledgers) build SQL; call a repository.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': [{ category: 'repository', pattern: '**/*.repository.ts' }],
      'boundaries/include': ['apps/**/*', 'packages/**/*'],
      'import/resolver': {
        [webImportsResolver]: {},
        node: { extensions: ['.ts', '.tsx', '.js'] },
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', policies: [...layoutPolicies, featureImportsApp] },
      ],
    },
  },
  {
    // A feature's or a screen's tests may render the whole router (app/) to check a page in place.
    files: ['apps/web/src/features/**/*.test.{ts,tsx}', 'apps/web/src/screens/**/*.test.{ts,tsx}'],
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: layoutPolicies }],
    },
  },
  {
    files: [
      'apps/server/src/modules/**/*.ts',
      'apps/server/src/use-cases/**/*.ts',
      'apps/server/src/plugins/**/*.ts',
    ],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', noSqlOutsideRepositories] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
