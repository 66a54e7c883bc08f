/** GET /api/health: for the load balancer, docker healthcheck and e2e start-up wait. */
import type { FastifyPluginAsync } from 'fastify';

import { getHealthSchema } from '../../schemas/health';

const healthRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/', { schema: getHealthSchema }, async (_request, reply) => {
    // A cached "ok" would hide an outage from whoever polls this.
    reply.header('cache-control', 'no-store');
    if (!(await fastify.healthRepository.isDatabaseUp())) {
      return reply.code(503).send({ code: 'service_unavailable', message: 'De database is niet bereikbaar' });
    }
    return { data: { status: 'ok', db: 'ok' } };
  });
};

export default healthRoutes;
