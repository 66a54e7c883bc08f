/**
 * Jest config of the api. Standalone (`npx jest -c api/jest.config.js`) and as one entry of the
 * root `projects` list (`npx jest --selectProjects api`), hence rootDir and displayName.
 */
const ESM_ONLY = ['cookie', 'feed', '@fastify/cookie'];

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  // `*.pg.test.ts` need the embedded PostgreSQL of jest.postgres.config.js (their own phase of npm test).
  testPathIgnorePatterns: ['/node_modules/', '\\.pg\\.test\\.ts$'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  setupFiles: ['<rootDir>/test/setup-clock.ts'],
  // console.warn/error fail a test unless it declares them (docs/tests.md, "A quiet gate").
  setupFilesAfterEnv: ['<rootDir>/../packages/kit/testing/setup-console.ts'],
  // light-my-request (behind app.inject) requires cookie@2, which ships ESM only; Jest 30's CJS runtime
  // requires ESM only where node:vm has SourceTextModule (Node 24.9+ with --experimental-vm-modules,
  // which the gate does not set; without this, 'Must use import to load ES Module' on Node 26.12.1),
  // so those few packages are compiled to CJS like our own code
  // (feed: the RSS route's import('feed') becomes a require under swc's CommonJS output; @fastify/cookie
  // loads cookie@2 with import(), which Jest's CJS runtime cannot run either, so it is compiled the same way).
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  transform: {
    '^.+\\.(ts|js|mjs)$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
};
