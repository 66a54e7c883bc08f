/**
 * The paper edition of an issue, a PDF attached to its mails (issue 33; migration 0030). The
 * media library takes photos only, so PDFs are kept here, their bytes in the database (see the
 * migration). A PDF is one by its content, not its name or Content-Type: it starts with `%PDF-`.
 * An upload is never deleted: an issue's earlier versions and the Prullenbak may still name it.
 */
import path from 'node:path';

import type { ZijstroomAttachment } from '@kerk/kit/api-types';
import { newsletter } from '@kerk/kit/newsletter';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';

const MAGIC = Buffer.from(newsletter.attachment.magic, 'latin1');

/** Whether the bytes are a PDF (its header, `%PDF-`, first). */
export const isPdf = (bytes: Buffer): boolean => bytes.length > MAGIC.length && bytes.subarray(0, MAGIC.length).equals(MAGIC);

/** The file name as the mail shows it: no folders, no control characters, ending in `.pdf`. */
export function pdfFileName(original: string): string {
  const base = path.basename(original.replace(/\\/g, '/')).replace(/[\p{Cc}"<>|*?:]/gu, '').trim().slice(0, 120);
  const name = base.replace(/\.pdf$/i, '').trim();
  return `${name || 'zijstroom'}.pdf`;
}

export function createAttachmentsRepository(db: Kysely<Database>) {
  const meta = (row: { id: number; file_name: string; bytes: number }): ZijstroomAttachment => ({ id: row.id, name: row.file_name, bytes: row.bytes });
  return {
    /** Keeps a PDF (the caller checked it is one); answers what the form shows of it. */
    async add(content: Buffer, originalName: string, by: string, now = clockNow()): Promise<ZijstroomAttachment> {
      const row = await db
        .insertInto('newsletter_attachments')
        .values({ file_name: pdfFileName(originalName), bytes: content.length, content, created_at: now.toISOString(), created_by: by })
        .returning(['id', 'file_name', 'bytes'])
        .executeTakeFirstOrThrow();
      return meta(row);
    },

    async find(id: number): Promise<ZijstroomAttachment | null> {
      const row = await db.selectFrom('newsletter_attachments').select(['id', 'file_name', 'bytes']).where('id', '=', id).executeTakeFirst();
      return row ? meta(row) : null;
    },

    /** The file as a mail attaches it; null when there is none. */
    async file(id: number): Promise<{ name: string; content: Buffer } | null> {
      const row = await db.selectFrom('newsletter_attachments').select(['file_name', 'content']).where('id', '=', id).executeTakeFirst();
      return row ? { name: row.file_name, content: Buffer.from(row.content) } : null;
    },
  };
}

export type AttachmentsRepository = ReturnType<typeof createAttachmentsRepository>;
