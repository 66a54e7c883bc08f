/**
 * GET /api/media/<hash>/<width>.<avif|webp> and /api/media/<hash>/preview.jpg: the photos of the
 * media library (issue 16). The folder is the upload's content hash, so a file never changes
 * under its URL: any cache may keep it for a year.
 */
import fs from 'node:fs/promises';

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { sendNotFound } from '../../plugins/app/errors/error-handler';
import { mediaFileSchema } from '../../schemas/admin-media';

const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
export const MEDIA_CACHE = 'public, max-age=31536000, immutable';

const mediaFileRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/:hash/:file', { schema: mediaFileSchema }, async (request, reply) => {
    const { hash, file } = request.params;
    const filePath = fastify.media.filePath(hash, file);
    const data = filePath ? await fs.readFile(filePath).catch(() => undefined) : undefined;
    if (!data) return sendNotFound(request, reply);
    const extension = file.slice(file.lastIndexOf('.') + 1);
    return reply.header('cache-control', MEDIA_CACHE).header('content-type', TYPES[extension]).send(data);
  });
};

export default mediaFileRoutes;
