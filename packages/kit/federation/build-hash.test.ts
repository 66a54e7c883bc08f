/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import webpack from 'webpack';

// The build tooling is plain CommonJS (webpack configs require it); its JSDoc types are checked there.
/* eslint-disable @typescript-eslint/no-require-imports */
const { BuildHashPlugin, BUILD_HASH_FILE, sourceHash } = require('./build-hash') as {
  BuildHashPlugin: new (appDir: string) => webpack.WebpackPluginInstance;
  BUILD_HASH_FILE: string;
  sourceHash: (appDir: string) => string;
};
const { createAppConfig } = require('./webpack') as {
  createAppConfig: (app: { dirname: string; id: string }) => (env: object, argv: { mode: string }) => webpack.Configuration[];
};
/* eslint-enable @typescript-eslint/no-require-imports */

let app: string;

beforeEach(() => {
  app = mkdtempSync(join(tmpdir(), 'build-hash-'));
  mkdirSync(join(app, 'src'));
  writeFileSync(join(app, 'src/index.js'), 'console.log(1);\n');
});
afterEach(() => rmSync(app, { recursive: true, force: true }));

function build(): Promise<void> {
  const compiler = webpack({ mode: 'production', context: app, entry: './src/index.js', output: { path: join(app, 'dist'), clean: true }, plugins: [new BuildHashPlugin(app)] });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve();
    }),
  );
}

test("a build writes the hash of its inputs, which a source change makes stale", async () => {
  await build();
  const written = readFileSync(join(app, 'dist', BUILD_HASH_FILE), 'utf8');
  expect(written).toBe(sourceHash(app));
  writeFileSync(join(app, 'src/index.js'), 'console.log(2);\n');
  expect(sourceHash(app)).not.toBe(written);
});

test('every production build of an app writes it, however it is started (npm run build, -w, build-if-stale)', () => {
  const dirname = join(__dirname, '../../../mf-contact');
  // The web build writes it, after the server build (the two are one release).
  const web = createAppConfig({ dirname, id: 'mf-contact' })({}, { mode: 'production' }).find((config) => config.name === 'web');
  const plugins = web?.plugins ?? [];
  expect(plugins.some((plugin) => plugin instanceof BuildHashPlugin)).toBe(true);
});
