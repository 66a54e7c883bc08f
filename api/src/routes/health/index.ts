/**
 * GET /api/health: for the load balancer, the docker healthcheck and the e2e start-up wait. 200
 * while the database answers (with the contact outbox's numbers, for monitoring), 503 when not.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { getHealthSchema } from '../../schemas/health';
import { nowMs } from '../../lib/clock';

const DB_DOWN = { code: 'service_unavailable', message: 'De database is niet bereikbaar' };

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
};

export default healthRoutes;
