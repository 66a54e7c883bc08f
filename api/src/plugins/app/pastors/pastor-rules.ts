/**
 * The editing app's rules for one team member (issue 16), with a Dutch message per field: the
 * kit's rules for the plain fields (`@kerk/kit/editing`, the same the form checks with), the
 * villages from the locations, a library photo that exists, a shipped drawing, and the biography
 * cleaned to the `essential` preset within its length.
 */
import { MAX_LENGTH, checkPastorFields, communityMessages, editingMessages } from '@kerk/kit/editing';
import type { Kysely, Selectable } from 'kysely';

import { storedDrawing } from '../../../db/ordered-table';
import type { Database, PastorsTable } from '../../../db/schema';
import { sanitizeByKind, typedText } from '../../../lib/sanitize';
import { slugify } from '../../../lib/slug';
import { checkPhoto } from '../community-editing/community-photo';
import { isLocation } from './pastors-repository';

/** What the form sends. */
export interface PastorFields {
  name: string;
  role: string;
  areas?: string[];
  email?: string;
  phone?: string;
  /** A library photo, or null for none (then the drawing `photo`, if any). */
  mediaId?: number | null;
  /** The shipped drawing's file name; left out: kept as it is. */
  photo?: string;
  summary?: string;
  biography?: string;
  position?: number;
}

type PastorRow = Selectable<PastorsTable>;

export const pastorMessages = {
  invalid: 'Het teamlid is niet opgeslagen. Bekijk de meldingen bij de velden.',
  notFound: 'Dit teamlid bestaat niet (meer).',
  trashNotFound: 'Dit teamlid staat niet (meer) in de prullenbak. Na 30 dagen wordt een verwijderd teamlid definitief verwijderd.',
  revisionNotFound: 'Deze eerdere versie bestaat niet.',
  versionMissing: 'Er is niet meegestuurd welke versie u heeft bewerkt (If-Match). Laad de pagina opnieuw en probeer het nog eens.',
  conflict: (by: string, at: string, when: (at: string) => string) =>
    `Dit teamlid is intussen gewijzigd${by ? ` door ${by}` : ''}${at ? ` ${when(at)}` : ''}. Bekijk de nieuwste versie hieronder en neem uw wijzigingen daarin over.`,
  drawing: 'Deze tekening bestaat niet.',
} as const;

/**
 * The per-field messages of a team member's fields and, when there are none, the columns to write.
 * `current` is the stored row (its drawing is kept when the form sends none); `drawingExists` says
 * whether a portrait drawing of a file name is shipped.
 */
export async function checkPastor(
  db: Kysely<Database>,
  fields: PastorFields,
  current: PastorRow | undefined,
  drawingExists: (file: string) => boolean,
): Promise<{ errors: Record<string, string>; columns?: Partial<PastorRow> }> {
  const errors: Record<string, string> = { ...(checkPastorFields({ ...fields }) as Record<string, string>) };
  const areas = fields.areas ?? [];
  if (areas.some((area) => !isLocation(area))) errors.areas = communityMessages.areas;
  if (fields.position !== undefined && (!Number.isInteger(fields.position) || fields.position < 0 || fields.position > 999)) errors.position = communityMessages.position;
  const photoError = await checkPhoto(db, fields.mediaId);
  if (photoError) errors.mediaId = photoError;
  const drawing = fields.photo === undefined ? { file: current?.photo ?? '', alt: current?.photo_alt ?? '' } : storedDrawing(fields.photo, current?.photo_alt || fields.name);
  if (fields.photo && !drawing.file) errors.photo = pastorMessages.drawing;
  else if (drawing.file && !drawingExists(drawing.file)) errors.photo = pastorMessages.drawing;
  const biography = sanitizeByKind('essential', fields.biography ?? '');
  if (biography.length > MAX_LENGTH.essential) errors.biography = editingMessages.tooLong(MAX_LENGTH.essential, biography.length);
  if (Object.keys(errors).length > 0) return { errors };
  const name = typedText(fields.name);
  return {
    errors,
    columns: {
      name,
      slug: slugify(name) || 'lid',
      role: typedText(fields.role),
      areas: JSON.stringify([...new Set(areas)]),
      email: typedText(fields.email ?? ''),
      phone: typedText(fields.phone ?? ''),
      photo: drawing.file,
      photo_alt: drawing.alt,
      media_id: fields.mediaId ?? null,
      summary: typedText(fields.summary ?? ''),
      biography,
      ...(fields.position !== undefined ? { position: fields.position } : {}),
    },
  };
}
