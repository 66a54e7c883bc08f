/** Repository-level tests (deployment files, root scripts). */
module.exports = {
  displayName: 'repo',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // console.warn/error fail a test unless it declares them (docs/tests.md, "A quiet gate").
  setupFilesAfterEnv: ['<rootDir>/../packages/kit/testing/setup-console.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
};
