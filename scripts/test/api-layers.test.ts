/**
 * The API's layers are lint-enforced (eslint.config.mjs, `import/no-restricted-paths`): an import
 * against the flow lib → external → app → routes, seed, site is an error, one with it is not.
 * ESLint runs as the CLI does (its config is ESM, which jest cannot load), one probe file on stdin each.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const root = join(__dirname, '../..');
const run = promisify(execFile);

const CASES = [
  { label: 'an app plugin importing a route', file: 'api/src/plugins/app/news/probe.ts', from: '../../../routes/news', allowed: false },
  { label: 'an external plugin importing an app plugin', file: 'api/src/plugins/external/probe.ts', from: '../app/news/news-urls', allowed: false },
  { label: 'the site importing a route', file: 'api/src/site/probe.ts', from: '../routes/news', allowed: false },
  { label: 'lib importing a plugin', file: 'api/src/lib/probe.ts', from: '../plugins/external/env', allowed: false },
  { label: 'a route importing an app plugin', file: 'api/src/routes/news/probe.ts', from: '../../plugins/app/news/news-urls', allowed: true },
  { label: 'the site importing an app plugin', file: 'api/src/site/probe.ts', from: '../plugins/app/news/news-urls', allowed: true },
];

/** The no-restricted-paths messages ESLint gives `file` when it imports `from`. */
async function layerProblems(file: string, from: string): Promise<string[]> {
  const lint = run(process.execPath, [join(root, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', file, '--format', 'json'], { cwd: root });
  lint.child.stdin!.end(`import * as x from '${from}';\nexport const y = x;\n`);
  // ESLint exits with 1 when it reports an error; the report is on stdout either way.
  const { stdout } = await lint.catch((error: { stdout: string }) => ({ stdout: error.stdout }));
  const [result] = JSON.parse(stdout) as { messages: { ruleId: string; message: string }[] }[];
  return result!.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('the API layers', () => {
  const results = new Map<string, string[]>();

  beforeAll(async () => {
    const problems = await Promise.all(CASES.map((c) => layerProblems(c.file, c.from)));
    CASES.forEach((c, i) => results.set(c.label, problems[i]!));
  }, 120_000);

  it.each(CASES.filter((c) => !c.allowed).map((c) => c.label))('refuses %s', (label) => {
    expect(results.get(label)).toHaveLength(1);
  });

  it.each(CASES.filter((c) => c.allowed).map((c) => c.label))('allows %s', (label) => {
    expect(results.get(label)).toEqual([]);
  });
});
