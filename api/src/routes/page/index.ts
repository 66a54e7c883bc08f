/**
 * GET /api/page?name= and GET /api/page/footer: the page store of spec §7. Both are read on every
 * page view, so their answers come from the in-memory JSON cache until the database changes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { JSON_CACHE_ROUTE } from '../../plugins/app/http-cache/json-cache';
import { getFooterSchema, getPageSchema } from '../../schemas/page';

const NOT_FOUND = { code: 'not_found', message: 'Pagina niet gevonden' };

const pageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Plain (not async) handlers: a cached answer is sent synchronously (json-cache.ts).
  fastify.get('/', { schema: getPageSchema, config: JSON_CACHE_ROUTE }, (request, reply) => {
    const { name } = request.query;
    const load = async () => {
      const page = await fastify.pagesRepository.findByName(name);
      return page ? { data: page } : null;
    };
    fastify.jsonCache.serve(request, reply, `page:${name}`, load, () => reply.code(404).send(NOT_FOUND));
  });

  fastify.get('/footer', { schema: getFooterSchema, config: JSON_CACHE_ROUTE }, (request, reply) => {
    const load = async () => ({ data: { partials: await fastify.footerRepository.list() } });
    fastify.jsonCache.serve(request, reply, 'footer', load, () => reply.callNotFound());
  });
};

export default pageRoutes;
