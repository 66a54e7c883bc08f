// `npm test`: every test, in phases — install what is missing, jest (every workspace), build the
// web apps that are stale, then Playwright against the composed site. Prints each phase's time at
// the end, also when a phase failed (the later phases are then skipped), and exits non-zero then.

import { buildIfStale } from './build-if-stale.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { isMain, npm, run } from './lib.mjs';

const PHASES = [
  ['install', () => ensureInstall()],
  ['jest', () => run(npm, ['run', 'test:unit', '--silent'])],
  ['build', () => buildIfStale()],
  ['playwright', () => run(npm, ['run', 'test:e2e:only', '--silent'])],
];

const format = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

export async function runTests(phases = PHASES, log = console.log) {
  const times = [];
  let failed = null;
  for (const [name, phase] of phases) {
    const started = performance.now();
    try {
      await phase();
    } catch (error) {
      failed = { name, error };
    }
    times.push([name, performance.now() - started]);
    if (failed) break;
  }
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  log('\nnpm test — time per phase');
  for (const [name, ms] of times) log(`  ${name.padEnd(11)} ${format(ms)}`);
  for (const [name] of phases.slice(times.length)) log(`  ${name.padEnd(11)} skipped`);
  log(`  ${'total'.padEnd(11)} ${format(total)}`);
  if (failed) log(`\nfailed in ${failed.name}: ${failed.error.message}`);
  return !failed;
}

if (isMain(import.meta.url)) {
  runTests().then((ok) => process.exit(ok ? 0 : 1));
}
