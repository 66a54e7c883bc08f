/** Root jest: one project per workspace, so `npm test` runs every unit and integration test. */
module.exports = {
  projects: ['<rootDir>/packages/kit', '<rootDir>/shell', '<rootDir>/mf-content', '<rootDir>/mf-agenda', '<rootDir>/mf-community', '<rootDir>/mf-contact', '<rootDir>/mf-beheer', '<rootDir>/api', '<rootDir>/scripts'],
};
