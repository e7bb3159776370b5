// One lint configuration for every workspace: strict TypeScript rules, React hooks rules for web, the boundary
// between packages (no package reaches into another's src/; docs/decisions/0041) and the import boundaries
// inside each package — core-api (docs/decisions/0015), the BFF (lib never imports a module,
// modules meet only through their public index.ts, no cycles; docs/decisions/0014) and web
// (docs/decisions/0013).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

// Web's import boundaries, with ESLint's own no-restricted-imports (static imports and re-exports) and
// no-restricted-syntax (dynamic import() of a literal path):
// - a feature reaches another feature only through its public files, `features/<x>/index.ts` and
//   `features/<x>/routes.tsx` (its route manifest), and never imports the app shell (src/app);
// - src/lib and src/components never import features;
// - the shell (src/app) and the other top-level files use features' public files too.
// Specifiers are relative, so which folder `../x` names depends on how deep the importing file sits: one
// rule block per depth inside a feature folder. Tests may reach into internals (mocks of another feature's
// documents, the whole route table), so they are left out of the feature rules.
const PUBLIC_FILE = '(?:index|routes)(?:\\.tsx?)?$';
const TESTS = ['web/src/**/*.test.{ts,tsx}'];

// zod only through web/src/lib/zod.ts, which turns its eval-based JIT off (the CSP forbids eval; decision 0017).
const ZOD_PATHS = [
  {
    name: 'zod',
    message: "Import z from src/lib/zod (configured for the Content Security Policy), not 'zod'.",
  },
];

// Every package's boundary (docs/decisions/0041-shared-package.md): a package uses another only through what that
// package exports — `@sitebase/shared`, `@sitebase/core-api/testing` — never its src/ by package name or by a
// relative path that climbs out of the package. The patterns join every block below that sets
// no-restricted-imports (a later block's options replace an earlier one's, they are not merged).
const PACKAGE_BOUNDARY = [
  {
    regex: '^@sitebase/[^/]+/src(?:/|$)',
    message:
      "Never import another package's src/: use what it exports (shared code lives in @sitebase/shared).",
  },
  {
    regex: '^(?:\\.\\./)+(?:core-api|bff|web|shared|tests)(?:/|$)',
    message:
      'A relative import must not climb into another package: import it by name (e.g. @sitebase/shared).',
  },
];

function importBoundaries(patterns, dynamic) {
  return {
    'no-restricted-imports': ['error', { patterns: [...PACKAGE_BOUNDARY, ...patterns], paths: ZOD_PATHS }],
    'no-restricted-syntax': [
      'error',
      ...dynamic.map(({ regex, message }) => ({
        // esquery regexes cannot hold a "/": \x2F stands for it.
        selector: `ImportExpression > Literal[value=/${regex.replaceAll('/', '\\x2F')}/]`,
        message,
      })),
    ],
  };
}

const INTERNALS_MESSAGE =
  'Import another feature only through its public file (features/<name>/index.ts or routes.tsx); export what you need there.';
const SHELL_MESSAGE =
  'Features never import the app shell (src/app): move what is shared to src/lib or src/components.';

function featureDepthBlock(depth) {
  const up = '\\.\\./'.repeat(depth);
  const rules = [
    { regex: `^${up}[^./][^/]*/(?!${PUBLIC_FILE}).+`, message: INTERNALS_MESSAGE },
    { regex: `^${up}\\.\\./app(?:/|$)`, message: SHELL_MESSAGE },
  ];
  return {
    files: [`web/src/features/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: TESTS,
    rules: importBoundaries(rules, rules),
  };
}

const LAYER_RULES = [
  { regex: '(?:^|/)features(?:/|$)', message: 'src/lib and src/components never import features.' },
];
const SHELL_RULES = [{ regex: `(?:^|/)features/[^/]+/(?!${PUBLIC_FILE}).+`, message: INTERNALS_MESSAGE }];

// core-api's module shape (issue 31, docs/adding-a-module.md): where role rules may be written, and how reads
// reach the database.
const CORE_API_RULE_HOMES = [
  '**/*.test.ts',
  '**/*.fixtures.ts',
  '**/*.policy.ts',
  'core-api/src/kit/**',
  'core-api/src/lib/auth.ts',
  'core-api/src/lib/transitions.ts',
  'core-api/src/test/**',
  'core-api/src/security/**',
];
const ROLE_RULES = [
  {
    selector: "CallExpression[callee.name='roleAtLeast']",
    message: 'Role rules live in the module’s <m>.policy.ts (or the kit): call a policy function here.',
  },
  {
    selector:
      "BinaryExpression[operator=/^[!=]==?$/]:has(> MemberExpression[property.name='role']):has(> Literal)",
    message: 'Role comparisons live in the module’s <m>.policy.ts (or the kit): call a policy function here.',
  },
];
const CONNECTION_RULES = [
  {
    selector: "MemberExpression[object.type='Identifier'][object.name=/^[A-Z]/][property.name='sequelize']",
    message:
      'Read on the injected connection (a handler’s db, a contribution’s options.db, a service’s constructor), not a model’s global Model.sequelize.',
  },
];

const bffModulesDir = path.join(import.meta.dirname, 'bff/src/modules');
const bffModules = readdirSync(bffModulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.prerender/**',
      '**/.data/**',
      'web/src/generated/**',
      'bff/src/generated/**',
      'test-results/**',
      'playwright-report/**',
      'tests/test-results/**',
      'tests/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      'no-console': 'off',
    },
  },
  {
    // Package boundaries everywhere; the blocks below that set their own no-restricted-imports repeat them.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: PACKAGE_BOUNDARY }] },
  },
  {
    // core-api boundaries: the kit and lib never reach into modules; a module reaches another only through
    // that module's public file (modules/<name>/index.ts).
    files: ['core-api/src/lib/**/*.ts', 'core-api/src/kit/**/*.ts', 'core-api/src/models/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...PACKAGE_BOUNDARY,
            { group: ['**/modules/**'], message: 'lib, kit and models must not import modules.' },
          ],
        },
      ],
    },
  },
  {
    files: ['core-api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', 'core-api/src/modules/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...PACKAGE_BOUNDARY,
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.js$)[^/]+$',
              message: 'Import another module only through its public file: ../<module>/index.js',
            },
          ],
        },
      ],
    },
  },
  {
    // One module shape (issue 31): every role and ownership rule lives in a module's `<m>.policy.ts` (or the kit
    // and the two lib files that are the kit's: auth and transitions). Tests and their fixtures are left out.
    files: ['core-api/src/**/*.ts'],
    ignores: CORE_API_RULE_HOMES,
    rules: { 'no-restricted-syntax': ['error', ...ROLE_RULES] },
  },
  {
    // …and a module's reads run on the injected connection (a handler's `db`, a contribution's `options.db`, a
    // service's constructor), never a model's global `Model.sequelize`.
    files: ['core-api/src/modules/**/*.ts'],
    ignores: CORE_API_RULE_HOMES,
    rules: { 'no-restricted-syntax': ['error', ...ROLE_RULES, ...CONNECTION_RULES] },
  },
  {
    files: ['core-api/src/modules/**/*.policy.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...CONNECTION_RULES] },
  },
  {
    // core-api has no value-import cycles either (a cycle makes a module's exports undefined while the other
    // file is still loading). Type-only imports are erased, so they cannot form one. Settings as the BFF's.
    files: ['core-api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.js', '.json', '.node'],
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['bff/**/*.ts'],
    rules: {
      // type-graphql decorators need runtime class references, so value imports must stay value imports.
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['bff/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse .ts files when following imports (no-cycle walks the whole graph).
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      // Sources import './x.js' for './x.ts' (NodeNext); resolve like TypeScript so every edge is seen.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.js', '.json', '.node'],
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: {
      // Type-only imports are erased, so they cannot form a runtime cycle; value imports can.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './bff/src/lib',
              from: './bff/src/modules',
              message: 'lib is shared by every module and must not know them: move the shared part into lib.',
            },
            ...bffModules.map((name) => ({
              target: `./bff/src/modules/${name}`,
              from: [`./bff/src/modules/!(${name})/**/*`],
              except: ['**/bff/src/modules/*/index.ts'],
              message: `Another module is reachable only through its public file (modules/<name>/index.ts).`,
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // No import cycles in web (decision 0013): a feature that needs another goes one way only (notifications
    // uses auth; auth owns sign-out). Type-only imports are erased and cannot form a runtime cycle.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...[1, 2, 3, 4].map(featureDepthBlock),
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    rules: importBoundaries(LAYER_RULES, LAYER_RULES),
  },
  {
    files: ['web/src/app/**/*.{ts,tsx}', 'web/src/test/**/*.{ts,tsx}', 'web/src/*.{ts,tsx}'],
    ignores: TESTS,
    rules: importBoundaries(SHELL_RULES, SHELL_RULES),
  },
);
