/**
 * The remotes' nginx, run for real: no Docker engine runs in CI, so Debian's nginx serves a
 * remote's files with the image's own template (../nginx-site.ts) and the answers are checked.
 * Without nginx (a laptop) the suite is skipped, saying so.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { REMOTES } from '../../packages/kit/federation';
import { apiUpstream, NGINX, NO_NGINX, startNginx, type NginxSite } from '../nginx-site';

if (!NGINX) console.warn(`nginx-templates.test: ${NO_NGINX}`);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// The four remotes share one template (templateOf): checked once, as mf-agenda's image uses it.
(NGINX ? describe : describe.skip).each(['mf-agenda'])("the remotes' nginx template, as %s serves it", (remote) => {
  let html: string;
  let site: NginxSite;
  let base: string;

  beforeAll(async () => {
    html = join(mkdtempSync(join(tmpdir(), `html-${remote}-`)), 'html');
    mkdirSync(html, { recursive: true });
    writeFileSync(join(html, 'mf-manifest.json'), '{}');
    writeFileSync(join(html, 'mf-manifest-stats.json'), '{}');
    writeFileSync(join(html, 'remoteEntry.js'), 'var entry;');
    writeFileSync(join(html, 'main.0123456789.js'), 'var chunk;');
    writeFileSync(join(html, 'main.0123456789.js.map'), '{"version":3}');
    // The server build (issue 17).
    mkdirSync(join(html, 'server'));
    writeFileSync(join(html, 'server/mf-manifest.json'), '{}');
    writeFileSync(join(html, 'server/remoteEntry.js'), 'module.exports = {};');
    writeFileSync(join(html, 'server/home-widgets.0123456789.js'), 'exports.modules = {};');
    // An earlier release's chunk and map, which only the releases volume still holds.
    const releases = join(html, '..', `releases-${remote}`);
    mkdirSync(releases, { recursive: true });
    writeFileSync(join(releases, 'old.abcdef0123.js'), 'var old;');
    writeFileSync(join(releases, 'old.abcdef0123.js.map'), '{"version":3}');
    site = await startNginx(remote, { port: await freePort(), html, releases });
    base = site.url;
  });

  afterAll(async () => {
    await site?.stop();
    rmSync(join(html, '..'), { recursive: true, force: true });
  });

  it.each(['mf-manifest.json', 'mf-manifest-stats.json', 'remoteEntry.js', 'server/remoteEntry.js', 'server/mf-manifest.json'])('revalidates %s on every load', async (file) => {
    const res = await fetch(`${base}/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['main.0123456789.js', 'server/home-widgets.0123456789.js'])('serves a hashed chunk (%s) as immutable', async (file) => {
    const res = await fetch(`${base}/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('serves a source map as JSON', async () => {
    const res = await fetch(`${base}/main.0123456789.js.map`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
  });

  it("serves an earlier release's chunk and map from the releases volume, as immutable and as JSON", async () => {
    const chunk = await fetch(`${base}/old.abcdef0123.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-type')).toMatch(/javascript/);
    expect(chunk.headers.get('x-content-type-options')).toBe('nosniff');
    const map = await fetch(`${base}/old.abcdef0123.js.map`);
    expect(map.status).toBe(200);
    expect(map.headers.get('content-type')).toBe('application/json');
  });

  it('never caches a 404 (a CDN would keep a missing chunk missing)', async () => {
    const res = await fetch(`${base}/main.fedcba9876.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBeNull();
  });

  it.each(['remoteEntry.js', 'main.0123456789.js', 'missing.js'])('answers %s with CORS and the security headers', async (file) => {
    const res = await fetch(`${base}/${file}`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

(NGINX ? describe : describe.skip)("the shell's nginx template: its server build (issue 17)", () => {
  let html: string;
  let site: NginxSite;

  beforeAll(async () => {
    html = join(mkdtempSync(join(tmpdir(), 'html-shell-')), 'html');
    mkdirSync(join(html, 'server'), { recursive: true });
    writeFileSync(join(html, 'server/ssr.js'), 'exports.createRenderer = () => ({});');
    writeFileSync(join(html, 'server/ssr.js.map'), '{"version":3}');
    writeFileSync(join(html, 'main.0123456789.js'), 'var chunk;');
    // Nothing listens there: pages are not what is checked here.
    const remoteUrls = Object.fromEntries(REMOTES.map((remote) => [`REMOTE_${remote.replace('-', '_').toUpperCase()}_URL`, `http://127.0.0.1:9/${remote}/mf-manifest.json`]));
    site = await startNginx('shell', { port: await freePort(), html, env: { API_SERVERS: '127.0.0.1:9', ...remoteUrls } });
  });

  afterAll(async () => {
    await site?.stop();
    rmSync(join(html, '..'), { recursive: true, force: true });
  });

  it('revalidates ssr.js on every load (the same name in every release) and serves it as a script', async () => {
    const res = await fetch(`${site.url}/server/ssr.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const map = await fetch(`${site.url}/server/ssr.js.map`);
    expect(map.headers.get('cache-control')).toBe('no-cache');
    expect(map.headers.get('content-type')).toBe('application/json');
  });

  it('still serves a hashed chunk as immutable', async () => {
    const res = await fetch(`${site.url}/main.0123456789.js`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

(NGINX ? describe : describe.skip)("the shell's nginx template: every API instance behind `upstream api` (issue 18)", () => {
  let html: string;
  let site: NginxSite;
  const apis: { name: string; port: number; server: Server; requests: string[] }[] = [];

  /** A stand-in API instance that answers with its name and notes each request. */
  async function api(name: string) {
    const requests: string[] = [];
    const server = createHttpServer((req, res) => {
      requests.push(`${req.method} ${req.url}${req.headers['x-request-id'] ? '' : ' (no X-Request-Id)'}`);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ name }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apis.push({ name, port: (server.address() as { port: number }).port, server, requests });
  }

  beforeAll(async () => {
    html = join(mkdtempSync(join(tmpdir(), 'html-shell-up-')), 'html');
    mkdirSync(html, { recursive: true });
    await api('a');
    await api('b');
    const remoteUrls = Object.fromEntries(REMOTES.map((remote) => [`REMOTE_${remote.replace('-', '_').toUpperCase()}_URL`, `http://127.0.0.1:9/${remote}/mf-manifest.json`]));
    site = await startNginx('shell', { port: await freePort(), html, env: { API_SERVERS: apis.map((a) => `127.0.0.1:${a.port}`).join(' '), ...remoteUrls } });
  });

  afterAll(async () => {
    await site?.stop();
    for (const { server } of apis) await new Promise((resolve) => server.close(resolve));
    rmSync(join(html, '..'), { recursive: true, force: true });
  });

  const nameOf = async (path: string, init?: RequestInit) => {
    const res = await fetch(`${site.url}${path}`, init);
    expect(res.status).toBe(200);
    return ((await res.json()) as { name: string }).name;
  };

  it('spreads /api, pages and /sitemap.xml over the instances, passing the path and the request id along', async () => {
    const names = [];
    for (let i = 0; i < 6; i += 1) names.push(await nameOf('/api/setting'));
    expect(new Set(names)).toEqual(new Set(['a', 'b']));
    await nameOf('/agenda');
    await nameOf('/sitemap.xml');
    expect(apis.flatMap((a) => a.requests)).toEqual(expect.arrayContaining(['GET /api/setting', 'GET /agenda', 'GET /sitemap.xml']));
  });

  it('passes a request on to the other instance when one is down, a POST included (it never reached the dead one)', async () => {
    const [a] = apis;
    await new Promise((resolve) => a!.server.close(resolve));
    a!.server.closeAllConnections();
    for (let i = 0; i < 4; i += 1) expect(await nameOf('/api/setting')).toBe('b');
    expect(await nameOf('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).toBe('b');
  });

  it('refuses an API_SERVERS entry that is no host:port, instead of writing it into the config', () => {
    expect(() => apiUpstream('127.0.0.1:1; include /etc/passwd', join(tmpdir(), 'never.conf'))).toThrow();
  });
});
