/**
 * One settings document of the fake admin API (`/api/admin/settings`, `/api/admin/contact-routing`,
 * `/api/admin/giving-settings`): read it, save it. A versioned one keeps the rules of the API's
 * routes/admin/site-settings.ts: 428 `version_missing` without `If-Match`, 409 `conflict` naming who
 * saved (the kit's siteAdmin sentences) with `current` over a stale version. What a save stores
 * (a new version, a normalised IBAN) is the test's `save`, as the repository's is the API's own.
 */
import { conflictAnswerSchema, dataAnswerSchema } from '@kerk/kit/api-schemas';
import { siteAdmin } from '@kerk/kit/site-admin';
import type { TSchema } from '@sinclair/typebox';

import type { Answer, Sent } from '.';

export interface DocumentOptions<Doc> {
  /** The document's schema (what `data` holds). */
  schema: TSchema;
  read: () => Doc;
  /** Stores the body; returns the document as saved. */
  save: (body: Record<string, unknown>, sent: Sent) => Doc;
  /** For a versioned document: the 409's sentence, from who saved and when. */
  conflict?: (by: string, at: string) => string;
}

/** A document's version and who saved it when (none on the giving settings). */
type Versioned = { version?: string; updatedBy?: string; updatedAt?: string };

export function fakeDocument<Doc extends object>(path: string, options: DocumentOptions<Doc>) {
  const { schema, read, save, conflict } = options;
  const answer = dataAnswerSchema(schema, path);
  const put = (sent: Sent): Answer => {
    const current = read() as Doc & Versioned;
    if (conflict) {
      const version = sent.ifMatch?.replace(/^(?:W\/)?"?([^",\s]*)"?$/, '$1');
      if (!version) return { status: 428, body: { code: 'version_missing', message: siteAdmin.messages.versionMissing } };
      if (version !== current.version) return { status: 409, body: { code: 'conflict', message: conflict(current.updatedBy ?? '', current.updatedAt ?? ''), current } };
    }
    return { body: { data: save(sent.body, sent) } };
  };
  return [
    { method: 'GET', path, schema: answer, handler: () => ({ body: { data: read() } }) },
    { method: 'PUT', path, schema: answer, conflict: conflictAnswerSchema(schema), handler: put },
  ];
}
