/**
 * GET /api/search?q&limit (spec §2 /zoeken): services, news and events from the FTS5 index, best
 * first. An empty or punctuation-only q is a valid question with no answers: 200 `{ data: [] }`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { createJsonCache, JSON_CACHE_ROUTE } from '../../plugins/app/http-cache/json-cache';
import { searchCacheKey } from '../../plugins/app/search/search-repository';
import { searchSchema, SEARCH_MAX_LIMIT } from '../../schemas/search';
import { nowMs } from '../../lib/clock';

/** Answers kept (least recently used dropped): one is at most ~15 KB + its gzip/brotli forms, so ≤ ~6 MB. */
export const SEARCH_CACHE_ENTRIES = 256;
const QUARTER_HOUR_MS = 15 * 60 * 1000;

const searchRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // A broad search costs ~8 ms of SQLite on the one event loop, so ten at once queued for ~150 ms:
  // popular questions are answered from memory until the database changes (json-cache.ts).
  const cache = createJsonCache(fastify.dataVersion, SEARCH_CACHE_ENTRIES);

  // A plain (not async) handler: a cached answer is sent synchronously.
  fastify.get('/', { schema: searchSchema, config: JSON_CACHE_ROUTE }, (request, reply) => {
    const { q } = request.query;
    const limit = Math.min(request.query.limit, SEARCH_MAX_LIMIT);
    const load = async () => ({ data: await fastify.searchRepository.search(q, limit) });
    // What is still to come leads the answer, so an answer is kept a quarter of an hour at most.
    const quarter = Math.floor(nowMs() / QUARTER_HOUR_MS);
    cache.serve(request, reply, `${limit}:${quarter}:${searchCacheKey(q)}`, load, () => reply.callNotFound());
  });
};

export default searchRoutes;
