/**
 * The revisions of a page or the footer: every publish (and restore) stores a snapshot of the
 * text with its version, author and time; the editing app lists them and shows one.
 */
import type { PageRevision, PageRevisionSummary } from '@kerk/kit/api-types';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import type { CleanText } from './page-publishing';

/** Stores the text as published in `version`. */
export async function recordRevision(trx: Kysely<Database>, name: string, version: number, at: string, author: string, text: CleanText) {
  await trx
    .insertInto('page_revisions')
    .values({ page_name: name, version, created_at: at, author, meta_title: text.metaTitle, meta_description: text.metaDescription, partials: JSON.stringify(text.partials) })
    .execute();
}

export async function listRevisions(db: Kysely<Database>, name: string): Promise<PageRevisionSummary[]> {
  return db
    .selectFrom('page_revisions')
    .select(['id', 'version', 'created_at as createdAt', 'author'])
    .where('page_name', '=', name)
    .orderBy('id', 'desc')
    .execute();
}

export async function readRevision(db: Kysely<Database>, name: string, id: number): Promise<PageRevision | null> {
  const row = await db.selectFrom('page_revisions').selectAll().where('page_name', '=', name).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    version: row.version,
    createdAt: row.created_at,
    author: row.author,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    partials: JSON.parse(row.partials) as Record<string, string>,
  };
}
