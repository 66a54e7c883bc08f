/**
 * CORS for the API, inside the /api scope only. The site calls the API from its own origin, which
 * needs no CORS at all; `CORS_ORIGINS` lists the other origins whose pages may call it (e.g. a shell
 * served from another host than API_URL). Any other origin gets no Access-Control-* header, so the
 * browser keeps the answer from it. Allowed origins may also POST JSON (the contact form).
 */
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    const { corsOrigins } = fastify.config;
    await fastify.register(cors, {
      origin: corsOrigins.length > 0 ? corsOrigins : false,
      methods: ['GET', 'HEAD', 'POST'],
      allowedHeaders: ['content-type', 'idempotency-key', 'x-request-id'],
      exposedHeaders: ['x-request-id', 'etag'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['env'] },
);
