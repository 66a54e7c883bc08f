// Installs dependencies when they are missing or older than package-lock.json, so `npm start` and
// `npm test` work on a fresh clone with nothing installed by hand.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { newer, npm, root, run } from './lib.mjs';

export async function ensureInstall() {
  const marker = join(root, 'node_modules/.package-lock.json');
  const sqlite = join(root, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
  if (existsSync(marker) && existsSync(sqlite) && !newer(join(root, 'package-lock.json'), marker)) return;
  console.log('[setup] installing dependencies (better-sqlite3 builds from source, this takes a few minutes)…');
  await run(npm, [existsSync(join(root, 'package-lock.json')) ? 'ci' : 'install', '--no-audit', '--no-fund']);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureInstall().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
