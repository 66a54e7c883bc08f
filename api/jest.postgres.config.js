/**
 * The api's whole suite on PostgreSQL (issue 18): `npm run test:pg` (npm test's `jest (pg)` phase).
 * One embedded cluster per run (test/db/pg-global-setup.ts); `build()` in test/helper.ts gives each
 * test app its own database, copied from a migrated template. Every route, plugin and repository
 * test runs here as on SQLite, with the same assertions; the `*.pg.test.ts` files run only here
 * (cases about PostgreSQL itself, or comparing both databases). Tests that open a SQLite file of
 * their own (backup, the schema guard) run on SQLite in both phases.
 */
const base = require('./jest.config.js');

module.exports = {
  ...base,
  displayName: 'api (postgres)',
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: '<rootDir>/test/db/pg-global-setup.ts',
  globalTeardown: '<rootDir>/test/db/pg-global-teardown.ts',
  testTimeout: 20_000,
};
