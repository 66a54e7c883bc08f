// One lint config for the monorepo. Besides the usual TypeScript and hooks rules it enforces the
// import direction: app → exposes → features → kit; no feature imports another
// feature; no remote imports another remote or the shell; the kit imports no app.
import { existsSync, readdirSync } from 'node:fs';

import js from '@eslint/js';
import federation from './packages/kit/federation/index.js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The federation contract's one list of remotes (plain CommonJS).
const APPS = ['shell', ...federation.REMOTES];

// Every package a file imports is declared in its own workspace's package.json (or the root's, which
// holds the shared test and lint tools): a package that only arrives as somebody else's dependency
// disappears when that dependency drops it. Code that ships may use only `dependencies` (and, in
// the kit, `peerDependencies`); tests, benches, build and dev tooling may use `devDependencies` too.
const WORKSPACES = ['packages/kit', ...APPS, 'api', 'e2e'];
const DEV_ONLY = [
  '**/*.test.{ts,tsx}',
  '**/test/**',
  '**/testing/**',
  '**/bench/**',
  '**/*.config.{js,mjs,cjs,ts}',
  '**/build.mjs',
  '**/webpack.config.js',
  'packages/kit/federation/**',
  'e2e/**',
  'scripts/**',
];
const dependencyRules = [
  ...WORKSPACES.map((workspace) => ({
    files: [`${workspace}/**/*.{ts,tsx,js,mjs,cjs}`],
    rules: { 'import/no-extraneous-dependencies': ['error', { packageDir: [workspace, '.'], devDependencies: DEV_ONLY }] },
  })),
  {
    files: ['*.{js,mjs,cjs,ts}', 'scripts/**/*.{ts,js,mjs,cjs}'],
    rules: { 'import/no-extraneous-dependencies': ['error', { packageDir: ['.'], devDependencies: true }] },
  },
];

const featuresOf = (app) =>
  existsSync(`${app}/src/features`) ? readdirSync(`${app}/src/features`, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];

// No feature imports another feature of its app.
const featureZones = APPS.flatMap((app) =>
  featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: "No feature imports another feature: move what several features share to the app's src/lib, or to the kit when several apps share it.",
  })),
);

const boundaryZones = APPS.flatMap((app) => [
  // No app reaches into another app.
  ...APPS.filter((other) => other !== app).map((other) => ({ target: `./${app}`, from: `./${other}`, message: 'Apps never import each other: use loadRemote of an exposed module.' })),
  // Features never import app code or exposes.
  { target: `./${app}/src/features`, from: `./${app}/src/app`, message: 'Imports flow app → exposes → features → kit.' },
  { target: `./${app}/src/features`, from: `./${app}/src/exposes`, message: 'Imports flow app → exposes → features → kit.' },
  { target: `./${app}/src/exposes`, from: `./${app}/src/app`, message: 'Imports flow app → exposes → features → kit.' },
  // An app's own lib (what several of its features share, shipped with that app) imports no layer above it.
  { target: `./${app}/src/lib`, from: [`./${app}/src/features`, `./${app}/src/exposes`, `./${app}/src/app`], message: "An app's lib serves its features: it imports none of them." },
]);

// The API's layers (api/src/plugins/README.md): lib → external plugins → app plugins → routes, and
// the seed and the site (the HTML application) on top; imports never flow back.
const API = './api/src';
const apiZones = [
  { target: `${API}/lib`, from: [`${API}/plugins`, `${API}/routes`, `${API}/seed`, `${API}/site`], message: 'lib/ holds plain helpers: it imports no layer above it.' },
  { target: `${API}/db`, from: [`${API}/plugins`, `${API}/routes`, `${API}/seed`, `${API}/site`], message: 'db/ (schema, dialects, migrations, copy) is the lowest layer: the plugins use it, never the other way.' },
  { target: `${API}/plugins/external`, from: [`${API}/plugins/app`, `${API}/routes`, `${API}/seed`, `${API}/site`], message: 'API layers: external → app → routes, never back.' },
  { target: `${API}/plugins/app`, from: [`${API}/routes`, `${API}/seed`, `${API}/site`], message: 'API layers: external → app → routes, never back.' },
  { target: `${API}/routes`, from: [`${API}/seed`, `${API}/site`], message: 'Routes never import the seed or the site.' },
  { target: `${API}/seed`, from: [`${API}/routes`, `${API}/site`], message: 'The seed writes through the repositories (plugins/app), not routes or the site.' },
  { target: `${API}/site`, from: [`${API}/routes`, `${API}/seed`], message: 'The site reads through the repositories (plugins/app), not the API routes.' },
];

/** What the apps import only through the kit's singleton. */
const APP_IMPORTS = [
  { group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'], message: "Import routing from '@kerk/kit/router'." },
  { group: ['react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/*'], message: "Import the store's helpers from '@kerk/kit/store'." },
  { group: ['@kerk/kit/site-map'], message: "Import the site map from '@kerk/kit/router', the shared entry that carries it." },
];
// The schemas carry the TypeBox runtime; the same shapes as types cost the bundle nothing.
const SCHEMAS_IN_APPS = { group: ['@kerk/kit/api-schemas', '@sinclair/typebox', '@sinclair/typebox/*'], message: "Import answer types from '@kerk/kit/api-types'." };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { typescript: { project: ['*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true }, node: true } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { maxDepth: 5 }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...boundaryZones,
            ...featureZones,
            { target: './packages', from: APPS.map((a) => `./${a}`), message: 'The kit never imports an app.' },
            { target: './packages', from: './api', message: 'The kit never imports the API.' },
            ...apiZones,
          ],
        },
      ],
    },
  },
  ...dependencyRules,
  {
    // React Router's and react-redux's contexts must be one copy on the page: the apps reach them,
    // and Redux Toolkit, only through the kit's singleton (which bundles just the parts used).
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...APP_IMPORTS, SCHEMAS_IN_APPS] }] },
  },
  {
    // Tests and their fakes (a testing/ folder) check answers and fixtures against the schemas (@kerk/kit/testing/answers);
    // they never reach a bundle, so the TypeBox runtime may come in there.
    files: ['shell/**/*.test.{ts,tsx}', 'mf-*/**/*.test.{ts,tsx}', 'mf-*/src/**/testing/**/*.{ts,tsx}', 'mf-*/src/test/**/*.{ts,tsx}', 'mf-*/src/**/test-fixtures.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: APP_IMPORTS }] },
  },
  {
    // The kit's browser code reads answer types from api-types; the schemas (TypeBox runtime) are the
    // API's, and the tests' (testing/answers.ts checks fixtures and fakes' answers against them).
    files: ['packages/kit/**/*.{ts,tsx}'],
    ignores: ['packages/kit/api-schemas/**', 'packages/kit/api-types/**', 'packages/kit/testing/answers.ts', 'packages/kit/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/api-schemas', '**/api-schemas/*', '@sinclair/typebox', '@sinclair/typebox/*'], message: "Import answer types from '../api-types'." }] }],
    },
  },
  {
    // Time comes from one clock that tests fix (api/src/lib/clock.ts; the browser's is Playwright's
    // page.clock), never from the wall clock.
    files: ['api/src/**/*.ts', 'api/content/**/*.ts'],
    ignores: ['api/src/lib/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: "Read the time from lib/clock.ts (nowMs())." },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "Read the time from lib/clock.ts (now())." },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
