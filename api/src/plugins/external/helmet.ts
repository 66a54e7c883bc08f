/**
 * Security headers for the API and the composed site. The CSP is the one place that knows which
 * origins the shell may load remotes and call the API from, so it is derived from the config.
 */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

import type { AppConfig } from './env';

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : undefined);

/** Origins outside our own that the shell must reach: remote manifests/chunks and the API. */
export function externalOrigins(config: AppConfig): string[] {
  const urls = [config.apiUrl, ...Object.values(config.remoteUrls)];
  return [...new Set(urls.map(originOf).filter((o): o is string => Boolean(o)))];
}

export default fp(
  async (fastify) => {
    // Outside production the `?remote:<id>=http://localhost:<port>/mf-manifest.json` dev override
    // must be able to load a remote from a local dev server.
    const devOrigins = process.env.NODE_ENV === 'production' ? [] : ['http://localhost:*', 'http://127.0.0.1:*'];
    const origins = [...externalOrigins(fastify.config), ...devOrigins];
    await fastify.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", ...origins],
          'connect-src': ["'self'", ...origins],
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
    });
  },
  { name: 'helmet', dependencies: ['env'] },
);
