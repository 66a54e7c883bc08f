/** Root jest: one project per workspace, so `npm test` runs every unit and integration test. */
module.exports = {
  projects: ['<rootDir>/packages/kit', '<rootDir>/shell', '<rootDir>/mf-content', '<rootDir>/mf-agenda', '<rootDir>/mf-community', '<rootDir>/mf-contact', '<rootDir>/mf-beheer', '<rootDir>/api', '<rootDir>/scripts'],
  // A safety net, not a speed target: on a busy 2-core machine (two jest workers next to the SSR
  // tests' worker threads) a hook that hashes passwords with argon2 or migrates a database file can
  // pass jest's default 5 s, and a test that boots the app and renders several pages passed 20 s in a
  // clean-clone CI run at a load of 10. Speed is measured by `npm run bench`, never by a test's timeout.
  testTimeout: 60_000,
};
