/**
 * Page editing (issue 15), under /api/admin/pages: the list, one page with its draft, saving and
 * discarding the draft, publishing with If-Match (409 when someone published in between, 428
 * without it), the revisions and restoring one, and the preview. Beheerder and redacteur; the
 * footer (`footer`) only a beheerder. The ETag of a page is its version: `"3"`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLES } from '@kerk/kit/accounts';
import { PAGE_KIND } from '@kerk/kit/content-types';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { now as clockNow } from '../../lib/clock';
import { createDrafts } from '../../plugins/app/content-editing/drafts';
import { numericEtag, versionOrRefuse as refuseWithoutVersion } from '../../plugins/app/content-editing/if-match';
import { FOOTER, editingApiMessages as messages } from '../../plugins/app/pages/page-places';
import type { PublishResult } from '../../plugins/app/pages/page-publishing';
import {
  discardDraftSchema,
  getEditablePageSchema,
  pagePresenceSchema,
  getRevisionSchema,
  listPagesSchema,
  listRevisionsSchema,
  previewSchema,
  publishSchema,
  restoreSchema,
  saveDraftSchema,
} from '../../schemas/admin-pages';

const editors = { access: ROLES };

/** Who is editing (the guard has set the session). */
function editorOf(request: FastifyRequest) {
  const user = request.adminSession?.user;
  if (!user) throw new Error('admin route without the admin guard');
  return user;
}

/** The footer is a beheerder's: a redacteur gets 403 there. Answers true when it sent that. */
function refusedFooter(name: string, request: FastifyRequest, reply: FastifyReply): boolean {
  if (name !== FOOTER || editorOf(request).role === 'beheerder') return false;
  reply.code(403).send({ code: 'forbidden', message: messages.footerForbidden });
  return true;
}

const notFound = (reply: FastifyReply, message: string = messages.notFound) => reply.code(404).send({ code: 'not_found', message });
const etagOf = numericEtag;

/** Answers a publish or restore: the page with its new ETag, or 404, 409 (who and when) or 400. */
function sendPublished(reply: FastifyReply, name: string, result: PublishResult) {
  switch (result.status) {
    case 'published':
      return reply.header('etag', etagOf(result.page.version)).send({ data: result.page });
    case 'not_found':
      return notFound(reply);
    case 'conflict':
      return reply
        .code(409)
        .header('etag', etagOf(result.current.version))
        .send({ code: 'conflict', message: messages.conflict(name, result.current.updatedBy, result.current.updatedAt), current: result.current });
    case 'invalid':
      return reply.code(400).send({ code: 'validation_error', message: messages.invalid, fields: result.fields });
  }
}

const versionOrRefuse = (request: FastifyRequest, reply: FastifyReply) => refuseWithoutVersion(request, reply, { missing: messages.preconditionRequired, bad: messages.badVersion });

const pageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const presence = createDrafts(fastify.db);
  const editing = fastify.pageEditing;

  fastify.get('/', { schema: listPagesSchema, config: editors }, async (request) => ({
    data: await editing.list(editorOf(request).role === 'beheerder'),
  }));

  fastify.get('/:name', { schema: getEditablePageSchema, config: editors }, async (request, reply) => {
    if (refusedFooter(request.params.name, request, reply)) return reply;
    const page = await editing.find(request.params.name);
    if (!page) return notFound(reply);
    return reply.header('etag', etagOf(page.version)).send({ data: page });
  });

  fastify.put('/:name/draft', { schema: saveDraftSchema, config: editors }, async (request, reply) => {
    if (refusedFooter(request.params.name, request, reply)) return reply;
    const draft = await editing.saveDraft(request.params.name, request.body, editorOf(request));
    if (!draft) return notFound(reply);
    if ('status' in draft) return reply.code(400).send({ code: 'validation_error', message: messages.invalid, fields: draft.fields });
    // Typing in a page counts as having it open (as a content item's draft does).
    await presence.heartbeat(PAGE_KIND, request.params.name, editorOf(request), clockNow());
    return { data: draft };
  });

  fastify.post('/:name/presence', { schema: pagePresenceSchema, config: { ...editors, keepIdle: true } }, async (request, reply) => {
    if (refusedFooter(request.params.name, request, reply)) return reply;
    const user = editorOf(request);
    const at = clockNow();
    if (request.body.leaving) await presence.leave(PAGE_KIND, request.params.name, user.id);
    else await presence.heartbeat(PAGE_KIND, request.params.name, user, at);
    return { data: { others: await presence.others(PAGE_KIND, request.params.name, user.id, at) } };
  });

  fastify.delete('/:name/draft', { schema: discardDraftSchema, config: editors }, async (request, reply) => {
    if (refusedFooter(request.params.name, request, reply)) return reply;
    if (!(await editing.discardDraft(request.params.name, editorOf(request), request.ip))) return notFound(reply);
    return reply.code(204).send(null);
  });

  fastify.post('/:name/publish', { schema: publishSchema, config: editors }, async (request, reply) => {
    if (refusedFooter(request.params.name, request, reply)) return reply;
    const version = versionOrRefuse(request, reply);
    if (version === null) return reply;
    const { name } = request.params;
    return sendPublished(reply, name, await editing.publish(name, request.body, version, editorOf(request), request.ip));
  });

  fastify.get('/:name/revisions', { schema: listRevisionsSchema, config: editors }, async (request, reply) => {
    if (refusedFooter(request.params.name, request, reply)) return reply;
    const revisions = await editing.revisions(request.params.name);
    return revisions ? { data: revisions } : notFound(reply);
  });

  fastify.get('/:name/revisions/:id', { schema: getRevisionSchema, config: editors }, async (request, reply) => {
    if (refusedFooter(request.params.name, request, reply)) return reply;
    const revision = await editing.revision(request.params.name, request.params.id);
    return revision ? { data: revision } : notFound(reply, messages.revisionNotFound);
  });

  fastify.post('/:name/revisions/:id/restore', { schema: restoreSchema, config: editors }, async (request, reply) => {
    if (refusedFooter(request.params.name, request, reply)) return reply;
    const version = versionOrRefuse(request, reply);
    if (version === null) return reply;
    const { name, id } = request.params;
    return sendPublished(reply, name, await editing.restore(name, id, version, editorOf(request), request.ip));
  });

  fastify.get('/:name/preview', { schema: previewSchema, config: editors }, async (request, reply) => {
    if (refusedFooter(request.params.name, request, reply)) return reply;
    const preview = await editing.preview(request.params.name);
    // The admin scope already answers no-store; said here too, as the contract promises it.
    return preview ? reply.header('cache-control', 'no-store').send({ data: preview }) : notFound(reply);
  });
};


export default pageRoutes;
