/**
 * GET /api/news?page&pageSize (newest first), GET /api/news/{id} (spec §2 /nieuws) and
 * GET /api/news/images/{file}, the illustrations shipped in content/images/news. Image file names
 * are answered as URLs under this API's own public base, so the browser can load them wherever the
 * API lives (API_URL).
 */
import path from 'node:path';

import type { FastifyPluginAsync } from 'fastify';

import { apiRoot } from '../../lib/paths';
import { loadSvgFolder, sendSvg } from '../../lib/svg-folder';
import type { NewsSummary } from '../../plugins/app/news/news-repository';
import { getNewsImageSchema, getNewsSchema, listNewsSchema, NEWS_MAX_PAGE_SIZE } from '../../schemas/news';

export const NEWS_IMAGES_DIR = path.join(apiRoot, 'content', 'images', 'news');

/** An absolute URL stays as is; a file name from content/images/news becomes `<apiUrl>/news/images/<file>`. */
export function newsImageUrl(image: string, apiUrl: string): string {
  if (!image || /^https?:\/\//.test(image)) return image;
  return `${apiUrl.replace(/\/+$/, '')}/news/images/${encodeURIComponent(image)}`;
}

const newsRoutes: FastifyPluginAsync = async (fastify) => {
  const images = loadSvgFolder(NEWS_IMAGES_DIR);
  const withImageUrl = <T extends NewsSummary>(item: T): T => ({ ...item, image: newsImageUrl(item.image, fastify.config.apiUrl) });

  fastify.get<{ Querystring: { page: number; pageSize: number } }>(
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

  fastify.get<{ Params: { id: number } }>(
    '/:id',
    { schema: getNewsSchema, config: { publicCache: true } },
    async (request, reply) => {
      const article = await fastify.newsRepository.findById(request.params.id);
      if (!article) return reply.code(404).send({ code: 'not_found', message: 'Nieuwsbericht niet gevonden' });
      return { data: withImageUrl(article) };
    },
  );

  fastify.get<{ Params: { file: string } }>('/images/:file', { schema: getNewsImageSchema }, async (request, reply) => {
    const svg = images.get(request.params.file);
    if (!svg) return reply.code(404).send({ code: 'not_found', message: 'Afbeelding niet gevonden' });
    return sendSvg(reply, svg);
  });
};

export default newsRoutes;
