/** GET /api/setting: the site-wide settings (spec §3), cached by the front end after one success. */
import type { FastifyPluginAsync } from 'fastify';

import { getSettingSchema } from '../../schemas/setting';

const settingRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/', { schema: getSettingSchema, config: { publicCache: true } }, async () => ({
    data: await fastify.settingsRepository.get(),
  }));
};

export default settingRoutes;
