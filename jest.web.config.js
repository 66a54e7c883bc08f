/** Shared jest settings of the web apps (kit, shell, remotes): jsdom, @swc/jest, Testing Library. */
const path = require('node:path');

const { TEST_NOW } = require('./packages/kit/testing/clock.js');

module.exports = (dir, displayName) => ({
  displayName,
  rootDir: dir,
  testEnvironment: path.join(__dirname, 'packages/kit/testing/jsdom-environment.js'),
  testMatch: ['<rootDir>/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.[jt]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: { '\\.(svg|png|jpe?g|webp|woff2)$': path.join(__dirname, 'packages/kit/testing/file-stub.js') },
  setupFilesAfterEnv: [path.join(__dirname, 'packages/kit/testing/setup-console.ts'), path.join(__dirname, 'packages/kit/testing/setup.ts')],
  // A test's own jest.useFakeTimers() starts at the fixed instant too, not at the wall clock.
  fakeTimers: { now: Date.parse(TEST_NOW) },
});
