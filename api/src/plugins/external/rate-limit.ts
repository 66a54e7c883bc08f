/**
 * Per-IP rate limit on the API. Static files of the composed site are exempt: one page view loads
 * dozens of chunks, and they are cached for a year anyway.
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      global: true,
      max: fastify.config.rateLimitMax,
      timeWindow: '1 minute',
      allowList: (request) => !request.url.startsWith('/api/'),
      // Thrown into the app's error handler, which turns it into `{ code, message }`.
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(`Te veel verzoeken. Probeer het over ${context.after} opnieuw.`), {
          statusCode: context.statusCode,
          code: 'too_many_requests',
        }),
    });
  },
  { name: 'rate-limit', dependencies: ['env'] },
);
