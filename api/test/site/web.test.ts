import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { build } from '../helper';
import { useWebApp } from './fake-web-root';

// Minified as html-webpack-plugin writes it.
const BODY = '<body><div id=root></div></body></html>';
const INDEX = `<!doctype html><html lang=nl><head><meta charset=utf-8><title>Oude titel</title><meta name=description content="Oude tekst"><script defer src=/main.4f2a9c.js></script></head>${BODY}`;
const BIG_CHUNK = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A fake build: shell plus two remotes; mf-agenda and mf-community are deliberately not built. */
function makeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': INDEX,
    'shell/dist/main.4f2a9c.js': BIG_CHUNK,
    'mf-content/dist/mf-manifest.json': '{"id":"mf_content"}',
    'mf-content/dist/mf-stats.json': '{}',
    'mf-content/dist/remoteEntry.js': 'var mf_content;',
    'mf-content/dist/412.8c1e7d.js': 'chunk();',
    // The server builds (issue 17): a remote's container and its chunk, the shell's one file.
    'mf-content/dist/server/mf-manifest.json': '{"id":"mf_content"}',
    'mf-content/dist/server/remoteEntry.js': 'module.exports = {};',
    'mf-content/dist/server/__federation_expose_NewsPage.0a1b2c3d4e.js': 'exports.modules = {};',
    'shell/dist/server/ssr.js': 'exports.createRenderer = () => ({});',
    'mf-contact/dist/mf-manifest.json': '{"id":"mf_contact"}',
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe('web plugin', () => {
  const web = useWebApp(makeWebRoot);
  const app = () => web.app();
  const get = (url: string, headers: Record<string, string> = {}) => app().inject({ url, headers });

  it('serves the shell index at / with the home page head, no-cache', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^<!doctype html><html lang=nl><head><meta charset=utf-8><title>Protestantse Gemeente Maas en Waal<\/title>/);
    // The shell's script, then the body with the root for the browser to render (SSR off in this test).
    expect(res.body).toMatch(/<script defer src=\/main\.4f2a9c\.js><\/script><\/head><body><div id=root><\/div><\/body><\/html>$/);
    expect(res.body).not.toContain('Oude');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never sends the bare template as /index.html', async () => {
    const res = await get('/index.html', { accept: 'text/html' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Oude titel');
  });

  it.each(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js'])('serves %s with no-cache', async (file) => {
    const res = await get(`/mf-content/${file}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/mf-content/server/remoteEntry.js', '/mf-content/server/mf-manifest.json', '/server/ssr.js'])('serves the server build entry %s with no-cache', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("serves a server build's hashed chunk as immutable", async () => {
    const res = await get('/mf-content/server/__federation_expose_NewsPage.0a1b2c3d4e.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a content-hashed chunk as immutable for a year', async () => {
    const remote = await get('/mf-content/412.8c1e7d.js');
    expect(remote.statusCode).toBe(200);
    expect(remote.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const shell = await get('/main.4f2a9c.js');
    expect(shell.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('allows any origin on remote files but not on shell files', async () => {
    expect((await get('/mf-content/mf-manifest.json')).headers['access-control-allow-origin']).toBe('*');
    expect((await get('/mf-contact/mf-manifest.json')).headers['access-control-allow-origin']).toBe('*');
    expect((await get('/main.4f2a9c.js')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses static files for a client that accepts gzip', async () => {
    const res = await get('/main.4f2a9c.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('generates /remotes.json with the API URL and every remote, uncached', async () => {
    const res = await get('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      apiUrl: '/api',
      remotes: [
        { id: 'mf-content', name: 'mf_content', entry: '/mf-content/mf-manifest.json' },
        { id: 'mf-agenda', name: 'mf_agenda', entry: '/mf-agenda/mf-manifest.json' },
        { id: 'mf-community', name: 'mf_community', entry: '/mf-community/mf-manifest.json' },
        { id: 'mf-contact', name: 'mf_contact', entry: '/mf-contact/mf-manifest.json' },
        { id: 'mf-beheer', name: 'mf_beheer', entry: '/mf-beheer/mf-manifest.json' },
      ],
    });
  });

  it('answers a client-side route like /gemeente/kerkenraad with the shell and that page\'s title', async () => {
    const res = await get('/gemeente/kerkenraad', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Kerkenraad | Protestantse Gemeente Maas en Waal</title>');
    // Its page-store texts for the browser's store (SSR off here: the browser renders it).
    expect(res.body).toContain('"name":"municipality-church-council","metaTitle":"Kerkenraad"');
  });

  it('answers 404 (no fallback) for a missing file requested by a script or fetch', async () => {
    const res = await get('/missing.1234.js', { accept: '*/*' });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['a missing asset of a built remote', '/mf-content/999.deadbe.js'],
    ['a remote that is not built', '/mf-agenda/mf-manifest.json'],
  ])('answers 404, never index.html, for %s', async (_label, url) => {
    const res = await get(url, { accept: 'text/html' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<!doctype html>');
  });

  it('keeps unknown /api paths a JSON 404 while the site is served', async () => {
    const res = await get('/api/nope', { accept: 'text/html' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Niet gevonden' });
  });

  it('does not rate-limit static files', async () => {
    await web.rebuild({ rateLimitMax: 1 });
    for (let i = 0; i < 3; i++) expect((await get('/mf-content/412.8c1e7d.js')).statusCode).toBe(200);
  });
});

describe('web plugin: configuration', () => {
  it('writes REMOTE_*_URL overrides and API_URL into /remotes.json and the CSP', async () => {
    const app = build({
      serveWeb: true,
      config: { webRoot: os.tmpdir(), apiUrl: 'https://api.example.org/api', remoteUrls: { 'mf-agenda': 'http://localhost:3002/mf-manifest.json' } },
    });
    try {
      const res = await app.inject({ url: '/remotes.json' });
      const { apiUrl, remotes } = res.json();
      expect(apiUrl).toBe('https://api.example.org/api');
      expect(remotes[1]).toEqual({ id: 'mf-agenda', name: 'mf_agenda', entry: 'http://localhost:3002/mf-manifest.json' });
      expect(remotes[0].entry).toBe('/mf-content/mf-manifest.json');
      expect(res.headers['content-security-policy']).toContain("script-src 'self' https://api.example.org http://localhost:3002");
    } finally {
      await app.close();
    }
  });
});
