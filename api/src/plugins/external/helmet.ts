/**
 * Security headers for the API and the composed site, on every answer (API, static files, pages,
 * 404s). The CSP is the one place that knows which origins the shell may load remotes and call the
 * API from, so it is derived from the config.
 *
 * The headers are @fastify/helmet's, but worked out once at start-up: the plugin itself builds a
 * new helmet middleware (and parses the CSP) on every request, which cost more than a page answer.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

import type { AppConfig } from './env';

/** One year, subdomains included: the value hstspreload.org and Mozilla's guidelines ask for. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers @fastify/helmet adds to an answer with these options (a probe app, run once). */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, { ...options, global: true });
    probe.get('/', async () => 'probe');
    const { headers } = await probe.inject({ url: '/' });
    await probe.close();
    return headers;
  };
  const [plain, secured] = await Promise.all([answer(false), answer(true)]);
  return Object.fromEntries(Object.entries(secured).filter(([name]) => !(name in plain)).map(([name, value]) => [name, String(value)]));
}

/**
 * The policy of the API's own answers (JSON, feeds, images): nothing in them may load or run
 * anything, nor be framed — the strict policy OWASP advises for APIs, and some 300 bytes less on
 * every answer than the site's. The OpenAPI viewer under /api/docs is a page and keeps the site's.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const usesApiPolicy = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Helmet headers that only mean something for a document a browser shows (OWASP REST Security
 * Cheat Sheet, "Security Headers"): the browsing-context group and agent cluster of a top-level
 * page, DNS prefetching of its links, IE8's "open" button for HTML downloads, Flash/PDF
 * cross-domain policy files and the retired XSS auditor. API answers go without them; each header
 * costs every answer time (the API's own set is pinned in security.test.ts).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The API's answers: the site's headers less the document-only ones, with the strict API policy. */
export function apiHeadersOf(siteHeaders: Record<string, string>): Record<string, string> {
  const kept = Object.entries(siteHeaders).filter(([name]) => !DOCUMENT_ONLY_HEADERS.includes(name));
  // frame-ancestors 'none' forbids every frame; X-Frame-Options says the same to older browsers.
  return { ...Object.fromEntries(kept), 'content-security-policy': API_CSP, 'x-frame-options': 'DENY' };
}

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : undefined);

/** Origins outside our own that the shell must reach: remote manifests/chunks and the API. */
export function externalOrigins(config: AppConfig): string[] {
  const urls = [config.apiUrl, ...Object.values(config.remoteUrls)];
  return [...new Set(urls.map(originOf).filter((o): o is string => Boolean(o)))];
}

export default fp(
  async (fastify) => {
    // Outside production the `?remote:<id>=http://localhost:<port>/mf-manifest.json` dev override
    // must be able to load a remote from a local dev server, in `npm run dev` or in a running site
    // (`npm start`), and that dev server's live-reload client to talk over its websocket.
    const development = process.env.NODE_ENV !== 'production';
    const devOrigins = development ? ['http://localhost:*', 'http://127.0.0.1:*'] : [];
    const origins = [...externalOrigins(fastify.config), ...devOrigins];
    const devSockets = development ? ['ws://localhost:*', 'ws://127.0.0.1:*'] : [];
    const headers = await helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", ...origins],
          'connect-src': ["'self'", ...origins, ...devSockets],
          // Emotion injects <style> tags at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          // Page partials may show images hosted elsewhere; streamed services embed YouTube.
          'img-src': ["'self'", 'data:', 'https:'],
          'frame-src': ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
          // TLS is the reverse proxy's job; upgrading would break plain-http local and e2e runs.
          'upgrade-insecure-requests': null,
        },
      },
      // Remotes may be fetched from another origin (dev, or REMOTE_*_URL); same-origin CORP would block them.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // Sent below, and only over TLS: on plain http (local, e2e, a proxy without TLS) it means nothing
      // and, sent from a name that later gets TLS, it would pin browsers to https too early.
      strictTransportSecurity: false,
    });
    const apiHeaders = apiHeadersOf(headers);
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.headers(usesApiPolicy(request.url) ? apiHeaders : headers);
      // `protocol` is https for a TLS socket, or with TRUST_PROXY for X-Forwarded-Proto: https.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
  },
  { name: 'helmet', dependencies: ['env'] },
);
