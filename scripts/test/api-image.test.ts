/**
 * The API's image runs compiled JavaScript with plain `node` (no Docker engine runs in CI, so the
 * Dockerfile is read and its build step is replayed here; its Node major: node-version.test.ts):
 * `npm run build -w api` bundles src, migrations, the seed content and the kit's TypeScript source
 * into api/dist, and that bundle boots against a fresh database with nothing but the API's declared
 * dependencies.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort } from '../bench/site';

const root = join(__dirname, '../..');
const apiRoot = join(root, 'api');
const dockerfile = readFileSync(join(root, 'docker/api.Dockerfile'), 'utf8');

describe('docker/api.Dockerfile', () => {
  it('compiles the API in a build stage and starts the bundle with plain node, never tsx', () => {
    expect(dockerfile).toMatch(/^RUN npm run build -w api$/m);
    expect(dockerfile).toMatch(/^COPY --from=build \/app\/api\/dist api\/dist$/m);
    expect(dockerfile).not.toMatch(/tsx|\.ts\b/);
    const cmd = dockerfile.split('\n').filter((line) => line.startsWith('CMD ')).at(-1);
    expect(JSON.parse(cmd!.slice(4))).toEqual(['node', '--enable-source-maps', 'api/dist/server.js']);
    // The image installs only the API's production dependencies, without tsx.
    expect(dockerfile).toMatch(/npm ci .*--omit=dev -w api$/m);
    const manifest = JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies)).not.toContain('tsx');
  });
});

describe('the compiled API (api/dist)', () => {
  let dir: string;
  beforeAll(() => {
    execFileSync(process.execPath, [join(apiRoot, 'build.mjs')], { stdio: 'pipe' });
    dir = mkdtempSync(join(tmpdir(), 'api-dist-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('requires at run time only Node built-ins and the packages in api/package.json dependencies', () => {
    const meta = JSON.parse(readFileSync(join(apiRoot, 'dist/meta.json'), 'utf8')) as { outputs: Record<string, { imports: { path: string; external?: boolean }[] }> };
    const { dependencies } = JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const packageOf = (path: string) => path.split('/').slice(0, path.startsWith('@') ? 2 : 1).join('/');
    const externals = Object.values(meta.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path));
    // Native modules stay outside the bundle, loaded from node_modules with their prebuilt binary.
    expect(externals).toEqual(expect.arrayContaining(['better-sqlite3', '@node-rs/argon2']));
    const undeclared = externals.filter((path) => !path.startsWith('node:') && !builtinModules.includes(path) && !(packageOf(path) in dependencies));
    expect(undeclared).toEqual([]);
    expect(externals.filter((path) => path.startsWith('@kerk/kit') || /\.tsx?$/.test(path))).toEqual([]);
  });

  it('boots with `node api/dist/server.js` on a fresh database, migrates, seeds, serves /api/health and signs in an account from `node api/dist/cli/users.js`', async () => {
    const port = await freePort();
    // Only what the image sets: no tsx loader, no test clock.
    const env = { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: join(dir, 'data/site.db'), WEB_ROOT: dir, LOG_LEVEL: 'warn' };
    const child = spawn(process.execPath, ['--enable-source-maps', join(apiRoot, 'dist/server.js')], { cwd: dir, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const base = `http://127.0.0.1:${port}`;
      let health: Response | undefined;
      for (let i = 0; i < 150 && child.exitCode === null; i++) {
        health = await fetch(`${base}/api/health`).catch(() => undefined);
        if (health) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect([health?.status, stderr]).toEqual([200, stderr]);
      expect(await health!.json()).toMatchObject({ data: { status: 'ok', db: 'ok' } });
      // Seeded from the bundled content, and the drawings read from api/content/images at run time.
      const news = (await (await fetch(`${base}/api/news`)).json()) as { data: { image: string | null }[] };
      expect(news.data.length).toBeGreaterThan(0);
      const image = news.data.find((article) => article.image)!.image!;
      const drawing = await fetch(new URL(image, base));
      expect([drawing.status, drawing.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^image\/svg\+xml/)]);

      // The first account, made with the compiled command line while the server runs: its link sets
      // a password (argon2id, native) and the account signs in (the session cookie).
      const added = execFileSync(process.execPath, [join(apiRoot, 'dist/cli/users.js'), 'add', 'scriba@example.org', '--role', 'beheerder'], { cwd: dir, env, encoding: 'utf8' });
      const token = added.match(/\/beheer\/wachtwoord\?token=([A-Za-z0-9_-]{43})/)![1];
      const json = { 'content-type': 'application/json' };
      const set = await fetch(`${base}/api/admin/password`, { method: 'POST', headers: json, body: JSON.stringify({ token, password: 'Zonnebloem-Avondmaal-7' }) });
      expect([set.status, stderr]).toEqual([200, stderr]);
      const signIn = await fetch(`${base}/api/admin/session`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'scriba@example.org', password: 'Zonnebloem-Avondmaal-7' }) });
      expect([signIn.status, signIn.headers.get('set-cookie')]).toEqual([200, expect.stringMatching(/^kerk_sessie=[A-Za-z0-9_-]{43}; .*HttpOnly; SameSite=Strict$/)]);
    } finally {
      child.kill('SIGTERM');
      // A clean shutdown on SIGTERM; what the server wrote, if not.
      expect([await exited, stderr]).toEqual([0, stderr]);
    }
  }, 30_000);
});
