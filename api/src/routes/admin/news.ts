/**
 * /api/admin/news (beheerder and redacteur, issue 16): Nieuws as the editing app edits it. The work
 * is in plugins/app/news/news-editing.ts, on the generic collection of plugins/app/content-editing/;
 * the routes every collection shares come from ./collection-routes. "Publiceren" and "Niet meer
 * publiceren" are a save with `published` true or false.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newsType } from '@kerk/kit/content-types';

import { newsMessages as messages } from '../../plugins/app/news/news-rules';
import { listAdminNewsSchema, newsSchemas } from '../../schemas/admin-news';
import { collectionRoutes, editors } from './collection-routes';

const newsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const editing = fastify.newsEditing;

  fastify.get('/', { schema: listAdminNewsSchema, config: editors }, async (request) => {
    const { page = 1, pageSize = 20 } = request.query;
    const { items, total } = await editing.list({ page, pageSize });
    return { data: items, meta: { page, pageSize, total } };
  });

  await fastify.register(collectionRoutes(editing, newsSchemas, messages, newsType));
};

export default newsRoutes;
