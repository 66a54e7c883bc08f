import path from 'node:path';

/** The api package folder; resolved from this file so it works under tsx, jest and any cwd. */
export const apiRoot = path.resolve(__dirname, '..', '..');

/** The monorepo root: default home of data/ and of the dist folders the web plugin serves. */
export const repoRoot = path.resolve(apiRoot, '..');
