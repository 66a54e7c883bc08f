/**
 * /api/admin/media (beheerder and redacteur, issue 16): the photo library. An upload is the photo's
 * bytes as the request body (any Content-Type: the content decides, read by sharp), with its alt
 * text and file name in the query; read as a stream and stopped past 15 MB (413). The same bytes
 * again are not stored twice: 200 with the photo already there (`duplicate: true`). PATCH changes
 * the description and/or the focal point (both percentages 0–100, together). A photo still used
 * somewhere is not deleted (409, naming where).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mediaMessages } from '@kerk/kit/content-types';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { named } from '../../lib/named-plugin';
import { MEDIA_MAX_BYTES, NotAnImageError } from '../../plugins/app/media/media-processing';
import type { Editor } from '../../plugins/app/site-admin/site-admin-repository';
import { deleteMediaSchema, getMediaSchema, listMediaSchema, MEDIA_MAX_PAGE_SIZE, updateMediaSchema, uploadMediaSchema } from '../../schemas/admin-media';

const access = ['beheerder', 'redacteur'] as const;

/** The API's Dutch answers about photos: the kit's, which the editing app's tests read too. */
export { mediaMessages };

const editorOf = (request: FastifyRequest): Editor => ({ actor: request.adminSession!.user, ip: request.ip });
const refuse = (status: number, code: string, message: string) => Object.assign(new Error(message), { statusCode: status, code });
const notFound = (reply: FastifyReply) => reply.code(404).send({ code: 'not_found', message: mediaMessages.missing });

/** The upload route's body: every byte, whatever the Content-Type says, stopped past the limit. */
const uploadRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (request, payload, done) => {
    const declared = Number(request.headers['content-length']);
    if (declared > MEDIA_MAX_BYTES) return done(refuse(413, 'media_too_large', mediaMessages.tooLarge));
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MEDIA_MAX_BYTES) {
        payload.removeListener('data', onData);
        payload.removeListener('end', onEnd);
        chunks.length = 0;
        done(refuse(413, 'media_too_large', mediaMessages.tooLarge));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (error?: Error) => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onEnd);
      if (error) return done(refuse(400, 'upload_failed', mediaMessages.empty));
      done(null, Buffer.concat(chunks));
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onEnd);
  });

  fastify.post('/', { schema: uploadMediaSchema, config: { access }, bodyLimit: MEDIA_MAX_BYTES + 1 }, async (request, reply) => {
    const alt = request.query.alt?.trim() ?? '';
    if (!alt) return reply.code(400).send({ code: 'validation_error', message: mediaMessages.altRequired, fields: { alt: mediaMessages.altRequired } });
    const body = request.body;
    if (!Buffer.isBuffer(body) || body.length === 0) return reply.code(400).send({ code: 'media_missing', message: mediaMessages.empty, fields: { file: mediaMessages.empty } });
    try {
      const { item, duplicate } = await fastify.media.upload(body, { alt, originalName: request.query.name ?? '' }, editorOf(request));
      return reply.code(duplicate ? 200 : 201).send({ data: { ...item, duplicate } });
    } catch (error) {
      if (error instanceof NotAnImageError) return reply.code(415).send({ code: 'not_an_image', message: mediaMessages.notAnImage, fields: { file: mediaMessages.notAnImage } });
      throw error;
    }
  });
};

const mediaRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(named(uploadRoute));

  fastify.get('/', { schema: listMediaSchema, config: { access } }, async (request) => {
    const { page } = request.query;
    const pageSize = Math.min(request.query.pageSize, MEDIA_MAX_PAGE_SIZE);
    const { items, total } = await fastify.media.list(page, pageSize);
    return { data: items, meta: { page, pageSize, total } };
  });

  fastify.get('/:id', { schema: getMediaSchema, config: { access } }, async (request, reply) => {
    const item = await fastify.media.get(request.params.id);
    return item ? { data: item } : notFound(reply);
  });

  fastify.patch('/:id', { schema: updateMediaSchema, config: { access } }, async (request, reply) => {
    const { focusX, focusY } = request.body;
    const alt = request.body.alt?.trim();
    const invalid = (field: string, message: string) => reply.code(400).send({ code: 'validation_error', message, fields: { [field]: message } });
    if (alt === '') return invalid('alt', mediaMessages.altRequired);
    if ((focusX === undefined) !== (focusY === undefined)) return invalid(focusX === undefined ? 'focusX' : 'focusY', mediaMessages.focusIncomplete);
    for (const [field, value] of [['focusX', focusX], ['focusY', focusY]] as const) {
      if (value !== undefined && (value < 0 || value > 100)) return invalid(field, mediaMessages.focusOutside);
    }
    if (alt === undefined && focusX === undefined) return invalid('alt', mediaMessages.nothingToChange);
    const focus = focusX !== undefined && focusY !== undefined ? { focusX, focusY } : undefined;
    const item = await fastify.media.update(request.params.id, { alt, focus }, editorOf(request));
    return item ? { data: item } : notFound(reply);
  });

  fastify.delete('/:id', { schema: deleteMediaSchema, config: { access } }, async (request, reply) => {
    const result = await fastify.media.remove(request.params.id, editorOf(request));
    if (result.status === 'missing') return notFound(reply);
    if (result.status === 'in_use') {
      return reply.code(409).send({ code: 'media_in_use', message: mediaMessages.inUse(result.usages.map((usage) => usage.label)), usages: result.usages });
    }
    return reply.code(204).send(null);
  });
};

export default mediaRoutes;
