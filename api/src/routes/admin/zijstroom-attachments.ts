/**
 * /api/admin/zijstroom/bijlagen (beheerder and redacteur, issue 33): the paper edition as a PDF,
 * sent as the request's body (any Content-Type: the content decides, `%PDF-` first), at most
 * 10 MB; answered with its id, which the form saves as `attachmentId`. And the PDF back, to
 * check it. The media library takes photos only (plugins/app/newsletter/attachments-repository.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newsletter } from '@kerk/kit/newsletter';
import type { FastifyError } from 'fastify';

import { sendApiError } from '../../plugins/app/errors/error-handler';
import { createAttachmentsRepository, isPdf } from '../../plugins/app/newsletter/attachments-repository';
import { getAttachmentSchema, uploadAttachmentSchema } from '../../schemas/admin-zijstroom';
import { editors } from './collection-routes';

const { maxBytes } = newsletter.attachment;

export const attachmentMessages = {
  notAPdf: 'Dit bestand is geen pdf. Kies de pdf van de papieren Zijstroom.',
  tooLarge: 'Deze pdf is te groot. Kies een pdf van hoogstens 10 MB.',
  empty: 'Er is geen bestand meegestuurd. Kies een pdf.',
  missing: 'Deze pdf bestaat niet (meer).',
} as const;

const zijstroomAttachmentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const attachments = createAttachmentsRepository(fastify.db);
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));

  fastify.post(
    '/',
    {
      schema: uploadAttachmentSchema,
      config: editors,
      bodyLimit: maxBytes,
      // The body limit's own answer is English and generic: this one says what to do.
      errorHandler: (error: FastifyError, request, reply) => {
        if (error.statusCode === 413) return reply.code(413).send({ code: 'pdf_too_large', message: attachmentMessages.tooLarge });
        return sendApiError(error, request, reply);
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) return reply.code(400).send({ code: 'attachment_missing', message: attachmentMessages.empty });
      if (!isPdf(body)) return reply.code(415).send({ code: 'not_a_pdf', message: attachmentMessages.notAPdf });
      const added = await attachments.add(body, request.query.name ?? '', request.adminSession!.user.email);
      return reply.code(201).send({ data: added });
    },
  );

  fastify.get('/:id', { schema: getAttachmentSchema, config: editors }, async (request, reply) => {
    const file = await attachments.file(request.params.id);
    if (!file) return reply.code(404).send({ code: 'not_found', message: attachmentMessages.missing });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .send(file.content);
  });
};

export default zijstroomAttachmentRoutes;
