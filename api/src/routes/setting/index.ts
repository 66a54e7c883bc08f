/** GET /api/setting: the site-wide settings (spec §3), cached by the front end after one success. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { JSON_CACHE_ROUTE } from '../../plugins/app/http-cache/json-cache';
import { getSettingSchema } from '../../schemas/setting';

const settingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Asked by every page view: a plain handler, served synchronously from the JSON cache (json-cache.ts).
  fastify.get('/', { schema: getSettingSchema, config: JSON_CACHE_ROUTE }, (request, reply) => {
    const load = async () => ({ data: await fastify.settingsRepository.get() });
    fastify.jsonCache.serve(request, reply, 'setting', load, () => reply.callNotFound());
  });
};

export default settingRoutes;
