/**
 * The api on PostgreSQL: `npm run test:pg` (npm test's `jest (pg)` phase). One embedded cluster per
 * run (test/db/pg-global-setup.ts); `build()` in test/helper.ts gives each test app its own database,
 * copied from a migrated template.
 *
 * Not the whole suite again: only what can come out differently on PostgreSQL runs here (the rule is
 * ON_BOTH_DATABASES below). Everything else runs once, on SQLite, in the `jest` phase: what a route
 * answers, the server render, headers, caching, validation and the rest are the same code on either
 * database, and the repositories under them are checked on both. A test that opens a SQLite file or
 * database of its own stays on SQLite under this config too; its PostgreSQL twin is a `*.pg.test.ts`.
 */
const base = require('./jest.config.js');

/** What runs on both databases: SQL the two dialects write or answer differently, and what writes. */
const ON_BOTH_DATABASES = [
  // PostgreSQL's own cases and those comparing both databases: migrations, tables, search, the
  // outbox's claims and leases, the data version, two instances on one database, db:copy.
  '**/*.pg.test.ts',
  // Every repository: the queries, their ordering and the types the database gives back.
  '<rootDir>/test/plugins/app/**/*-repository.test.ts',
  '<rootDir>/test/plugins/app/community-editing/ordered-table.test.ts',
  // The seed, which every app runs at boot, writing on an empty database and never twice.
  '<rootDir>/test/seed/*.test.ts',
  // The admin routes that write: collections, pages, media, settings, drafts and presence, and the
  // accounts (sessions, links, lockout, users). Not access.test and csrf.test: who may call what is
  // decided before any query.
  '<rootDir>/test/routes/admin/!(access|csrf).test.ts',
  // Every answer against its schema: where the database's types become JSON.
  '<rootDir>/test/schemas/answers.test.ts',
];

module.exports = {
  ...base,
  displayName: 'api (postgres)',
  testMatch: ON_BOTH_DATABASES,
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: '<rootDir>/test/db/pg-global-setup.ts',
  globalTeardown: '<rootDir>/test/db/pg-global-teardown.ts',
  testTimeout: 20_000,
};
