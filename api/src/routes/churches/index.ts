/**
 * GET /api/churches, /api/churches/{id}, /api/churches/{id}/image (spec §2 /onze-kerken) and
 * /api/churches/{id}/image.png (the drawing as PNG, for link previews). The drawing's file name is
 * answered as a URL under the API's public base, so the browser loads it wherever the API lives.
 */
import type { FastifyPluginAsync } from 'fastify';

import { sendPng } from '../../lib/png-rendition';
import { resourceImageUrl, sendSvg } from '../../lib/svg-folder';
import type { Church } from '../../plugins/app/churches/churches-repository';
import { getChurchImageSchema, getChurchPngSchema, getChurchSchema, listChurchesSchema } from '../../schemas/churches';
import { COMMUNITY_MAX_PAGE_SIZE } from '../../schemas/community';

const NOT_FOUND = { code: 'not_found', message: 'Kerk niet gevonden' };
const IMAGE_NOT_FOUND = { code: 'not_found', message: 'Afbeelding niet gevonden' };

const churchRoutes: FastifyPluginAsync = async (fastify) => {
  const drawings = fastify.drawings.churches;
  const toAnswer = (church: Church) => {
    const hasImage = Boolean(drawings.svg(church.image));
    return {
      ...church,
      image: hasImage ? resourceImageUrl(fastify.config.apiUrl, 'churches', church.id, 'image') : '',
      imageAlt: hasImage ? church.imageAlt : '',
    };
  };

  fastify.get<{ Querystring: { page: number; pageSize: number } }>(
    '/',
    { schema: listChurchesSchema, config: { publicCache: true } },
    async (request) => {
      const page = request.query.page;
      const pageSize = Math.min(request.query.pageSize, COMMUNITY_MAX_PAGE_SIZE);
      const { items, total } = await fastify.churchesRepository.list({ page, pageSize });
      return { data: items.map(toAnswer), meta: { page, pageSize, total } };
    },
  );

  fastify.get<{ Params: { id: number } }>('/:id', { schema: getChurchSchema, config: { publicCache: true } }, async (request, reply) => {
    const church = await fastify.churchesRepository.findById(request.params.id);
    if (!church) return reply.code(404).send(NOT_FOUND);
    return { data: toAnswer(church) };
  });

  fastify.get<{ Params: { id: number } }>('/:id/image', { schema: getChurchImageSchema }, async (request, reply) => {
    const church = await fastify.churchesRepository.findById(request.params.id);
    if (!church) return reply.code(404).send(NOT_FOUND);
    const svg = drawings.svg(church.image);
    if (!svg) return reply.code(404).send(IMAGE_NOT_FOUND);
    return sendSvg(reply, svg);
  });

  fastify.get<{ Params: { id: number } }>('/:id/image.png', { schema: getChurchPngSchema }, async (request, reply) => {
    const church = await fastify.churchesRepository.findById(request.params.id);
    if (!church) return reply.code(404).send(NOT_FOUND);
    const png = await drawings.png(church.image);
    return png ? sendPng(request, reply, png) : reply.code(404).send(IMAGE_NOT_FOUND);
  });
};

export default churchRoutes;
