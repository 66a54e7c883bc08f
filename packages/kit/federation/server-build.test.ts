/**
 * @jest-environment node
 */
/**
 * The server builds end to end (docs/server-rendering.md, Two builds of every app): a tiny remote and host (fixtures/ssr/) are
 * built with the kit's createAppConfig into a temporary folder; the remote's dist is served over
 * http on 127.0.0.1, as the API serves every app's dist; and in a separate Node process the host's
 * ssr.js loads the remote's expose through the federation runtime from the remote's *web* manifest
 * and renders it with renderToString.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { promisify } from 'node:util';

import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createAppConfig } = require('./webpack') as {
  createAppConfig: (app: { dirname: string; id: string }) => (env: object, argv: { mode: string }) => [webpack.Configuration, webpack.Configuration];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sourceHash } = require('./build-hash') as { sourceHash: (dir: string) => string };

const fixtures = join(__dirname, 'fixtures/ssr');
const remoteDir = join(fixtures, 'mf-fixture');
const hostDir = join(fixtures, 'shell');

function build(configs: webpack.Configuration[]): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

let tmp: string;
let server: Server;
let origin: string;
const requested: string[] = [];

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'kit-server-build-'));
  // The web build in development mode (quicker; the server build is always production).
  const [remoteServer, remoteWeb] = createAppConfig({ dirname: remoteDir, id: 'mf-fixture' })({}, { mode: 'development' });
  remoteServer.output!.path = join(tmp, 'mf-fixture/server');
  remoteWeb.output!.path = join(tmp, 'mf-fixture');
  const [hostServer] = createAppConfig({ dirname: hostDir, id: 'shell' })({}, { mode: 'development' });
  hostServer.output!.path = join(tmp, 'shell/server');
  await build([remoteServer, remoteWeb]);
  await build([hostServer]);

  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    requested.push(url.pathname);
    const file = normalize(join(tmp, url.pathname));
    if (!file.startsWith(tmp) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 90_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test("the remote's web manifest names its server entry and both builds carry the release hash", () => {
  const web = JSON.parse(readFileSync(join(tmp, 'mf-fixture/mf-manifest.json'), 'utf8'));
  const release = sourceHash(remoteDir).slice(0, 12);
  expect(web.metaData.ssrRemoteEntry).toEqual({ path: 'server/', name: 'remoteEntry.js', type: 'commonjs-module' });
  expect(web.metaData.remoteEntry).toMatchObject({ name: 'remoteEntry.js', type: 'global' });
  expect(web.metaData.buildInfo.buildVersion).toBe(release);
  const node = JSON.parse(readFileSync(join(tmp, 'mf-fixture/server/mf-manifest.json'), 'utf8'));
  expect(node.metaData.buildInfo.buildVersion).toBe(release);
  expect(node.exposes.map((expose: { name: string }) => expose.name)).toEqual(['Greeting']);
});

test('the shell is one server file (ssr.js, CommonJS) apart from its source map', () => {
  expect(readdirSync(join(tmp, 'shell/server')).sort()).toEqual(['ssr.js', 'ssr.js.map']);
});

test("the host's ssr.js loads a remote's expose over http through the federation runtime and renders it", async () => {
  const script = `
    const ssr = require(process.argv[1]);
    ssr.renderRemote('mf_fixture', process.argv[2], 'Greeting', { name: 'Jan', day: '2026-11-29T09:30:00Z' })
      .then((html) => process.stdout.write(JSON.stringify({ html, shellBuild: ssr.shellBuild })))
      .catch((error) => { console.error(error); process.exit(1); });`;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', script, join(tmp, 'shell/server/ssr.js'), `${origin}/mf-fixture/mf-manifest.json`], {
    timeout: 20_000,
  });
  const { html, shellBuild } = JSON.parse(stdout) as { html: string; shellBuild: string };
  // The hook ran on the host's React, the css prop on its emotion: one copy of each.
  expect(html).toMatch(
    /<main><style data-emotion="css [a-z0-9]+">[^<]+<\/style><p data-naam="ok" class="css-[a-z0-9]+">Goedemorgen <!-- -->Jan<!-- -->, er zijn <!-- -->2<!-- --> diensten op <!-- -->29-11-2026<!-- --> \(week <!-- -->48<!-- -->\)<\/p><\/main>/,
  );
  expect(shellBuild).toBe(sourceHash(hostDir).slice(0, 12));
  // From the web manifest to the server build, never the browser's entry.
  expect(requested).toContain('/mf-fixture/mf-manifest.json');
  expect(requested).toContain('/mf-fixture/server/remoteEntry.js');
  expect(requested.some((path) => /^\/mf-fixture\/server\/__federation_expose_Greeting\.[0-9a-f]{10}\.js$/.test(path))).toBe(true);
  expect(requested).not.toContain('/mf-fixture/remoteEntry.js');
}, 30_000);
