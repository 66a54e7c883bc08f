/**
 * GET /api/site/preview.png, the site's own link-preview image (1200 × 630): the og:image and
 * twitter:image of every page that has no picture of its own; GET /api/site/logo.png (512 × 512),
 * the publisher's logo in the structured data. Their URLs never change; a new rendering is picked
 * up by revalidation (ETag of its bytes).
 */
import type { FastifyPluginAsync } from 'fastify';

import { sendPng } from '../../plugins/app/drawings/png-rendition';
import { siteImagePng } from '../../plugins/app/drawings/site-preview';
import { getSiteLogoSchema, getSitePreviewSchema } from '../../schemas/site';

const siteRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/preview.png', { schema: getSitePreviewSchema }, async (request, reply) => sendPng(request, reply, siteImagePng('preview')));
  fastify.get('/logo.png', { schema: getSiteLogoSchema }, async (request, reply) => sendPng(request, reply, siteImagePng('logo')));
};

export default siteRoutes;
