import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/** The domain folders on each side, read from disk so a new domain is covered at once. */
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const serverModules = foldersIn('./apps/server/src/modules/');
const webFeatures = foldersIn('./apps/web/src/features/');

/**
 * The import directions of the layout (docs/adding-a-domain.md):
 * - a server module never reads another module's repository: it calls that module's service;
 * - `lib/` is below the modules and never imports them;
 * - web: shared → features → app; one feature never imports another (pages in app/ compose
 *   them);
 * - the two apps never import each other, and the contract imports neither.
 */
const boundaryZones = [
  ...serverModules.map((name) => ({
    target: `./apps/server/src/modules/!(${name})/**`,
    from: `./apps/server/src/modules/${name}/*.repository.ts`,
    message: `Call the ${name} module's service instead of its repository.`,
  })),
  {
    target: './apps/server/src/lib',
    from: './apps/server/src/modules',
    message: 'lib/ sits below the modules and must not import them.',
  },
  ...webFeatures.map((name) => ({
    target: `./apps/web/src/features/${name}`,
    from: './apps/web/src/features',
    except: [`./${name}`],
    message: 'Features do not import each other; compose them in a page under app/.',
  })),
  {
    target: './apps/web/src/shared',
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'shared/ sits below features and the app shell.',
  },
  { target: './apps/web', from: './apps/server', message: 'The apps do not import each other.' },
  { target: './apps/server', from: './apps/web', message: 'The apps do not import each other.' },
  {
    target: './packages/contract',
    from: './apps',
    message: 'The contract is shared by the apps and imports neither.',
  },
];

/** Features sit below the app shell; their tests may still render the whole router. */
const featureZones = [
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features sit below the app shell and must not import it.',
  },
];

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
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...featureZones] }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/plugins/**/*.ts'],
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
