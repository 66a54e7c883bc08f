/**
 * GET /api/health: for the load balancer, the docker healthcheck and the e2e start-up wait. 200
 * while the database answers (with the contact outbox's numbers, for monitoring), 503 when not.
 * GET /api/health/ready: 200 once this instance can serve pages as meant (database up, the SSR
 * worker warm), 503 before.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { getHealthSchema, getReadySchema } from '../../schemas/health';
import { nowMs } from '../../lib/clock';

const DB_DOWN = { code: 'service_unavailable', message: 'De database is niet bereikbaar' };
const WARMING = { code: 'service_unavailable', message: 'De server warmt nog op' };

const healthRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  async function outboxState() {
    const { contactOutbox } = fastify;
    const [counts, oldest] = await Promise.all([contactOutbox.countByStatus(), contactOutbox.oldestUnsentAt()]);
    const oldestUnsentAgeSeconds = oldest ? Math.max(0, Math.floor((nowMs() - oldest.getTime()) / 1000)) : null;
    return { mailing: contactOutbox.mailing, ...counts, oldestUnsentAgeSeconds };
  }

  fastify.get('/', { schema: getHealthSchema }, async (request, reply) => {
    // A cached "ok" would hide an outage from whoever polls this.
    reply.header('cache-control', 'no-store');
    if (!(await fastify.healthRepository.isDatabaseUp())) return reply.code(503).send(DB_DOWN);
    try {
      return { data: { status: 'ok' as const, db: 'ok' as const, outbox: await outboxState() } };
    } catch (err) {
      request.log.error({ err }, 'health: the outbox could not be read');
      return reply.code(503).send(DB_DOWN);
    }
  });

  // GET /api/health/ready: the same database check, and the server render warmed up (when it is on).
  fastify.get('/ready', { schema: getReadySchema }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!(await fastify.healthRepository.isDatabaseUp())) return reply.code(503).send(DB_DOWN);
    if (fastify.ssrHost && !fastify.ssrHost.ready()) return reply.code(503).send(WARMING);
    return { data: { status: 'ready' as const } };
  });
};

export default healthRoutes;
