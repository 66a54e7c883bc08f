/**
 * `npm run typecheck` (scripts/typecheck.mjs) checks every workspace that has a typecheck script,
 * each file in exactly the program its workspace's tsconfig.json gives it, in as few programs as the
 * options allow. A workspace with global declarations of its own (the shell's `*.svg`) stays alone,
 * so they never reach another workspace. Only the configs are read here; nothing is type-checked.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');

type Group = { workspaces: string[]; files: string[] };

function programs(): Group[] {
  const script = `import { programs } from ${JSON.stringify(join(root, 'scripts/typecheck.mjs'))};
console.log(JSON.stringify(programs().map((g) => ({ workspaces: g.workspaces, files: [...g.files] }))));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  return JSON.parse(result.stdout) as Group[];
}

describe('npm run typecheck', () => {
  const groups = programs();

  it('checks every workspace that has a typecheck script, each in one program', () => {
    const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
    const withScript = workspaces.filter((w) => (JSON.parse(readFileSync(join(root, w, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts?.typecheck);
    expect(groups.flatMap((g) => g.workspaces).sort()).toEqual([...withScript].sort());
  });

  it('is one program for the kit and the remotes, and one each for the shell (its *.svg declaration), the api and e2e', () => {
    expect(groups.map((g) => g.workspaces)).toEqual([['packages/kit', 'mf-content', 'mf-agenda', 'mf-community', 'mf-contact', 'mf-beheer'], ['shell'], ['api'], ['e2e']]);
  });

  it("gives each workspace's own files to its program", () => {
    const programOf = (file: string) => groups.find((g) => g.files.includes(join(root, file).replaceAll('\\', '/')))?.workspaces;
    expect(programOf('shell/src/assets.d.ts')).toEqual(['shell']);
    expect(programOf('api/src/lib/clock.ts')).toEqual(['api']);
    expect(programOf('e2e/support/clock.ts')).toEqual(['e2e']);
    expect(programOf('packages/kit/testing/clock.d.ts')).toContain('mf-beheer');
  });
});
