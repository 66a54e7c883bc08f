/**
 * GET /api/news.rss: the 20 newest articles as RSS 2.0 (title, excerpt, drawing), for feed readers
 * and newsletters. Links are absolute, on the public origin (lib/public-origin.ts).
 * `feed` ships as ESM only, so it is loaded with import() once, when the route is registered.
 */
import fs from 'node:fs';

import type { FastifyPluginAsync } from 'fastify';

import { publicOrigin } from '../../lib/public-origin';
import { MEDIA_URL_PATTERN } from '../../plugins/app/media/media-repository';
import { buildNewsFeed } from '../../plugins/app/news/news-feed';
import { getNewsRssSchema } from '../../schemas/news-feed';

export const FEED_SIZE = 20;

const newsFeedRoutes: FastifyPluginAsync = async (fastify) => {
  const { Feed } = await import('feed');

  fastify.get('/', { schema: getNewsRssSchema, config: { publicCache: true } }, async (request, reply) => {
    const [{ items }, settings, page] = await Promise.all([
      fastify.newsRepository.list({ page: 1, pageSize: FEED_SIZE }),
      fastify.settingsRepository.get(),
      fastify.pagesRepository.findByName('news'),
    ]);
    const origin = publicOrigin(request, fastify.config);
    const xml = buildNewsFeed(Feed, items, {
      origin,
      apiUrl: fastify.config.apiUrl,
      siteName: settings.title,
      description: page?.metaDescription ?? '',
      imageLength: (file) => fastify.drawings.news.svg(file)?.length,
      photoLength: (url) => {
        const [, hash, file] = MEDIA_URL_PATTERN.exec(url) ?? [];
        const filePath = hash && file ? fastify.media.filePath(hash, file) : undefined;
        return filePath && fs.existsSync(filePath) ? fs.statSync(filePath).size : undefined;
      },
    });
    return reply.type('application/rss+xml; charset=utf-8').send(xml);
  });
};

export default newsFeedRoutes;
