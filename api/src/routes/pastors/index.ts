/**
 * GET /api/pastors, /api/pastors/{id}, /api/pastors/{id}/photo (spec §2 /gemeente/pastoraal-team)
 * and /api/pastors/{id}/photo.png (the portrait as PNG, for link previews). The list leaves out the
 * biography; the portrait's file name is answered as a URL under the API's public base.
 */
import type { FastifyPluginAsync } from 'fastify';

import { sendPng } from '../../lib/png-rendition';
import { resourceImageUrl, sendSvg } from '../../lib/svg-folder';
import type { Pastor } from '../../plugins/app/pastors/pastors-repository';
import { COMMUNITY_MAX_PAGE_SIZE } from '../../schemas/community';
import { getPastorPhotoPngSchema, getPastorPhotoSchema, getPastorSchema, listPastorsSchema } from '../../schemas/pastors';

const NOT_FOUND = { code: 'not_found', message: 'Teamlid niet gevonden' };
const IMAGE_NOT_FOUND = { code: 'not_found', message: 'Afbeelding niet gevonden' };

const pastorRoutes: FastifyPluginAsync = async (fastify) => {
  const portraits = fastify.drawings.pastors;
  const toAnswer = (pastor: Pastor) => {
    const hasPhoto = Boolean(portraits.svg(pastor.photo));
    return {
      ...pastor,
      photo: hasPhoto ? resourceImageUrl(fastify.config.apiUrl, 'pastors', pastor.id, 'photo') : '',
      photoAlt: hasPhoto ? pastor.photoAlt : '',
    };
  };

  fastify.get<{ Querystring: { page: number; pageSize: number } }>(
    '/',
    { schema: listPastorsSchema, config: { publicCache: true } },
    async (request) => {
      const page = request.query.page;
      const pageSize = Math.min(request.query.pageSize, COMMUNITY_MAX_PAGE_SIZE);
      const { items, total } = await fastify.pastorsRepository.list({ page, pageSize });
      // The schema's summary shape drops the biography from the list answer.
      return { data: items.map(toAnswer), meta: { page, pageSize, total } };
    },
  );

  fastify.get<{ Params: { id: number } }>('/:id', { schema: getPastorSchema, config: { publicCache: true } }, async (request, reply) => {
    const pastor = await fastify.pastorsRepository.findById(request.params.id);
    if (!pastor) return reply.code(404).send(NOT_FOUND);
    return { data: toAnswer(pastor) };
  });

  fastify.get<{ Params: { id: number } }>('/:id/photo', { schema: getPastorPhotoSchema }, async (request, reply) => {
    const pastor = await fastify.pastorsRepository.findById(request.params.id);
    if (!pastor) return reply.code(404).send(NOT_FOUND);
    const svg = portraits.svg(pastor.photo);
    if (!svg) return reply.code(404).send(IMAGE_NOT_FOUND);
    return sendSvg(reply, svg);
  });

  fastify.get<{ Params: { id: number } }>('/:id/photo.png', { schema: getPastorPhotoPngSchema }, async (request, reply) => {
    const pastor = await fastify.pastorsRepository.findById(request.params.id);
    if (!pastor) return reply.code(404).send(NOT_FOUND);
    const png = await portraits.png(pastor.photo);
    return png ? sendPng(request, reply, png) : reply.code(404).send(IMAGE_NOT_FOUND);
  });
};

export default pastorRoutes;
