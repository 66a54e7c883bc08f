/**
 * Per-IP rate limits on the API, by @fastify/rate-limit (its in-memory store: a fixed window per
 * IP, at most `cache` IPs kept, the least recently seen dropped first). Static files of the
 * composed site are exempt: one page view loads dozens of chunks, and they are cached for a year.
 * Every request under /api/ counts (routes, their 404s and the OpenAPI viewer): RATE_LIMIT_MAX per
 * minute per IP (an IPv6 address counts for its /64: one subscriber holds a whole block). Over
 * it, the app's error handler answers 429 `{ code: 'too_many_requests', message }` with Retry-After.
 * The contact form has its own quota of accepted messages (routes/contact), a second limiter from
 * the same plugin (`fastify.createRateLimit`).
 */
import rateLimit from '@fastify/rate-limit';
import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';

import { isInternalRead } from '../../lib/internal-read';

const WINDOW_MS = 60_000;
/** IPs remembered at once (the plugin's default): more than visit the site within a minute. */
const CACHE_SIZE = 5000;

const tooMany = (message: string) => Object.assign(new Error(message), { statusCode: 429, code: 'too_many_requests' });

export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      // Not per route: one hook below, on the URL, so that /api 404s and /api/docs count as well.
      global: false,
      max: fastify.config.rateLimitMax,
      timeWindow: WINDOW_MS,
      cache: CACHE_SIZE,
      // As before the plugin: only Retry-After, and only on a 429 (no X-RateLimit-* on every answer).
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
      errorResponseBuilder: (_request, { ttl }) => tooMany(`Te veel verzoeken. Probeer het over ${Math.ceil(ttl / 1000)} seconden opnieuw.`),
    });
    const limit = fastify.rateLimit();
    const onRequest: onRequestHookHandler = (request, reply, done) => {
      // The server's own reads for a server render (site/ssr) count as the visitor's page request, not again.
      if (!request.url.startsWith('/api/') || isInternalRead(request.headers)) return done();
      limit.call(fastify, request, reply).then(() => done(), done);
    };
    fastify.addHook('onRequest', onRequest);
  },
  { name: 'rate-limit', dependencies: ['env'] },
);
