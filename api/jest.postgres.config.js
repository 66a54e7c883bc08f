/**
 * The api's tests that run on PostgreSQL (issue 18): `npx jest -c api/jest.postgres.config.js`.
 * One embedded cluster per run (test/db/pg-global-setup.ts), one database per test app made from
 * a migrated template. Only the `*.pg.test.ts` files: the rest of the suite does not pass on
 * PostgreSQL yet (docs/pg-plan.md WP4), and `npm test` must stay green.
 */
const base = require('./jest.config.js');

module.exports = {
  ...base,
  displayName: 'api (postgres)',
  testMatch: ['**/*.pg.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: '<rootDir>/test/db/pg-global-setup.ts',
  globalTeardown: '<rootDir>/test/db/pg-global-teardown.ts',
  testTimeout: 20_000,
};
