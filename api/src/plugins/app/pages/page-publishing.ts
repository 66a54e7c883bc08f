/**
 * Writing pages from the editing app: the draft (autosave, one per page, last writer wins),
 * publishing it (optimistic locking on the version: a stale If-Match answers a conflict, never a
 * silent overwrite), the revisions (every publish, a snapshot with who and when) and restoring one
 * (itself a new publish). Text is cleaned by each partial's kind on the way in, and held to its
 * length; a publish is one transaction with its revision and its audit line.
 */
import type { EditablePage, PageDraft, PageEditBody } from '@kerk/kit/api-types';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { foreignImageIn, sanitizeByKind, tooLongFor, typedText } from '../../../lib/sanitize';
import { createAuditRepository } from '../accounts/audit-repository';
import { recordMediaUsages } from '../media/media-repository';
import { readDraft, readEditable, readLive, type LivePage } from './editable-pages';
import { FOOTER, editingApiMessages } from './page-places';
import { recordRevision } from './page-revisions';

export interface Editor {
  id: number;
  email: string;
}

/** A page's text as it will be stored: cleaned, every partial present. */
export interface CleanText {
  metaTitle: string;
  metaDescription: string;
  partials: Record<string, string>;
}

export type Invalid = { status: 'invalid'; fields: Record<string, string> };
export type PublishResult = { status: 'published'; page: EditablePage } | { status: 'not_found' } | { status: 'conflict'; current: EditablePage } | Invalid;

/**
 * Cleans a body against the live page: unknown partials, too long texts and (but in a `draft`, which
 * keeps the editor's placeholder so nothing is lost) an image from another website are per-field errors.
 */
export function cleanText(live: LivePage, body: PageEditBody, { draft = false } = {}): CleanText | Invalid {
  const fields: Record<string, string> = {};
  const partials: Record<string, string> = {};
  for (const partial of live.partials) partials[partial.name] = partial.content;
  for (const [name, content] of Object.entries(body.partials)) {
    const partial = live.partials.find((p) => p.name === name);
    if (!partial) {
      fields[`partials.${name}`] = editingApiMessages.unknownPartial;
      continue;
    }
    const clean = sanitizeByKind(partial.kind, content, { draft });
    const refused = (draft ? null : foreignImageIn(partial.kind, content)) ?? tooLongFor(partial.kind, clean);
    if (refused) fields[`partials.${name}`] = refused;
    partials[name] = clean;
  }
  // The footer has no meta fields: whatever is sent for them is ignored.
  const metaTitle = live.name === FOOTER ? '' : typedText(body.metaTitle);
  const metaDescription = live.name === FOOTER ? '' : typedText(body.metaDescription);
  const titleTooLong = tooLongFor('text', metaTitle);
  const descriptionTooLong = tooLongFor('text', metaDescription);
  if (titleTooLong) fields.metaTitle = titleTooLong;
  if (descriptionTooLong) fields.metaDescription = descriptionTooLong;
  return Object.keys(fields).length > 0 ? { status: 'invalid', fields } : { metaTitle, metaDescription, partials };
}

const isInvalid = (value: CleanText | Invalid): value is Invalid => 'status' in value;

export async function saveDraft(db: Kysely<Database>, name: string, body: PageEditBody, editor: Editor): Promise<PageDraft | Invalid | null> {
  const live = await readLive(db, name);
  if (!live) return null;
  const text = cleanText(live, body, { draft: true });
  if (isInvalid(text)) return text;
  // A draft keeps the version it was started from; the first save starts it from the live one.
  const baseVersion = (await readDraft(db, name))?.baseVersion ?? live.version;
  const row = {
    meta_title: text.metaTitle,
    meta_description: text.metaDescription,
    partials: JSON.stringify(text.partials),
    base_version: baseVersion,
    updated_at: clockNow().toISOString(),
    updated_by: editor.email,
  };
  await db
    .insertInto('page_drafts')
    .values({ page_name: name, ...row })
    .onConflict((oc) => oc.column('page_name').doUpdateSet(row))
    .execute();
  return readDraft(db, name);
}

/** Removes the draft; false when there was none (or no such page). */
export async function discardDraft(db: Kysely<Database>, name: string): Promise<boolean> {
  const { numDeletedRows } = await db.deleteFrom('page_drafts').where('page_name', '=', name).executeTakeFirst();
  return numDeletedRows > 0n;
}

/** Writes the text as the next version (the caller checked the version inside the same transaction). */
async function writeVersion(trx: Kysely<Database>, live: LivePage, text: CleanText, editor: Editor, at: string): Promise<void> {
  const version = { version: live.version + 1, updated_at: at, updated_by: editor.email };
  if (live.name === FOOTER) {
    await trx.updateTable('footer_meta').set(version).where('id', '=', 1).execute();
  } else {
    await trx.updateTable('pages').set({ ...version, meta_title: text.metaTitle, meta_description: text.metaDescription }).where('id', '=', live.id).execute();
  }
  for (const partial of live.partials.filter((p) => text.partials[p.name] !== p.content)) {
    const content = text.partials[partial.name]!;
    if (live.name === FOOTER) await trx.updateTable('footer_partials').set({ content }).where('name', '=', partial.name).execute();
    else await trx.updateTable('page_partials').set({ content }).where('page_id', '=', live.id).where('name', '=', partial.name).execute();
  }
}

export interface PublishRequest {
  name: string;
  body: PageEditBody;
  /** The version the editor worked on (If-Match). */
  expectedVersion: number;
  editor: Editor;
  ip: string;
  /** What the audit log records: a publish, or the restore of a revision. */
  audit: { action: 'page_published' | 'page_restored'; subject: string };
}

/**
 * Publishes in one transaction: the version check, the new text and version, the revision (and,
 * the first time, one of the text it replaces, so that stays restorable), the draft removed and
 * the audit line.
 */
export async function publish(db: Kysely<Database>, request: PublishRequest): Promise<PublishResult> {
  const { name, editor } = request;
  return db.transaction().execute(async (trx): Promise<PublishResult> => {
    const live = await readLive(trx, name);
    if (!live) return { status: 'not_found' };
    if (live.version !== request.expectedVersion) return { status: 'conflict', current: (await readEditable(trx, name))! };
    const text = cleanText(live, request.body);
    if (isInvalid(text)) return text;
    const at = clockNow();
    const first = await trx.selectFrom('page_revisions').select('id').where('page_name', '=', name).executeTakeFirst();
    if (!first) {
      const before = { metaTitle: live.metaTitle, metaDescription: live.metaDescription, partials: Object.fromEntries(live.partials.map((p) => [p.name, p.content])) };
      await recordRevision(trx, name, live.version, live.updatedAt ?? at.toISOString(), live.updatedBy ?? '', before);
    }
    await writeVersion(trx, live, text, editor, at.toISOString());
    await recordRevision(trx, name, live.version + 1, at.toISOString(), editor.email, text);
    // The photos of the media library it shows, so one still shown is not deleted.
    await recordMediaUsages(trx, { kind: 'page', ref: name, label: name === FOOTER ? 'Voettekst' : `Pagina ${text.metaTitle || name}` }, Object.values(text.partials).join('\n'));
    await trx.deleteFrom('page_drafts').where('page_name', '=', name).execute();
    await createAuditRepository(trx).record({ actor: editor, action: request.audit.action, subject: request.audit.subject, ip: request.ip }, at);
    return { status: 'published', page: (await readEditable(trx, name))! };
  });
}
