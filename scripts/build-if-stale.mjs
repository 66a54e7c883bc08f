// Builds each web app whose sources (or the kit) changed since its last build: every production
// build writes the hash of its inputs to dist/.build-hash (the kit's federation/build-hash.js),
// however it was started. `--force` rebuilds everything.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ensureInstall } from './ensure-install.mjs';
import { WEB_APPS, isMain, npm, root, run, sourceHash } from './lib.mjs';

export async function buildIfStale({ force = false, apps = WEB_APPS } = {}) {
  await ensureInstall();
  for (const app of apps) {
    const marker = join(root, app, 'dist/.build-hash');
    const hash = sourceHash(app);
    if (!force && existsSync(marker) && readFileSync(marker, 'utf8') === hash) continue;
    console.log(`[build] ${app}`);
    await run(npm, ['run', 'build', '-w', app, '--silent']);
  }
}

if (isMain(import.meta.url)) {
  buildIfStale({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
