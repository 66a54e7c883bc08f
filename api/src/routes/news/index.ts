/**
 * GET /api/news?page&pageSize (newest first), GET /api/news/{id} (spec §2 /nieuws) and
 * GET /api/news/images/{file}, the illustrations shipped in content/images/news (`<name>.svg`, or
 * `<name>.png` for the PNG that link previews show). Image file names are answered as URLs under
 * this API's own public base, so the browser can load them wherever the API lives (API_URL).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { sendPng } from '../../plugins/app/drawings/png-rendition';
import { sendSvg } from '../../plugins/app/drawings/send-svg';
import type { NewsSummary } from '../../plugins/app/news/news-repository';
import { newsImageUrl, svgNameOfPng } from '../../plugins/app/news/news-urls';
import { getNewsImageSchema, getNewsSchema, listNewsSchema, NEWS_MAX_PAGE_SIZE } from '../../schemas/news';

const IMAGE_NOT_FOUND = { code: 'not_found', message: 'Afbeelding niet gevonden' };

const newsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const drawings = fastify.drawings.news;
  const withImageUrl = <T extends NewsSummary>(item: T): T => ({ ...item, image: newsImageUrl(item.image, fastify.config.apiUrl) });

  fastify.get(
    '/',
    { schema: listNewsSchema, config: { publicCache: true } },
    async (request) => {
      const page = request.query.page;
      // Capped rather than refused: a client asking for too much still gets a useful answer.
      const pageSize = Math.min(request.query.pageSize, NEWS_MAX_PAGE_SIZE);
      const { items, total } = await fastify.newsRepository.list({ page, pageSize });
      return { data: items.map(withImageUrl), meta: { page, pageSize, total } };
    },
  );

  fastify.get(
    '/:id',
    { schema: getNewsSchema, config: { publicCache: true } },
    async (request, reply) => {
      const article = await fastify.newsRepository.findById(request.params.id);
      if (!article) return reply.code(404).send({ code: 'not_found', message: 'Nieuwsbericht niet gevonden' });
      return { data: withImageUrl(article) };
    },
  );

  fastify.get('/images/:file', { schema: getNewsImageSchema }, async (request, reply) => {
    const { file } = request.params;
    if (file.endsWith('.png')) {
      const png = await drawings.png(svgNameOfPng(file));
      return png ? sendPng(request, reply, png) : reply.code(404).send(IMAGE_NOT_FOUND);
    }
    const svg = drawings.svg(file);
    if (!svg) return reply.code(404).send(IMAGE_NOT_FOUND);
    return sendSvg(request, reply, svg);
  });
};

export default newsRoutes;
