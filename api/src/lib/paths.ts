import fs from 'node:fs';
import path from 'node:path';

/**
 * The api package folder: the nearest folder above this code holding a package.json. This file runs
 * as api/src/lib/paths.ts (tsx, jest) and bundled into api/dist/*.js (`npm run build -w api`), so a
 * fixed number of `..` would be right for only one of them.
 */
function findApiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const apiRoot = findApiRoot(__dirname);

/** The monorepo root: default home of data/ and of the dist folders the web plugin serves. */
export const repoRoot = path.resolve(apiRoot, '..');
