// ESLint flat config. The rules that matter most here are the layer boundaries (import-x/no-restricted-paths)
// and no import cycles; style is Prettier's job (eslint-config-prettier turns off the rules it owns).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layers, bottom up: src/domain <- src/lib <- src/api <- src/components <- src/features <- src/app.
// sw/ stands beside the app and imports only src/api, src/lib and src/domain; server/ imports only src/domain.
const top = ['./src/app', './src/main.tsx', './src/App.tsx'];
const layerZones = [
  {
    target: './src/domain',
    from: ['./src/lib', './src/api', './src/components', './src/features', ...top, './sw', './server'],
    message: 'src/domain is the bottom layer: pure rules that import nothing else of the project.',
  },
  { target: './src/lib', from: ['./src/api', './src/components', './src/features', ...top, './sw', './server'], message: 'src/lib imports only src/domain.' },
  { target: './src/api', from: ['./src/components', './src/features', ...top, './sw', './server'], message: 'src/api imports only src/lib and src/domain.' },
  {
    target: './src/components',
    from: ['./src/features', ...top, './sw', './server'],
    message: 'Shared components import no feature: they take actions as props.',
  },
  {
    target: './src/features',
    from: './src/app',
    // The Redux glue a feature uses: typed hooks, the listener middleware, and the store's types (checked below).
    except: ['./hooks.ts', './listener.ts', './store.ts'],
    message: 'A feature does not import src/app (the top layer); it uses app/hooks, app/listener and the types of app/store only.',
  },
  {
    target: './src/features',
    from: ['./src/main.tsx', './src/App.tsx', './sw', './server'],
    message: 'A feature imports no entry point, service worker or server code.',
  },
  { target: './src/app', from: ['./sw', './server'], message: 'The app does not import the service worker or the server.' },
  {
    target: './sw',
    from: ['./src/components', './src/features', ...top, './server'],
    message: 'The service worker imports only src/api, src/lib and src/domain.',
  },
  {
    target: './server',
    from: ['./src/lib', './src/api', './src/components', './src/features', ...top, './sw'],
    message: 'The server imports only src/domain from the client tree.',
  },
];

// Tests and their helpers (fake servers, fixtures, a store per test) may reach across layers.
const testFiles = [
  '**/*.test.{ts,tsx}',
  'test/**',
  'src/test-support/**',
  'src/features/catalog/{renderPage.tsx,catalogHandlers.ts}',
  'src/features/*/{testAccountServer,testStore,testFixtures,fakeCartServer}.ts',
];

export default defineConfig(
  { ignores: ['dist/', 'node_modules/', 'coverage/', '.data/', '.test-data/', '.bench/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      // The layers (docs/architecture.md): a lower layer never imports a higher one.
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
      // Type-only imports are left out (they vanish at build time): features name RootState, the store names the slices.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      // Every package the code imports is declared in package.json.
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: true, includeTypes: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // The running server installs only what it needs at run time: its code imports no devDependency.
    files: ['server/**/*.ts'],
    ignores: testFiles,
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: false, includeTypes: false }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // The classic two hook rules. The React Compiler's rules (refs, set-state-in-effect, purity …) are left out:
    // we do not build with the compiler, and they flag the deliberate latest-callback-in-a-ref pattern.
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
    languageOptions: { globals: globals.browser },
  },
  {
    // A feature may name the store's types (RootState, AppDispatch) but not build the store: app is the layer above.
    // Its links are the shop's own (docs/first-visit-js.md).
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/store'],
              allowTypeImports: true,
              message: 'Features use the store through app/hooks and app/listener; only its types may be imported.',
            },
          ],
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: "Links come from components/Link: react-router's own bring their prefetching into the entry chunk (issue 15).",
            },
          ],
        },
      ],
    },
  },
  { files: ['sw/**/*.ts'], languageOptions: { globals: globals.serviceworker } },
  { files: ['server/**', 'scripts/**', 'test/**', '*.config.{ts,js}'], languageOptions: { globals: globals.node } },
  {
    files: testFiles,
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    // Tests read loosely typed JSON (database rows, API answers); Playwright reads a fixture's needs from `async ({}, use)`.
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-empty-pattern': 'off' },
  },
  prettier,
);
