/**
 * Per-IP rate limits on the API. Static files of the composed site are exempt: one page view loads
 * dozens of chunks, and they are cached for a year anyway.
 * Every /api request counts: RATE_LIMIT_MAX per minute per IP (ip-limiter.ts, synchronous). Over
 * it, the app's error handler answers 429 `{ code: 'too_many_requests', message }`. The contact
 * form has its own quota of accepted messages (routes/contact).
 */
import fp from 'fastify-plugin';

import { createIpLimiter } from './ip-limiter';

const WINDOW_MS = 60_000;

const tooMany = (message: string, retryAfter: number) =>
  Object.assign(new Error(message), { statusCode: 429, code: 'too_many_requests', retryAfter });

export default fp(
  async (fastify) => {
    const limiter = createIpLimiter(fastify.config.rateLimitMax, WINDOW_MS);
    const sweeper = setInterval(() => limiter.sweep(), WINDOW_MS);
    sweeper.unref();
    fastify.addHook('onClose', async () => clearInterval(sweeper));

    fastify.addHook('onRequest', (request, reply, done) => {
      if (!request.url.startsWith('/api/')) return done();
      const wait = limiter.hit(request.ip);
      if (wait === 0) return done();
      reply.header('retry-after', String(wait));
      done(tooMany(`Te veel verzoeken. Probeer het over ${wait} seconden opnieuw.`, wait));
    });
  },
  { name: 'rate-limit', dependencies: ['env'] },
);
