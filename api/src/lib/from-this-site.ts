/**
 * Whether a state-changing request comes from a page of this site (or from no browser at all): an
 * `Origin` that is PUBLIC_URL or the request's own host; without Origin, no `Sec-Fetch-Site:
 * cross-site`; with `Origin: null`, `Sec-Fetch-Site: same-origin`. The admin API's guard and the plain contact form's POST /contact refuse the rest
 * (another site's page could otherwise post through a visitor's browser: a form POST needs no CORS).
 */
import type { FastifyRequest } from 'fastify';

export function fromThisSite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
  // Under `Referrer-Policy: no-referrer` (helmet's default) a browser posts a plain form with
  // `Origin: null`; its Sec-Fetch-Site (which no page can set) still says where the form was.
  if (origin === 'null') return request.headers['sec-fetch-site'] === 'same-origin';
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return url.origin === publicUrl || url.host === request.host;
}
