/**
 * The refusals a test drives through the fake admin API (a rule between fields, a server error, a
 * 403): the answer the API gives, with the kind's sentence where the test names none, and the
 * schema each refusal is checked against.
 */
import { errorSchema, invalidAnswerSchema } from '@kerk/kit/api-schemas';
import { CONTENT_TYPES, type ContentKind } from '@kerk/kit/content-types';
import type { TSchema } from '@sinclair/typebox';

import type { Answer, Sent } from '.';
import { messagesFor } from './kinds';

/** A refusal a test drives: the status, and the code, message or per-field messages it answers with. */
export interface Refusal {
  status: 400 | 401 | 403 | 404 | 409 | 422 | 500;
  code?: string;
  message?: string;
  fields?: Record<string, string>;
  /** A 400 whose only objection is a date in the past (services: send again with `confirmPast`). */
  pastWarning?: boolean;
  /** Only for the requests this holds for (e.g. a body without `confirmPast`). */
  when?: (sent: Sent) => boolean;
  /** How many times; every time when left out. */
  times?: number;
}

/** The API's answer to a refusal; a 400 without a message gets the kind's "… is niet opgeslagen." */
export function refusalAnswer(refusal: Refusal, sent: Sent): Answer {
  const kind = (Object.keys(CONTENT_TYPES) as ContentKind[]).find((k) => sent.path.startsWith(`/api/admin/${CONTENT_TYPES[k].resource}`));
  const message = refusal.message ?? (refusal.status === 400 && kind ? messagesFor(kind).invalid : undefined);
  if (!message) throw new Error(`refuse(${sent.method} ${sent.path}): say the server's message`);
  const code = refusal.code ?? (refusal.status === 400 ? 'validation_error' : refusal.status === 500 ? 'internal_error' : 'refused');
  const { fields, pastWarning } = refusal;
  return { status: refusal.status, body: { code, message, ...(fields ? { fields } : {}), ...(pastWarning !== undefined ? { pastWarning } : {}) } };
}

/** The schema a refusal's body answers with, by status (a 409 `conflict` carries what is stored now; `locked` does not). */
export const refusalSchema = (status: number, body: unknown, conflict?: TSchema) =>
  status === 400 ? invalidAnswerSchema : status === 409 && conflict && (body as { code?: string }).code === 'conflict' ? conflict : errorSchema();

