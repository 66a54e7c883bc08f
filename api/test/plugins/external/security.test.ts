/**
 * Security headers on every kind of answer (API, static file, page, 404), HSTS only over TLS, and
 * CORS only for the configured origins.
 */
import fs from 'node:fs';

import type { FastifyInstance } from 'fastify';

import { API_CSP, DOCUMENT_ONLY_HEADERS, HSTS } from '../../../src/plugins/external/helmet';
import { build } from '../../helper';
import { makeWebRoot, writeFiles } from '../../site/fake-web-root';

describe('security headers', () => {
  let webRoot: string;
  let app: FastifyInstance;

  beforeAll(() => {
    webRoot = makeWebRoot();
    writeFiles(webRoot, { 'shell/dist/main.3a2178a750.js': 'console.log(1);' });
  });
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));
  afterEach(() => app.close());

  it.each([
    ['a static file of the shell', '/main.3a2178a750.js', 200],
    ['a remote manifest', '/mf-content/mf-manifest.json', 200],
    ['a page', '/agenda', 200],
    ['an unknown page', '/bestaat-niet', 404],
    ['the sitemap', '/sitemap.xml', 200],
    ['the OpenAPI viewer', '/api/docs/', 200],
  ])('are on %s', async (_label, url, status) => {
    app = build({ serveWeb: true, config: { webRoot, remoteUrls: {} } });
    const res = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
    // Helmet's defaults for documents: the opener policy, agent cluster, the retired XSS auditor switched off…
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['origin-agent-cluster']).toBe('?1');
    expect(res.headers['x-xss-protection']).toBe('0');
    for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers).toHaveProperty([name]);
  });

  it.each([
    ['an API answer', '/api/setting', 200],
    ['an unknown API path', '/api/bestaat-niet', 404],
    ['an API error', '/api/news/abc', 400],
  ])('on %s: the strict API policy (nothing loads, runs or frames) and the other headers', async (_label, url, status) => {
    app = build({ serveWeb: true, config: { webRoot, remoteUrls: {} } });
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-security-policy']).toBe(API_CSP);
    expect(API_CSP).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // Drawings and photos may be shown by a site on another origin (API_URL).
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
    // …but not the headers that only mean something for a document the browser shows.
    expect(DOCUMENT_ONLY_HEADERS).toEqual(expect.arrayContaining(['cross-origin-opener-policy', 'x-xss-protection']));
    for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers).not.toHaveProperty([name]);
  });

  it('allow scripts only from the site itself and the configured remote and API origins', async () => {
    app = build({ config: { apiUrl: 'https://api.example.org/api', remoteUrls: { 'mf-agenda': 'https://agenda.example.org/mf-manifest.json' } } });
    const csp = (await app.inject({ url: '/agenda', headers: { accept: 'text/html' } })).headers['content-security-policy'] as string;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!.split(' ');
    expect(scriptSrc).toEqual(expect.arrayContaining(["'self'", 'https://api.example.org', 'https://agenda.example.org']));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(/connect-src ([^;]*)/.exec(csp)![1]).toContain('https://api.example.org');
  });

  it("allow frames from the site itself (the editing app's preview) and the privacy-mode video players only", async () => {
    app = build({ config: { remoteUrls: {} } });
    const csp = (await app.inject({ url: '/agenda', headers: { accept: 'text/html' } })).headers['content-security-policy'] as string;
    expect(/frame-src ([^;]*)/.exec(csp)![1]!.split(' ')).toEqual(["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  });

  describe("a remote from a developer's dev server (the ?remote: override)", () => {
    const directives = async () => {
      app = build({ config: { remoteUrls: {} } });
      const csp = (await app.inject({ url: '/agenda', headers: { accept: 'text/html' } })).headers['content-security-policy'] as string;
      return { scripts: /script-src ([^;]*)/.exec(csp)![1]!.split(' '), connect: /connect-src ([^;]*)/.exec(csp)![1]!.split(' ') };
    };
    const nodeEnv = process.env.NODE_ENV;
    afterEach(() => {
      process.env.NODE_ENV = nodeEnv;
    });

    it('loads, with its live-reload socket, in a site that does not run in production (npm start, npm run dev)', async () => {
      delete process.env.NODE_ENV;
      const { scripts, connect } = await directives();
      expect(scripts).toEqual(expect.arrayContaining(['http://localhost:*', 'http://127.0.0.1:*']));
      expect(connect).toEqual(expect.arrayContaining(['http://localhost:*', 'ws://localhost:*', 'ws://127.0.0.1:*']));
    });

    it('never in production', async () => {
      process.env.NODE_ENV = 'production';
      const { scripts, connect } = await directives();
      for (const source of [...scripts, ...connect]) expect(source).not.toMatch(/localhost|127\.0\.0\.1/);
    });
  });

  describe('HSTS', () => {
    it('is not sent over plain http', async () => {
      app = build();
      expect((await app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    });

    it('is sent when a trusted proxy says the request came over TLS', async () => {
      app = build({ config: { trustProxy: true } });
      const res = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBe(HSTS);
    });

    it('ignores X-Forwarded-Proto without TRUST_PROXY (any client could send it)', async () => {
      app = build({ config: { trustProxy: false } });
      const res = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  });
});

describe('CORS on /api', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());
  const get = (origin: string) => app.inject({ url: '/api/setting', headers: { origin } });

  it('gives no Access-Control header to another origin by default', async () => {
    app = build();
    const res = await get('https://evil.example');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the origins of CORS_ORIGINS', async () => {
    app = build({ config: { corsOrigins: ['https://kerk.example.org'] } });
    const allowed = await get('https://kerk.example.org');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://kerk.example.org');
    expect(allowed.headers.vary).toMatch(/origin/i);
    expect((await get('https://kerk.example.org.evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await get('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the preflight of a JSON POST from an allowed origin only', async () => {
    app = build({ config: { corsOrigins: ['https://kerk.example.org'] } });
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/contact',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const ok = await preflight('https://kerk.example.org');
    expect(ok.headers['access-control-allow-origin']).toBe('https://kerk.example.org');
    expect(ok.headers['access-control-allow-methods']).toContain('POST');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
