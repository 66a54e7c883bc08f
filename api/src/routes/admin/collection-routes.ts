/**
 * The routes every editable collection of the admin API shares (issue 16), on a collection of
 * plugins/app/content-editing/collection.ts: one item, create, save with `If-Match`, delete into the
 * Prullenbak, the Prullenbak and restore, the revisions and putting one back. An item's ETag is its
 * version (`"3"`). A kind registers its list (its query is its own) and its own calls (import,
 * copy…) itself, before these.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLES, type Role } from '@kerk/kit/accounts';
import { type ContentType, whenText } from '@kerk/kit/content-types';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { now as clockNow } from '../../lib/clock';
import type { Editor, SaveResult } from '../../plugins/app/content-editing/collection';
import { named } from '../../lib/named-plugin';
import { createDrafts } from '../../plugins/app/content-editing/drafts';
import { numericEtag, versionOrRefuse } from '../../plugins/app/content-editing/if-match';
import type { draftSchemas } from '../../schemas/admin-collection';

/** Both editing roles. */
export const editors = { access: ROLES };

export const editorOf = (request: FastifyRequest): Editor => ({ actor: request.adminSession!.user, ip: request.ip });

/** "op 7 december 2026 om 10.00", for a 409: the kit's, which the editing app's tests read too. */
export { whenText };

/** A kind's Dutch messages for the shared answers. */
export interface CollectionMessages {
  invalid: string;
  notFound: string;
  trashNotFound: string;
  revisionNotFound: string;
  versionMissing: string;
  /** "Deze dienst is intussen gewijzigd door … op …". */
  conflict: (by: string, at: string, when: (at: string) => string) => string;
  /** A kind whose items can be closed to writing (a Zijstroom klaargezet or sent): 409 `locked`. */
  locked?: string;
}

/** A save's outcome, or `locked`: the item no longer takes writes (a Zijstroom on its way). */
type Saved<Admin> = SaveResult<Admin> | { status: 'locked' };

/**
 * A collection's calls; one without `create` or `remove` (the churches: fixed) gets no POST, or no
 * delete, Prullenbak or restore routes. `create` and `update` take the body as the kind's schema
 * passed it (the fields, and a kind's extras such as `confirmPast`).
 */
interface Editable<Admin> {
  get(id: number): Promise<Admin | null>;
  // The body's type is the kind's schema's, which varies per kind.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  create?(body: any, editor: Editor): Promise<Saved<Admin>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  update(id: number, body: any, version: number, editor: Editor): Promise<Saved<Admin>>;
  remove?(id: number, editor: Editor): Promise<number | null>;
  trash?(): Promise<unknown[]>;
  restore?(trashId: number, editor: Editor): Promise<Admin | null>;
  revisions(id: number): Promise<unknown[]>;
  /** The readable name of a stored item, null when it is gone (the drafts waiting, GET /api/admin/drafts). */
  titleOf(id: number): Promise<string | null>;
  restoreRevision(id: number, revisionId: number, version: number, editor: Editor): Promise<SaveResult<Admin> | { status: 'revision_not_found' }>;
}

export function collectionReplies<Admin extends { version: number; updatedBy: string; updatedAt: string }>(messages: CollectionMessages) {
  const notFound = (reply: FastifyReply, message: string = messages.notFound) => reply.code(404).send({ code: 'not_found', message });
  return {
    notFound,
    /** 428 without If-Match, 400 for a bad one (the reply is sent: return it); else the version. */
    version: (request: FastifyRequest, reply: FastifyReply) => versionOrRefuse(request, reply, { missing: messages.versionMissing, bad: messages.versionMissing }),
    /** The item with its ETag, or 400 per field, 404, or 409 naming who and when (or that it is locked). */
    saved(reply: FastifyReply, result: Saved<Admin>, created = false) {
      switch (result.status) {
        case 'locked':
          return reply.code(409).send({ code: 'locked', message: messages.locked ?? messages.invalid });
        case 'ok':
          return reply
            .code(created ? 201 : 200)
            .header('etag', numericEtag(result.current.version))
            .send({ data: result.current });
        case 'invalid':
          return reply.code(400).send({ code: result.pastWarning ? 'past_date' : 'validation_error', message: messages.invalid, fields: result.fields, pastWarning: result.pastWarning ?? false });
        case 'not_found':
          return notFound(reply);
        case 'conflict':
          return reply
            .code(409)
            .header('etag', numericEtag(result.current.version))
            .send({ code: 'conflict', message: messages.conflict(result.current.updatedBy, result.current.updatedAt, whenText), current: result.current });
      }
    },
  };
}

// The schemas are the kind's (collectionSchemas of schemas/admin-collection.ts); their exact types vary per kind.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Schemas = { get: any; create?: any; update: any; remove: any; trash: any; restore: any; revisions: any; restoreRevision: any; drafts: ReturnType<typeof draftSchemas> };

/**
 * The autosaved drafts and presence of a kind (issue 30): an editor's own draft of an item (or of a
 * new one, `nieuw`), saved while typing, offered back later, thrown away on request; a heartbeat
 * while the form is open, which answers who else has it open. A heartbeat does not lengthen the
 * session (`keepIdle`): only typing (a draft) does, so an unattended form still times out.
 */
function draftRoutes(kind: string, schemas: ReturnType<typeof draftSchemas>, editors: { access: readonly Role[] }): FastifyPluginAsyncTypebox {
  return named(async (fastify) => {
    const drafts = createDrafts(fastify.db);
    const userOf = (request: FastifyRequest) => request.adminSession!.user;

    fastify.get('/drafts/:ref', { schema: schemas.get, config: editors }, async (request) => {
      const user = userOf(request);
      const [draft, others] = await Promise.all([drafts.get(kind, request.params.ref, user.id), drafts.others(kind, request.params.ref, user.id, clockNow())]);
      return { data: { draft, others } };
    });

    fastify.put('/drafts/:ref', { schema: schemas.save, config: editors, bodyLimit: 1_000_000 }, async (request) => {
      const user = userOf(request);
      const at = clockNow();
      const savedAt = await drafts.save(kind, request.params.ref, user, request.body, at);
      return { data: { savedAt, others: await drafts.others(kind, request.params.ref, user.id, at) } };
    });

    fastify.delete('/drafts/:ref', { schema: schemas.discard, config: editors }, async (request, reply) => {
      await drafts.discard(kind, request.params.ref, userOf(request).id);
      return reply.code(204).send(null);
    });

    fastify.post('/presence/:ref', { schema: schemas.presence, config: { ...editors, keepIdle: true } }, async (request) => {
      const user = userOf(request);
      const at = clockNow();
      if (request.body.leaving) await drafts.leave(kind, request.params.ref, user.id);
      else await drafts.heartbeat(kind, request.params.ref, user, at);
      return { data: { others: await drafts.others(kind, request.params.ref, user.id, at) } };
    });
  }, `drafts of ${kind}`);
}

/** What a kind does after one of its items was saved (a save or a revision put back), before the answer. */
export type AfterSave = (request: FastifyRequest, id: number) => Promise<void>;

/**
 * Registers the shared routes, create and save among them (their bodies are the kind's schemas), and
 * the kind with the list of drafts waiting (drafts.ts), so every kind with drafts is named there.
 * `access`: who may use them (both editing roles unless the type says otherwise); `afterSave`: the
 * kind's own work after a save (a service's or event's sign-ups: more seats move the waitlist up).
 */
export function collectionRoutes<Admin extends { version: number; updatedBy: string; updatedAt: string }>(
  editing: Editable<Admin>,
  schemas: Schemas,
  messages: CollectionMessages,
  type: ContentType,
  access: { access: readonly Role[] } = editors,
  afterSave?: AfterSave,
): FastifyPluginAsyncTypebox {
  const replies = collectionReplies<Admin>(messages);
  const { kind } = type;
  return named(async (fastify) => {
    fastify.draftKinds.set(kind, { type, titleOf: (id) => editing.titleOf(id) });
    await fastify.register(draftRoutes(kind, schemas.drafts, access));
    const { create, remove, trash, restore } = editing;
    if (create && schemas.create) {
      fastify.post('/', { schema: schemas.create, config: access }, async (request, reply) => replies.saved(reply, await create(request.body, editorOf(request)), true));
    }

    fastify.put<{ Params: { id: number } }>('/:id', { schema: schemas.update, config: access }, async (request, reply) => {
      const version = replies.version(request, reply);
      if (version === null) return reply;
      const result = await editing.update(request.params.id, request.body, version, editorOf(request));
      if (result.status === 'ok') await afterSave?.(request, request.params.id);
      return replies.saved(reply, result);
    });

    if (remove && trash && restore) {
      fastify.get('/prullenbak', { schema: schemas.trash, config: access }, async () => ({ data: await trash() }));

      fastify.post<{ Params: { id: number } }>('/prullenbak/:id/restore', { schema: schemas.restore, config: access }, async (request, reply) => {
        const item = await restore(request.params.id, editorOf(request));
        if (!item) return replies.notFound(reply, messages.trashNotFound);
        return reply.header('etag', numericEtag(item.version)).send({ data: item });
      });

      fastify.delete<{ Params: { id: number } }>('/:id', { schema: schemas.remove, config: access }, async (request, reply) => {
        const trashId = await remove(request.params.id, editorOf(request));
        if (trashId === null) return replies.notFound(reply);
        return { data: { trashId } };
      });
    }

    fastify.get<{ Params: { id: number } }>('/:id', { schema: schemas.get, config: access }, async (request, reply) => {
      const item = await editing.get(request.params.id);
      if (!item) return replies.notFound(reply);
      return reply.header('etag', numericEtag(item.version)).send({ data: item });
    });

    fastify.get<{ Params: { id: number } }>('/:id/revisions', { schema: schemas.revisions, config: access }, async (request, reply) => {
      if (!(await editing.get(request.params.id))) return replies.notFound(reply);
      return { data: await editing.revisions(request.params.id) };
    });

    fastify.post<{ Params: { id: number; revisionId: number } }>('/:id/revisions/:revisionId/restore', { schema: schemas.restoreRevision, config: access }, async (request, reply) => {
      const version = replies.version(request, reply);
      if (version === null) return reply;
      const result = await editing.restoreRevision(request.params.id, request.params.revisionId, version, editorOf(request));
      if (result.status === 'revision_not_found') return replies.notFound(reply, messages.revisionNotFound);
      if (result.status === 'ok') await afterSave?.(request, request.params.id);
      return replies.saved(reply, result);
    });
  }, `collection ${kind}`);
}
