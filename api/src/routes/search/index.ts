/**
 * GET /api/search?q&limit (spec §2 /zoeken): services, news and events from the FTS5 index, best
 * first. An empty or punctuation-only q is a valid question with no answers: 200 `{ data: [] }`.
 */
import type { FastifyPluginAsync } from 'fastify';

import { searchSchema, SEARCH_MAX_LIMIT } from '../../schemas/search';

const searchRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get<{ Querystring: { q: string; limit: number } }>(
    '/',
    { schema: searchSchema, config: { publicCache: true } },
    async (request) => {
      const limit = Math.min(request.query.limit, SEARCH_MAX_LIMIT);
      return { data: await fastify.searchRepository.search(request.query.q, limit) };
    },
  );
};

export default searchRoutes;
