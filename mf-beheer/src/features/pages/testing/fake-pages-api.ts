/**
 * The page-editing admin API of the contract, faked at the network layer (`mockFetch`) for the
 * section's tests: one page store in memory, drafts, publish with If-Match and its 409, revisions.
 * Every request is recorded with its method, headers and body.
 */
import { mockFetch } from '@kerk/kit/testing';

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

export function fakePagesApi(start: Partial<EditablePage> = {}) {
  const state = {
    page: { ...HOME, ...start } as EditablePage,
    revisions: [{ id: 1, version: 2, createdAt: '2026-11-01T10:00:00.000Z', author: 'scriba@example.org', metaTitle: 'Welkom', metaDescription: 'De gemeente', partials: { title: 'Welkom', intro: '<p>Welkom in ons kerkgebouw</p>' } }] as Revision[],
    requests: [] as Recorded[],
    /** When set, the next publish answers 409 as if this person published version+1 meanwhile. */
    otherEditor: null as null | { who: string; texts: PageTexts },
    /** Who else has the page open, as the heartbeat answers. */
    others: [] as { email: string; seenAt: string }[],
    /** The session ended on the server: every call answers 401 until this is false again. */
    sessionEnded: false,
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
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const path = url.pathname.replace('/api/admin/pages', '');
    state.requests.push({ method, path, headers, body });
    if (state.sessionEnded) return { status: 401, body: { code: 'unauthorized', message: 'U bent niet (meer) aangemeld.' } };
    if (path === '' && method === 'GET') {
      const p = state.page;
      return { body: { data: [{ name: p.name, label: p.label, path: p.path, version: p.version, updatedAt: p.updatedAt, updatedBy: p.updatedBy, hasDraft: Boolean(p.draft) }] } };
    }
    if (path === '/home' && method === 'GET') return { body: { data: state.page } };
    if (path === '/home/presence') return { body: { data: { others: state.others } } };
    if (path === '/home/draft' && method === 'PUT') {
      const draft: Draft = { ...(body as PageTexts), baseVersion: state.page.version, updatedAt: NOW, updatedBy: 'scriba@example.org' };
      state.page = { ...state.page, draft };
      return { body: { data: draft } };
    }
    if (path === '/home/draft' && method === 'DELETE') {
      state.page = { ...state.page, draft: null };
      return { status: 204, body: null };
    }
    if (path === '/home/publish' && method === 'POST') {
      if (state.otherEditor) {
        state.page = apply(state.otherEditor.texts, state.otherEditor.who);
        state.otherEditor = null;
      }
      if (headers['If-Match'] !== `"${state.page.version}"`) {
        return { status: 409, body: { code: 'conflict', message: `Deze pagina is intussen gewijzigd door ${state.page.updatedBy} op 25 november 2026 om 21.05. Bekijk de nieuwste versie hieronder en neem uw wijzigingen daarin over.`, current: state.page } };
      }
      state.page = apply(body as PageTexts, 'scriba@example.org');
      return { body: { data: state.page } };
    }
    if (path === '/home/revisions' && method === 'GET') {
      return { body: { data: state.revisions.map(({ id, version, createdAt, author }) => ({ id, version, createdAt, author })) } };
    }
    const revision = /^\/home\/revisions\/(\d+)(\/restore)?$/.exec(path);
    const found = revision && state.revisions.find((r) => r.id === Number(revision[1]));
    if (found && !revision[2]) return { body: { data: found } };
    if (found && method === 'POST') {
      state.page = apply(found, 'scriba@example.org');
      return { body: { data: state.page } };
    }
    return undefined;
  });
  return state;
}
