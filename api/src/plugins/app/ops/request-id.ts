/**
 * Sends each request's id back as `x-request-id`, on every answer (API, static files, 404s), so a
 * visitor's or proxy's report can be matched with the server's log lines (`reqId`).
 */
import fp from 'fastify-plugin';

import { REQUEST_ID_HEADER } from '../../../lib/request-id';

export default fp(
  async (fastify) => {
    // Callback style, like the other per-request hooks: no promise per request.
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-id' },
);
