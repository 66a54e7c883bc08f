/**
 * Security headers for the API and the composed site, on every answer (API, static files, pages,
 * 404s). The CSP is the one place that knows which origins the shell may load remotes and call the
 * API from, so it is derived from the config.
 *
 * The headers are helmet's (the library itself, not @fastify/helmet), configured here once per
 * policy (site, API). They depend on nothing in the request, so each policy's middleware runs once
 * at start-up and its headers are set on every answer as one object: running the middleware per
 * request (what @fastify/helmet does, and it even rebuilds it each time) cost more than a page answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { PRESET_HTML } from '@kerk/kit/editing';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

import type { AppConfig } from './env';
import { BOOT_LOADER_CSP_HASH } from '../../lib/boot-after-paint';

/** One year, subdomains included: the value hstspreload.org and Mozilla's guidelines ask for. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet's middleware sets with these options, collected from one call at start-up
 * (helmet writes through `setHeader`, and takes X-Powered-By away, which we never send).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = { setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value), removeHeader: () => {} };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
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
const DOCUMENT_ONLY = {
  'cross-origin-opener-policy': 'crossOriginOpenerPolicy',
  'origin-agent-cluster': 'originAgentCluster',
  'x-dns-prefetch-control': 'xDnsPrefetchControl',
  'x-download-options': 'xDownloadOptions',
  'x-permitted-cross-domain-policies': 'xPermittedCrossDomainPolicies',
  'x-xss-protection': 'xXssProtection',
} as const satisfies Record<string, keyof HelmetOptions>;
export const DOCUMENT_ONLY_HEADERS = Object.keys(DOCUMENT_ONLY);

/** What the site's and the API's answers share. */
const COMMON = {
  // Remotes may be fetched from another origin (dev, or REMOTE_*_URL); same-origin CORP would block them.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  // Sent below, and only over TLS: on plain http (local, e2e, a proxy without TLS) it means nothing
  // and, sent from a name that later gets TLS, it would pin browsers to https too early.
  strictTransportSecurity: false,
} as const satisfies HelmetOptions;

/** The API's answers: the site's headers less the document-only ones, with the strict API policy. */
const API_OPTIONS = {
  ...COMMON,
  ...(Object.fromEntries(Object.values(DOCUMENT_ONLY).map((option) => [option, false])) as Record<(typeof DOCUMENT_ONLY)[keyof typeof DOCUMENT_ONLY], false>),
  // Set as a fixed text below, not as directives merged with helmet's defaults.
  contentSecurityPolicy: false,
  // frame-ancestors 'none' forbids every frame; X-Frame-Options says the same to older browsers.
  xFrameOptions: { action: 'deny' },
} as const satisfies HelmetOptions;

const originOf = (url: string | undefined) => (url && URL.canParse(url) ? new URL(url).origin : undefined);

/** Origins outside our own that the shell must reach: remote manifests/chunks and the API. */
export function externalOrigins(config: AppConfig): string[] {
  const urls = [config.apiUrl, ...Object.values(config.remoteUrls)];
  return [...new Set(urls.map(originOf).filter((o): o is string => Boolean(o)))];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of the site's pages (the CSP and the rest of helmet's). */
    pageSecurityHeaders: Record<string, string>;
  }
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
    const headers = helmetHeaders({
      ...COMMON,
      contentSecurityPolicy: {
        directives: {
          // The one inline script: the page's loader of the shell's scripts (lib/boot-after-paint.ts).
          'script-src': ["'self'", ...origins, BOOT_LOADER_CSP_HASH],
          'connect-src': ["'self'", ...origins, ...devSockets],
          // Emotion injects <style> tags at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          // Page partials may show images hosted elsewhere; streamed services embed YouTube, and the
          // editor's `full` texts the privacy-mode players (YouTube without cookies, Vimeo with dnt).
          'img-src': ["'self'", 'data:', 'https:'],
          'frame-src': [...new Set(["'self'", 'https://www.youtube.com', ...PRESET_HTML.full.iframeHosts.map((host) => `https://${host}`)])],
          // TLS is the reverse proxy's job; upgrading would break plain-http local and e2e runs.
          'upgrade-insecure-requests': null,
        },
      },
    });
    const apiHeaders = { ...helmetHeaders(API_OPTIONS), 'content-security-policy': API_CSP };
    // For a page answered where no hook runs (the error page of an address Fastify could not read: app.ts).
    fastify.decorate('pageSecurityHeaders', headers);
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.headers(usesApiPolicy(request.url) ? apiHeaders : headers);
      // `protocol` is https for a TLS socket, or with TRUST_PROXY for X-Forwarded-Proto: https.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
  },
  { name: 'helmet', dependencies: ['env'] },
);
