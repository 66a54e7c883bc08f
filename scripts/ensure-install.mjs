// Installs dependencies when they are missing or older than package-lock.json, so `npm start` and
// `npm test` work on a fresh clone with nothing installed by hand.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { isMain, newer, npm, root, run } from './lib.mjs';

export async function ensureInstall() {
  const marker = join(root, 'node_modules/.package-lock.json');
  const sqlite = join(root, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
  if (existsSync(marker) && existsSync(sqlite) && !newer(join(root, 'package-lock.json'), marker)) return;
  console.log('[setup] installing dependencies (better-sqlite3 builds from source, this takes a few minutes)…');
  // Exactly the lock file, as the images install it. The lock lists every platform's binaries
  // (scripts/test/lockfile.test.ts), so `npm ci` accepts it on any machine.
  // JOBS=max: node-gyp's make compiles SQLite and better-sqlite3's own source side by side.
  await run(npm, ['ci', '--no-audit', '--no-fund'], { env: { ...process.env, JOBS: process.env.JOBS ?? 'max' } });
}

if (isMain(import.meta.url)) {
  ensureInstall().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
