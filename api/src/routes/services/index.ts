/**
 * GET /api/services?from&to&location&streamed&recording&order&wholeDays&page&pageSize and GET
 * /api/services/{id} (spec §2 /diensten). With `wholeDays` a page holds whole days (/diensten never
 * splits a Sunday over two pages) and meta.pages says how many pages there are. Date bounds are checked here beyond the schema's pattern (a real calendar day,
 * `from` not after `to`), so a bad period is a Dutch 400 rather than an empty list.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { parseBound } from '../../lib/date-bounds';
import { getServiceSchema, listServicesSchema, SERVICES_MAX_PAGE_SIZE } from '../../schemas/services';

const badRequest = (message: string) => ({ code: 'bad_request', message });

const servicesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    { schema: listServicesSchema, config: { publicCache: true } },
    async (request, reply) => {
      const { from: rawFrom, to: rawTo, page, wholeDays, ...filter } = request.query;
      const from = rawFrom === undefined ? undefined : parseBound(rawFrom, false);
      const to = rawTo === undefined ? undefined : parseBound(rawTo, true);
      if (from === null) return reply.code(400).send(badRequest('Vanaf is niet juist'));
      if (to === null) return reply.code(400).send(badRequest('Tot en met is niet juist'));
      if (from && to && from > to) return reply.code(400).send(badRequest('Vanaf mag niet na tot en met liggen'));
      const pageSize = Math.min(filter.pageSize, SERVICES_MAX_PAGE_SIZE);
      const query = { ...filter, from, to, page, pageSize };
      if (wholeDays) {
        const { items, total, pages } = await fastify.servicesRepository.listWholeDays(query);
        return { data: items, meta: { page, pageSize, total, pages } };
      }
      const { items, total } = await fastify.servicesRepository.list(query);
      return { data: items, meta: { page, pageSize, total } };
    },
  );

  fastify.get(
    '/:id',
    { schema: getServiceSchema, config: { publicCache: true } },
    async (request, reply) => {
      const service = await fastify.servicesRepository.findById(request.params.id);
      if (!service) return reply.code(404).send({ code: 'not_found', message: 'Dienst niet gevonden' });
      return { data: { ...service, registration: await fastify.registrations.state('service', service.id) } };
    },
  );
};

export default servicesRoutes;
