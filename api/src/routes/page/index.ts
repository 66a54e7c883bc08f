/** GET /api/page?name= and GET /api/page/footer: the page store of spec §7. */
import type { FastifyPluginAsync } from 'fastify';

import { getFooterSchema, getPageSchema } from '../../schemas/page';

const pageRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get<{ Querystring: { name: string } }>(
    '/',
    { schema: getPageSchema, config: { publicCache: true } },
    async (request, reply) => {
      const page = await fastify.pagesRepository.findByName(request.query.name);
      if (!page) return reply.code(404).send({ code: 'not_found', message: 'Pagina niet gevonden' });
      return { data: page };
    },
  );

  fastify.get('/footer', { schema: getFooterSchema, config: { publicCache: true } }, async () => ({
    data: { partials: await fastify.footerRepository.list() },
  }));
};

export default pageRoutes;
