/**
 * Page editing for the admin API (issue 15) as one plugin: decorates `fastify.pageEditing` with
 * reading (editable-pages.ts) and writing (page-publishing.ts) pages and the footer. Pages are not
 * in the search index, so a publish has nothing to re-index; the public answers follow at once
 * because every write changes `fastify.dataVersion()`, which the JSON cache checks per request.
 */
import type { EditablePage, EditablePageSummary, Footer, Page, PageDraft, PageEditBody, PageRevision, PageRevisionSummary } from '@kerk/kit/api-types';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { createAuditRepository } from '../accounts/audit-repository';
import { listDraftsBy, listEditable, readEditable, readPreview } from './editable-pages';
import { discardDraft, publish, saveDraft, type Editor, type Invalid, type PublishResult } from './page-publishing';
import { listRevisions, readRevision } from './page-revisions';

export interface PageEditing {
  list(withFooter: boolean): Promise<EditablePageSummary[]>;
  find(name: string): Promise<EditablePage | null>;
  saveDraft(name: string, body: PageEditBody, editor: Editor): Promise<PageDraft | Invalid | null>;
  /** Discards the draft (audited when there was one); false for an unknown page. */
  discardDraft(name: string, editor: Editor, ip: string): Promise<boolean>;
  publish(name: string, body: PageEditBody, expectedVersion: number, editor: Editor, ip: string): Promise<PublishResult>;
  revisions(name: string): Promise<PageRevisionSummary[] | null>;
  revision(name: string, id: number): Promise<PageRevision | null>;
  /** Publishes a revision's text again as a new version; not_found for an unknown page or revision. */
  restore(name: string, id: number, expectedVersion: number, editor: Editor, ip: string): Promise<PublishResult>;
  preview(name: string): Promise<Page | Footer | null>;
  /** The page drafts `email` saved last, newest first (the footer's only `withFooter`). */
  draftsBy(email: string, withFooter: boolean): Promise<{ name: string; label: string; savedAt: string }[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageEditing: PageEditing;
  }
}

export function createPageEditing(db: Kysely<Database>): PageEditing {
  const exists = async (name: string) => (await readEditable(db, name)) !== null;
  return {
    list: (withFooter) => listEditable(db, withFooter),
    find: (name) => readEditable(db, name),
    saveDraft: (name, body, editor) => saveDraft(db, name, body, editor),
    async discardDraft(name, editor, ip) {
      if (!(await exists(name))) return false;
      if (await discardDraft(db, name)) await createAuditRepository(db).record({ actor: editor, action: 'page_draft_discarded', subject: name, ip });
      return true;
    },
    publish: (name, body, expectedVersion, editor, ip) =>
      publish(db, { name, body, expectedVersion, editor, ip, audit: { action: 'page_published', subject: name } }),
    async revisions(name) {
      return (await exists(name)) ? listRevisions(db, name) : null;
    },
    revision: (name, id) => readRevision(db, name, id),
    async restore(name, id, expectedVersion, editor, ip) {
      const page = await readEditable(db, name);
      const revision = page && (await readRevision(db, name, id));
      if (!page || !revision) return { status: 'not_found' };
      // A partial the page no longer has is left out; one added since keeps its text.
      const known = new Set(page.partials.map((p) => p.name));
      const partials = Object.fromEntries(Object.entries(revision.partials).filter(([partial]) => known.has(partial)));
      const body = { metaTitle: revision.metaTitle, metaDescription: revision.metaDescription, partials };
      return publish(db, { name, body, expectedVersion, editor, ip, audit: { action: 'page_restored', subject: `${name} (versie ${revision.version})` } });
    },
    preview: (name) => readPreview(db, name),
    draftsBy: (email, withFooter) => listDraftsBy(db, email, withFooter),
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('pageEditing', createPageEditing(fastify.db));
  },
  { name: 'page-editing', dependencies: ['db'] },
);
