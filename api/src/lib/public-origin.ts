/**
 * The origin visitors use, for absolute links (canonical, og:url, sitemap, RSS). PUBLIC_URL wins;
 * without it the request's own scheme and host are used (X-Forwarded-* only with TRUST_PROXY).
 */
import type { FastifyRequest } from 'fastify';

import type { AppConfig } from '../plugins/external/env';

const FALLBACK = 'http://localhost';

export function publicOrigin(request: FastifyRequest, config: Pick<AppConfig, 'publicUrl'>): string {
  if (config.publicUrl) return config.publicUrl;
  const candidate = `${request.protocol}://${request.host}`;
  // A Host header is client input: anything that is not a plain host[:port] falls back.
  if (!/^https?:\/\/[a-z0-9.[\]:-]+$/i.test(candidate) || !URL.canParse(candidate)) return FALLBACK;
  return new URL(candidate).origin;
}

/** An absolute URL for a path or URL as the API and front end write them (`/api/news/images/x.svg`). */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}
