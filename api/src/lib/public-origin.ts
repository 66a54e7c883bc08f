/**
 * The origin visitors use, for absolute links (canonical, og:url, sitemap, robots.txt, RSS, iCal).
 * A Host header is client input, so it never decides an absolute link on its own:
 * 1. PUBLIC_URL when it is set (production);
 * 2. else the request's own origin, but only when its host name is one the operator allowed
 *    (ALLOWED_HOSTS, default localhost, 127.0.0.1 and [::1], any port; X-Forwarded-* only with TRUST_PROXY);
 * 3. else `http://localhost:<PORT>`.
 */
import type { FastifyRequest } from 'fastify';

/** What it reads of the app's config (plugins/external/env's AppConfig has these). */
interface OriginConfig {
  publicUrl?: string;
  allowedHosts: readonly string[];
  port: number;
}

/** The origin of the request when its host is allowed, else undefined. */
function allowedRequestOrigin(request: FastifyRequest, allowedHosts: readonly string[]): string | undefined {
  const candidate = `${request.protocol}://${request.host}`;
  // Anything that is not a plain host[:port] is refused before parsing.
  if (!/^https?:\/\/[a-z0-9.[\]:-]+$/i.test(candidate) || !URL.canParse(candidate)) return undefined;
  const url = new URL(candidate);
  return allowedHosts.includes(url.hostname.toLowerCase()) ? url.origin : undefined;
}

export function publicOrigin(request: FastifyRequest, config: OriginConfig): string {
  if (config.publicUrl) return config.publicUrl;
  return allowedRequestOrigin(request, config.allowedHosts) ?? fallbackOrigin(config.port);
}

/** Where the site is when nothing better is known: this server on localhost. */
export const fallbackOrigin = (port: number) => (port > 0 && port !== 80 ? `http://localhost:${port}` : 'http://localhost');

/** An absolute URL for a path or URL as the API and front end write them (`/api/news/images/x.svg`). */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}
