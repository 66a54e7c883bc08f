/**
 * The page-editing calls of the admin API (`/api/admin/pages`, the API's routes/admin/pages.ts) on
 * the one fake admin API, for the section's tests: one page in memory, its draft, publish and
 * restore with If-Match (428 without, 409 with the kit's sentence and `current`), its revisions,
 * who else has it open. Each answer is checked against the kit's page schemas; the 401 of an
 * ended session is the shared fake's. Every request is recorded with its method, headers and body.
 */
import {
  dataAnswerSchema,
  editablePageSchema,
  editablePageSummarySchema,
  pageConflictSchema,
  pageDraftSchema,
  pageRevisionSchema,
  pageRevisionSummarySchema,
} from '@kerk/kit/api-schemas';
import { pageEditingMessages as messages } from '@kerk/kit/content-types';
import { Type } from '@sinclair/typebox';

import { type Answer, fakeAdminApi, type Sent } from '../../../lib/testing/fake-admin-api';
import type { Draft, EditablePage, PageTexts, Revision } from '../api/pages-api';

export interface Recorded {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export const HOME: EditablePage = {
  name: 'home',
  label: 'Home',
  path: '/',
  metaTitle: 'Welkom',
  metaDescription: 'De protestantse gemeente',
  version: 3,
  updatedAt: '2026-11-20T19:30:00.000Z',
  updatedBy: 'koster@example.org',
  partials: [
    { name: 'title', label: 'Titel', kind: 'text', maxLength: 200, content: 'Welkom' },
    { name: 'intro', label: 'Inleiding', kind: 'minimal', maxLength: 2000, content: '<p>Welkom in de kerk</p>' },
  ],
  draft: null,
};

const NOW = '2026-11-25T20:05:00.000Z';
const BASE = '/api/admin/pages';
const page = (path: string) => new RegExp(`^${BASE}/home${path}$`);

/** A request as the section's tests read it: the path below /api/admin/pages, the headers sent. */
const recorded = ({ method, path, ifMatch, csrf, body }: Sent): Recorded => ({
  method,
  path: path.slice(BASE.length),
  headers: { ...(ifMatch ? { 'If-Match': ifMatch } : {}), ...(csrf ? { 'X-CSRF-Token': csrf } : {}) },
  body,
});

export function fakePagesApi(start: Partial<EditablePage> = {}) {
  const api = fakeAdminApi();
  const state = {
    page: { ...HOME, ...start } as EditablePage,
    revisions: [{ id: 1, version: 2, createdAt: '2026-11-01T10:00:00.000Z', author: 'scriba@example.org', metaTitle: 'Welkom', metaDescription: 'De gemeente', partials: { title: 'Welkom', intro: '<p>Welkom in ons kerkgebouw</p>' } }] as Revision[],
    get requests(): Recorded[] {
      return api.requests.map(recorded);
    },
    /** When set, the next publish answers 409 as if this person published version+1 meanwhile. */
    otherEditor: null as null | { who: string; texts: PageTexts },
    /** Who else has the page open, as the heartbeat answers. */
    others: [] as { email: string; seenAt: string }[],
    /** The session ended on the server: every call answers 401 until this is false again. */
    get sessionEnded() {
      return api.sessionEnded;
    },
    set sessionEnded(ended: boolean) {
      api.sessionEnded = ended;
    },
  };
  const apply = (texts: PageTexts, who: string): EditablePage => ({
    ...state.page,
    metaTitle: texts.metaTitle,
    metaDescription: texts.metaDescription,
    partials: state.page.partials.map((p) => ({ ...p, content: texts.partials[p.name] ?? p.content })),
    version: state.page.version + 1,
    updatedAt: NOW,
    updatedBy: who,
    draft: null,
  });
  /** Publish or restore as the API does: the version If-Match names, or 428/400; 409 over a stale one. */
  const publish = (sent: Sent, texts: () => PageTexts): Answer => {
    if (!sent.ifMatch) return { status: 428, body: { code: 'precondition_required', message: messages.preconditionRequired } };
    const version = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(sent.ifMatch)?.[1];
    if (!version) return { status: 400, body: { code: 'bad_request', message: messages.badVersion } };
    if (state.otherEditor) {
      state.page = apply(state.otherEditor.texts, state.otherEditor.who);
      state.otherEditor = null;
    }
    const { name, updatedBy, updatedAt } = state.page;
    if (Number(version) !== state.page.version) return { status: 409, body: { code: 'conflict', message: messages.conflict(name, updatedBy, updatedAt), current: state.page } };
    state.page = apply(texts(), 'scriba@example.org');
    return { body: { data: state.page } };
  };
  const pageAnswer = dataAnswerSchema(editablePageSchema, 'page');
  const revision = (sent: Sent) => state.revisions.find((r) => r.id === Number(/\/revisions\/(\d+)/.exec(sent.path)?.[1]));
  api
    .route('GET', /^\/api\/admin\/pages\/[^/]+$/, null, { status: 404, body: { code: 'not_found', message: messages.notFound } })
    .route('GET', BASE, dataAnswerSchema(Type.Array(editablePageSummarySchema), 'pages'), () => {
      const { name, label, path, version, updatedAt, updatedBy, draft } = state.page;
      return { body: { data: [{ name, label, path, version, updatedAt, updatedBy, hasDraft: Boolean(draft) }] } };
    })
    .route('GET', page(''), pageAnswer, () => ({ body: { data: state.page } }))
    // The heartbeat's answer is the drafts' presence schema of the API (schemas/admin-collection.ts), not in the kit.
    .route('POST', page('/presence'), null, () => ({ body: { data: { others: state.others } } }))
    .route('PUT', page('/draft'), dataAnswerSchema(pageDraftSchema, 'draft'), (sent) => {
      const draft: Draft = { ...(sent.body as unknown as PageTexts), baseVersion: state.page.version, updatedAt: NOW, updatedBy: 'scriba@example.org' };
      state.page = { ...state.page, draft };
      return { body: { data: draft } };
    })
    .route('DELETE', page('/draft'), null, () => {
      state.page = { ...state.page, draft: null };
      return { status: 204, body: null };
    })
    .route('POST', page('/publish'), pageAnswer, (sent) => publish(sent, () => sent.body as unknown as PageTexts), pageConflictSchema)
    .route('GET', page('/revisions'), dataAnswerSchema(Type.Array(pageRevisionSummarySchema), 'revisions'), () => ({
      body: { data: state.revisions.map(({ id, version, createdAt, author }) => ({ id, version, createdAt, author })) },
    }))
    .route('GET', page('/revisions/\\d+'), dataAnswerSchema(pageRevisionSchema, 'revision'), (sent) =>
      revision(sent) ? { body: { data: revision(sent) } } : { status: 404, body: { code: 'not_found', message: messages.revisionNotFound } },
    )
    .route('POST', page('/revisions/\\d+/restore'), pageAnswer, (sent) => publish(sent, () => revision(sent)!), pageConflictSchema);
  return Object.assign(state, { api });
}
