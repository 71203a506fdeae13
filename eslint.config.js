import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { citationsPlugin } from './scripts/lint/outside-citations.js';
import { apiAreaWalls, featureWalls } from './scripts/lint/feature-walls.js';
import { languagesPlugin } from './scripts/lint/user-visible-english.js';

/**
 * The API's shared kernels: infrastructure every business area may import (HTTP plumbing, the database and its
 * sweeps, the dev test clock, the bus provider's adapter, the settings' slices read by api/src/config.ts). Every
 * other folder of api/src is an area with one public index.ts; api/src/config.ts and logger.ts sit beside them,
 * kernels too.
 */
const API_KERNELS = ['http', 'db', 'dev', 'provider', 'config'];

/**
 * The frontends' code already translated, where every word a person reads or hears must come from a catalogue
 * (scripts/lint/user-visible-english.js, docs/languages.md). The frontends are translated area by area: each
 * translated area is added to this list, until it is every frontend's src.
 */
const TRANSLATED = [
  'shell/src/**',
  'shared/src/ui/**',
  'mfe-search/src/**',
  'mfe-booking/src/**',
  'mfe-account/src/**',
  'mfe-admin/src/**',
];

/** Who may not import whom between and inside the packages. */
const PACKAGE_WALLS = [
  {
    target: './shared',
    from: ['./api', './shell', './mfe-search', './mfe-booking', './mfe-account', './mfe-admin', './e2e', './scripts'],
    message: '@jatra/shared is what the apps share: it imports none of them.',
  },
  {
    target: './api/simulators',
    from: './api/src',
    message: 'A simulator stands for an outside system: it owns its wire format and imports nothing of ours.',
  },
  {
    target: './api/simulators',
    from: './shared',
    message:
      "A simulator stands for an outside system: it keeps its own rules and words, not the product's (docs/simulators.md).",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // a remote imports only its own code and @jatra/shared
    files: ['mfe-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'],
    ignores: ['shell/src/remotes/remote-contract.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/mfe-*/**',
                '@jatra/mfe-*',
                '**/shell/**',
                '@jatra/shell',
                '**/api/src/**',
                '**/api/simulators/**',
                '@jatra/api',
              ],
              message: 'A remote imports only its own code and @jatra/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'scripts/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: PACKAGE_WALLS }],
    },
  },
  {
    // tests may reach into what they test; production code meets another feature at its entry only
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...PACKAGE_WALLS,
            ...featureWalls(['shell', 'mfe-search', 'mfe-booking', 'mfe-account', 'mfe-admin']),
          ],
        },
      ],
    },
  },
  {
    // an API area meets another, and the API's test kits and benches meet an area, at its index.ts only; tests
    // inside an area may reach its internals (the zone's target and source are then one folder)
    files: ['api/**/*.ts'],
    ignores: ['api/simulators/**', '**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...PACKAGE_WALLS, ...apiAreaWalls(API_KERNELS)] }],
    },
  },
  {
    files: ['api/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...PACKAGE_WALLS, ...apiAreaWalls(API_KERNELS, { tests: true })] },
      ],
    },
  },
  {
    // only the composition root (and the tests, which compose the systems they drive) starts the simulators
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/composition.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/simulators/**'],
              message: 'Only the composition root starts a simulator.',
            },
          ],
        },
      ],
    },
  },
  {
    // the root entry of @jatra/shared is read by the API too: what needs React or the router has its own entry
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: [
      'shared/src/ui/**',
      'shared/src/federation/**',
      'shared/src/routing/**',
      'shared/src/first-view/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-router-dom'].map((name) => ({
            name,
            allowTypeImports: true,
            message:
              'Only shared/src/ui, federation, routing and first-view (own entries) may use React or the router.',
          })),
        },
      ],
    },
  },
  {
    // the shell's service worker, served as written (docs/offline-ticket.md)
    files: ['shell/public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // the repository explains itself (scripts/lint/outside-citations.js)
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { jatra: citationsPlugin },
    rules: { 'jatra/no-outside-citations': 'error' },
  },
  {
    // tests, e2e, the API and the scripts write English on purpose (the API's words come from @jatra/shared's
    // catalogue through its own messages)
    files: TRANSLATED,
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      '**/testing/**',
      '**/*-test-kit.{ts,tsx}',
      'e2e/**',
      'api/**',
      'scripts/**',
    ],
    plugins: { languages: languagesPlugin },
    rules: { 'languages/no-user-visible-english': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'api/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
