/**
 * The media library (issue 16): photos on disk under MEDIA_PATH/<hash>/, a row per photo in
 * `media`, and where each is used in `media_usages`. Every upload, change and deletion is audited
 * in the same transaction as its row. A photo still in use is not deleted.
 */
import type { MediaItem, MediaUsage, Photo } from '@kerk/kit/api-types';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import fp from 'fastify-plugin';
import type { Kysely, Selectable } from 'kysely';

import type { Database, MediaTable } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { toPlainText, typedText } from '../../../lib/sanitize';
import { createAuditRepository } from '../accounts/audit-repository';
import type { Editor } from '../site-admin/site-admin-repository';
import { contentHash, cropPreview, type Focus, MEDIA_FORMATS, previewFileFor, processImage } from './media-processing';

/** The public URL of every file: `/api/media/<hash>/<width>.<format>` or `/api/media/<hash>/preview[-<x>-<y>].jpg`. */
export const MEDIA_URL_PREFIX = '/api/media/';
/** A photo's file, as its URL names it (the route and the sanitizer check the same shape). */
export const MEDIA_URL_PATTERN = /^\/api\/media\/([0-9a-f]{20})\/(\d{1,4}\.(?:avif|webp)|preview(?:-\d{1,3}-\d{1,3})?\.jpg)$/;

type MediaRow = Selectable<MediaTable>;

export const fileUrl = (hash: string, file: string) => `${MEDIA_URL_PREFIX}${hash}/${file}`;
const srcsetOf = (hash: string, sizes: number[], format: (typeof MEDIA_FORMATS)[number]) => sizes.map((w) => `${fileUrl(hash, `${w}.${format}`)} ${w}w`).join(', ');

/** How a visitor's page shows a photo: `<picture>` with AVIF and WebP sizes, its link preview and its focal point. */
export function photoOf(row: Pick<MediaRow, 'hash' | 'sizes' | 'width' | 'height' | 'alt' | 'focus_x' | 'focus_y' | 'preview_file'>): Photo {
  const sizes = JSON.parse(row.sizes) as number[];
  return {
    src: fileUrl(row.hash, `${sizes[sizes.length - 1]}.webp`),
    srcset: srcsetOf(row.hash, sizes, 'webp'),
    srcsetAvif: srcsetOf(row.hash, sizes, 'avif'),
    width: row.width,
    height: row.height,
    alt: row.alt,
    preview: fileUrl(row.hash, row.preview_file),
    focusX: row.focus_x,
    focusY: row.focus_y,
  };
}

/** The public photo of a media id, or null when there is none (any more). */
export async function findPublicPhoto(db: Kysely<Database>, id: number | null): Promise<Photo | null> {
  if (id === null) return null;
  const row = await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? photoOf(row) : null;
}

function toItem(row: MediaRow, usages: MediaUsage[]): MediaItem {
  return {
    ...photoOf(row),
    id: row.id,
    hash: row.hash,
    originalName: row.original_name,
    sizes: JSON.parse(row.sizes) as number[],
    createdBy: row.created_by,
    createdAt: row.created_at,
    usages,
  };
}

/** The largest size stored of a photo: what its preview is cut from again (the original is not kept). */
const largestFile = (row: Pick<MediaRow, 'sizes'>) => `${(JSON.parse(row.sizes) as number[]).at(-1)}.webp`;

/**
 * Records what one item (a page, a news article) uses, from the media URLs in its HTML and the
 * photos its fields name (`photoIds`), replacing that item's earlier usages. Called inside the
 * transaction that saves it. A photo deleted meanwhile (the item lay in the Prullenbak) is skipped.
 */
export async function recordMediaUsages(trx: Kysely<Database>, usage: MediaUsage, html: string, photoIds: number[] = []): Promise<void> {
  const hashes = [...new Set([...html.matchAll(/\/api\/media\/([0-9a-f]{20})\//g)].map((match) => match[1]!))];
  await trx.deleteFrom('media_usages').where('kind', '=', usage.kind).where('ref', '=', usage.ref).execute();
  if (hashes.length === 0 && photoIds.length === 0) return;
  const ids = await trx
    .selectFrom('media')
    .select('id')
    .where((eb) => eb.or([...(hashes.length ? [eb('hash', 'in', hashes)] : []), ...(photoIds.length ? [eb('id', 'in', photoIds)] : [])]))
    .execute();
  if (ids.length > 0) await trx.insertInto('media_usages').values(ids.map(({ id }) => ({ media_id: id, ...usage }))).execute();
}

/** Clears what one item used (it went to the Prullenbak). */
export async function clearMediaUsages(trx: Kysely<Database>, kind: string, ref: string): Promise<void> {
  await trx.deleteFrom('media_usages').where('kind', '=', kind).where('ref', '=', ref).execute();
}

/**
 * Records the one photo an item shows by its media id (a photo field, not HTML), replacing that
 * item's earlier usages; `null` clears them (no photo, or the item was deleted).
 */
export const recordPhotoUsage = (trx: Kysely<Database>, usage: MediaUsage, mediaId: number | null): Promise<void> =>
  recordMediaUsages(trx, usage, '', mediaId === null ? [] : [mediaId]);

/** The photos `ids` as a visitor's page shows them, by id; ids of photos no longer there are left out. */
export async function picturesOf(db: Kysely<Database>, ids: readonly (number | null)[]): Promise<Map<number, Photo>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const map = new Map<number, Photo>();
  if (wanted.length === 0) return map;
  const rows = await db.selectFrom('media').selectAll().where('id', 'in', wanted).execute();
  for (const row of rows) map.set(row.id, photoOf(row));
  return map;
}

/** The oldest photo stored from these bytes (uploads from before duplicates were recognised may hold one twice). */
async function findByHash(db: Kysely<Database>, hash: string): Promise<number | undefined> {
  const row = await db.selectFrom('media').select('id').where('hash', '=', hash).orderBy('id').limit(1).executeTakeFirst();
  return row?.id;
}

export type DeleteResult = { status: 'deleted' } | { status: 'missing' } | { status: 'in_use'; usages: MediaUsage[] };

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaRepository;
  }
}

export function createMediaRepository(db: Kysely<Database>, root: string) {
  const audit = createAuditRepository(db);

  async function usagesOf(ids: number[]): Promise<Map<number, MediaUsage[]>> {
    const map = new Map<number, MediaUsage[]>();
    if (ids.length === 0) return map;
    const rows = await db.selectFrom('media_usages').select(['media_id', 'kind', 'ref', 'label']).where('media_id', 'in', ids).orderBy('label').execute();
    for (const { media_id, ...usage } of rows) map.set(media_id, [...(map.get(media_id) ?? []), usage]);
    return map;
  }

  /**
   * Cuts the preview of `row` around `focus` into its folder (under a temporary name, then renamed);
   * its file name, or undefined when the photo's files are gone from disk (the earlier preview stays).
   */
  async function writePreview(row: MediaRow, focus: Focus): Promise<string | undefined> {
    const source = await fs.readFile(path.join(root, row.hash, largestFile(row))).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!source) return undefined;
    const file = previewFileFor(focus);
    const target = path.join(root, row.hash, file);
    await fs.writeFile(`${target}.tmp`, await cropPreview(source, focus));
    await fs.rename(`${target}.tmp`, target);
    return file;
  }

  async function get(id: number): Promise<MediaItem | undefined> {
    const row = await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    return toItem(row, (await usagesOf([id])).get(id) ?? []);
  }

  return {
    root,

    /**
     * Stores an upload, or finds it: bytes the library already holds (the same content hash) are not
     * stored again; the answer is the photo that is there, with its own description (the one typed
     * now is not written over it), and `duplicate: true`. Throws NotAnImageError for anything but a
     * JPEG, PNG or WebP photo.
     */
    async upload(data: Buffer, input: { alt: string; originalName: string }, editor: Editor, now = clockNow()): Promise<{ item: MediaItem; duplicate: boolean }> {
      const hash = contentHash(data);
      const known = await findByHash(db, hash);
      if (known !== undefined) return { item: (await get(known))!, duplicate: true };
      const processed = await processImage(data);
      const folder = path.join(root, processed.hash);
      await fs.mkdir(folder, { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      for (const { file, data: bytes } of processed.files) {
        const target = path.join(folder, file);
        await fs.writeFile(`${target}.tmp`, bytes);
        await fs.rename(`${target}.tmp`, target);
      }
      const alt = typedText(input.alt);
      const saved = await db.transaction().execute(async (trx) => {
        // The same photo sent twice at once: the second one finds the first here.
        const first = await findByHash(trx, processed.hash);
        if (first !== undefined) return { id: first, duplicate: true };
        const row = await trx
          .insertInto('media')
          .values({
            hash: processed.hash,
            original_name: toPlainText(input.originalName).slice(0, 200),
            width: processed.width,
            height: processed.height,
            alt,
            sizes: JSON.stringify(processed.sizes),
            focus_x: processed.focusX,
            focus_y: processed.focusY,
            created_by: editor.actor.email,
            created_at: now.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit.record({ ...editor, action: 'media_uploaded', subject: `${row.id}: ${alt}` }, now, trx);
        return { id: row.id, duplicate: false };
      });
      return { item: (await get(saved.id))!, duplicate: saved.duplicate };
    },

    get,

    /** One page of the library, newest first, with the total. */
    async list(page: number, pageSize: number): Promise<{ items: MediaItem[]; total: number }> {
      const rows = await db.selectFrom('media').selectAll().orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute();
      const usages = await usagesOf(rows.map((row) => row.id));
      const { total } = await db.selectFrom('media').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return { items: rows.map((row) => toItem(row, usages.get(row.id) ?? [])), total: Number(total) };
    },

    /**
     * Changes a photo's description and/or its focal point (each audited). A new focal point gets its
     * link preview cut again, from the largest size stored, under a name of its own; the earlier
     * preview stays (a page or a link preview made before may still name it).
     */
    async update(id: number, changes: { alt?: string; focus?: Focus }, editor: Editor, now = clockNow()): Promise<MediaItem | undefined> {
      const row = await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const alt = changes.alt === undefined ? undefined : typedText(changes.alt);
      const focus = changes.focus && (changes.focus.focusX !== row.focus_x || changes.focus.focusY !== row.focus_y) ? changes.focus : undefined;
      const previewFile = focus ? await writePreview(row, focus) : undefined;
      const changed = await db.transaction().execute(async (trx) => {
        const set = {
          ...(alt === undefined ? {} : { alt }),
          ...(focus ? { focus_x: focus.focusX, focus_y: focus.focusY } : {}),
          ...(previewFile ? { preview_file: previewFile } : {}),
        };
        if (Object.keys(set).length === 0) return true;
        const result = await trx.updateTable('media').set(set).where('id', '=', id).executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        const subject = `${id}: ${alt ?? row.alt}`;
        if (alt !== undefined) await audit.record({ ...editor, action: 'media_changed', subject }, now, trx);
        if (focus) await audit.record({ ...editor, action: 'media_focus_changed', subject: `${subject} (${focus.focusX}%, ${focus.focusY}%)` }, now, trx);
        return true;
      });
      return changed ? get(id) : undefined;
    },

    /** Deletes a photo no one uses (row and files); one in use is refused, naming where. */
    async remove(id: number, editor: Editor, now = clockNow()): Promise<DeleteResult> {
      const result = await db.transaction().execute(async (trx): Promise<DeleteResult & { hash?: string }> => {
        const row = await trx.selectFrom('media').select(['hash', 'alt']).where('id', '=', id).executeTakeFirst();
        if (!row) return { status: 'missing' };
        const usages = await trx.selectFrom('media_usages').select(['kind', 'ref', 'label']).where('media_id', '=', id).orderBy('label').execute();
        if (usages.length > 0) return { status: 'in_use', usages };
        await trx.deleteFrom('media').where('id', '=', id).execute();
        await audit.record({ ...editor, action: 'media_deleted', subject: `${id}: ${row.alt}` }, now, trx);
        const same = await trx.selectFrom('media').select('id').where('hash', '=', row.hash).executeTakeFirst();
        return { status: 'deleted', hash: same ? undefined : row.hash };
      });
      if (result.status === 'deleted' && result.hash) await fs.rm(path.join(root, result.hash), { recursive: true, force: true });
      return result.status === 'deleted' ? { status: 'deleted' } : result;
    },

    /** The path of a stored file, or undefined when the URL's parts are not a media file's. */
    filePath(hash: string, file: string): string | undefined {
      const url = fileUrl(hash, file);
      return MEDIA_URL_PATTERN.test(url) ? path.join(root, hash, file) : undefined;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;

export default fp(
  async (fastify) => {
    let root = fastify.config.mediaPath;
    let temporary = false;
    if (!root) {
      root = await fs.mkdtemp(path.join(os.tmpdir(), 'kerk-media-'));
      temporary = true;
    }
    await fs.mkdir(root, { recursive: true });
    fastify.decorate('media', createMediaRepository(fastify.db, root));
    if (temporary) fastify.addHook('onClose', async () => fs.rm(root, { recursive: true, force: true }));
  },
  { name: 'media-repository', dependencies: ['db', 'env'] },
);
