/**
 * CORS for the API's read endpoints, so a front end on another origin (webpack dev server, a remote
 * deployed elsewhere) can call it. Only GET/HEAD: a cross-origin JSON POST (e.g. the contact form
 * from a foreign site) stays blocked by its preflight. Registered by app.ts inside the /api scope.
 */
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    await fastify.register(cors, { origin: '*', methods: ['GET', 'HEAD'], maxAge: 600 });
  },
  { name: 'cors' },
);
