/**
 * Reading pages (and the footer) as the editing app sees them: the live text with each partial's
 * kind, label and length limit, its version and who published it, and the draft if there is one.
 * Plain functions over any Kysely, so publishing can read inside its transaction.
 */
import type { EditablePage, EditablePageSummary, Footer, Page, PageDraft } from '@kerk/kit/api-types';
import { MAX_LENGTH } from '@kerk/kit/editing';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { FOOTER, placeOf } from './page-places';

/** A page's live text: the editable shape without the draft, plus its row id (the public answer has it). */
export type LivePage = Omit<EditablePage, 'draft'> & { id: number };

const partialColumns = ['name', 'label', 'kind', 'content'] as const;
const withLimit = <T extends { kind: keyof typeof MAX_LENGTH }>(partial: T) => ({ ...partial, maxLength: MAX_LENGTH[partial.kind] });

export async function readLive(db: Kysely<Database>, name: string): Promise<LivePage | null> {
  const { label, path } = placeOf(name);
  if (name === FOOTER) {
    const meta = await db.selectFrom('footer_meta').selectAll().executeTakeFirstOrThrow();
    const partials = await db.selectFrom('footer_partials').select(partialColumns).orderBy('position').orderBy('id').execute();
    return { id: 0, name, label, path, metaTitle: '', metaDescription: '', version: meta.version, updatedAt: meta.updated_at, updatedBy: meta.updated_by, partials: partials.map(withLimit) };
  }
  const page = await db.selectFrom('pages').selectAll().where('name', '=', name).executeTakeFirst();
  if (!page) return null;
  const partials = await db.selectFrom('page_partials').select(partialColumns).where('page_id', '=', page.id).orderBy('position').orderBy('id').execute();
  return {
    id: page.id,
    name,
    label,
    path,
    metaTitle: page.meta_title,
    metaDescription: page.meta_description,
    version: page.version,
    updatedAt: page.updated_at,
    updatedBy: page.updated_by,
    partials: partials.map(withLimit),
  };
}

export async function readDraft(db: Kysely<Database>, name: string): Promise<PageDraft | null> {
  const row = await db.selectFrom('page_drafts').selectAll().where('page_name', '=', name).executeTakeFirst();
  if (!row) return null;
  return {
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    partials: JSON.parse(row.partials) as Record<string, string>,
    baseVersion: row.base_version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** The editable page with its draft; null for an unknown name. */
export async function readEditable(db: Kysely<Database>, name: string): Promise<EditablePage | null> {
  const live = await readLive(db, name);
  if (!live) return null;
  const { id: _id, ...page } = live;
  return { ...page, draft: await readDraft(db, name) };
}

/** Every page in site-map order, then (for a beheerder) the footer. */
export async function listEditable(db: Kysely<Database>, withFooter: boolean): Promise<EditablePageSummary[]> {
  const drafts = new Set((await db.selectFrom('page_drafts').select('page_name').execute()).map((row) => row.page_name));
  const pages = await db.selectFrom('pages').select(['name', 'version', 'updated_at', 'updated_by']).execute();
  const rows = withFooter ? [...pages, { name: FOOTER, ...(await db.selectFrom('footer_meta').select(['version', 'updated_at', 'updated_by']).executeTakeFirstOrThrow()) }] : pages;
  return rows
    .map((row) => ({ row, place: placeOf(row.name) }))
    .sort((a, b) => a.place.order - b.place.order || a.row.name.localeCompare(b.row.name))
    .map(({ row, place }) => ({
      name: row.name,
      label: place.label,
      path: place.path,
      version: row.version,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
      hasDraft: drafts.has(row.name),
    }));
}

/**
 * The public answer (GET /api/page?name= or /api/page/footer) with the draft applied, or the live
 * text without one: what a visitor will see after publishing.
 */
export async function readPreview(db: Kysely<Database>, name: string): Promise<Page | Footer | null> {
  const live = await readLive(db, name);
  if (!live) return null;
  const draft = await readDraft(db, name);
  const partials = live.partials.map(({ name: partial, content }) => ({ name: partial, content: draft?.partials[partial] ?? content }));
  if (name === FOOTER) return { partials };
  return { id: live.id, name, metaTitle: draft?.metaTitle ?? live.metaTitle, metaDescription: draft?.metaDescription ?? live.metaDescription, partials };
}

/**
 * The page drafts `email` saved last, newest first, with the page's name in the list (a page's draft
 * is the page's, last writer wins: it is theirs while they were the last to type in it). The
 * footer only `withFooter` (a beheerder's); a draft of a page that is gone is left out.
 */
export async function listDraftsBy(db: Kysely<Database>, email: string, withFooter: boolean): Promise<{ name: string; label: string; savedAt: string }[]> {
  const rows = await db.selectFrom('page_drafts').select(['page_name', 'updated_at']).where('updated_by', '=', email).orderBy('updated_at', 'desc').orderBy('page_name').execute();
  const pages = new Set((await db.selectFrom('pages').select('name').execute()).map((row) => row.name));
  return rows
    .filter((row) => pages.has(row.page_name) || (withFooter && row.page_name === FOOTER))
    .map((row) => ({ name: row.page_name, label: placeOf(row.page_name).label, savedAt: row.updated_at }));
}
