/**
 * GET /api/zijstroom.rss (the site map's `feed` of /zijstroom): the 20 newest sent Zijstroom issues
 * as RSS 2.0, for feed readers. `feed` ships as ESM only, so it is loaded with import() once, when
 * the route is registered.
 */
import { ROUTES } from '@kerk/kit/site-map';
import type { FastifyPluginAsync } from 'fastify';

import { absoluteUrl, publicOrigin } from '../../lib/public-origin';
import { buildZijstroomFeed } from '../../plugins/app/newsletter/zijstroom-feed';
import { getZijstroomRssSchema } from '../../schemas/newsletter';

export const FEED_SIZE = 20;

const zijstroomFeedRoutes: FastifyPluginAsync = async (fastify) => {
  const { Feed } = await import('feed');

  fastify.get('/', { schema: getZijstroomRssSchema, config: { publicCache: true } }, async (request, reply) => {
    const [items, settings, page] = await Promise.all([
      fastify.newsletter.issues.feedItems(FEED_SIZE),
      fastify.settingsRepository.get(),
      fastify.pagesRepository.findByName('paper'),
    ]);
    const origin = publicOrigin(request, fastify.config);
    const xml = buildZijstroomFeed(Feed, items, {
      origin,
      self: absoluteUrl(`${fastify.config.apiUrl.replace(/\/+$/, '')}${ROUTES.zijstroom.feed.path}`, origin),
      siteName: settings.title,
      description: page?.metaDescription ?? '',
    });
    return reply.type('application/rss+xml; charset=utf-8').send(xml);
  });
};

export default zijstroomFeedRoutes;
