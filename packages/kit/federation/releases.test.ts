/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import webpack from 'webpack';

// The build tooling is plain CommonJS (webpack configs require it); its JSDoc types are checked there.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { KeepReleasesPlugin, RELEASES_FILE, RELEASES_KEPT } = require('./releases') as {
  KeepReleasesPlugin: new (options?: { kept?: number }) => webpack.WebpackPluginInstance;
  RELEASES_FILE: string;
  RELEASES_KEPT: number;
};

let dir: string;
const src = () => join(dir, 'src');
const out = () => join(dir, 'dist');

/** One release: an entry and a lazy chunk (a page), both content-hashed, like an app's build. */
function build(version: number): Promise<string[]> {
  writeFileSync(join(src(), 'index.js'), `import('./page').then((m) => m.show(${version}));\n`);
  writeFileSync(join(src(), 'page.js'), `export function show(v) { document.title = 'page ' + v + ' of release ${version}'; }\n`);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: out(), filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js', clean: true },
    devtool: 'source-map',
    optimization: { minimize: false },
    plugins: [new KeepReleasesPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      resolve(Object.keys(stats.compilation.assets).filter((name) => name !== RELEASES_FILE));
    }),
  );
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'releases-'));
  mkdirSync(src());
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a build keeps the chunks of the releases before it, within the rule, and removes older ones', async () => {
  const releases: string[][] = [];
  for (let version = 1; version <= RELEASES_KEPT + 1; version += 1) releases.push(await build(version));
  const served = readdirSync(out());

  // Every release changed its chunks: nothing is shared between them.
  expect(new Set(releases.flat()).size).toBe(releases.flat().length);
  // The newest RELEASES_KEPT releases are all still served, source maps included…
  for (const files of releases.slice(-RELEASES_KEPT)) for (const file of files) expect(served).toContain(file);
  // …and the release before them is gone.
  for (const file of releases[0]!) expect(served).not.toContain(file);

  const record = JSON.parse(readFileSync(join(out(), RELEASES_FILE), 'utf8')) as { kept: number; releases: { files: string[] }[] };
  expect(record.kept).toBe(RELEASES_KEPT);
  expect(record.releases.map((r) => r.files)).toEqual(releases.slice(-RELEASES_KEPT).reverse().map((files) => [...files].sort()));
});

test('a rebuild of the same sources is not counted as one more release', async () => {
  const first = await build(1);
  await build(2);
  await build(2);
  await build(2);
  const served = readdirSync(out());
  for (const file of first) expect(served).toContain(file);
});

test('files that no release lists (left by hand, or by a build before the record) are cleaned away', async () => {
  mkdirSync(out());
  writeFileSync(join(out(), 'stray.0123456789.js'), '');
  await build(1);
  expect(existsSync(join(out(), 'stray.0123456789.js'))).toBe(false);
});
