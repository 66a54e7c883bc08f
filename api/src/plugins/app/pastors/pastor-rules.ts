/**
 * The editing app's rules for one team member (issue 16), with a Dutch message per field: the
 * kit's rules for the plain fields (`@kerk/kit/editing`, the same the form checks with), the
 * villages from the locations, a library photo that exists, a shipped drawing, and the biography
 * cleaned to the `essential` preset within its length.
 */
import { type FieldValues, pastorMessages, pastorType } from '@kerk/kit/content-types';
import { LOCATION_SLUGS } from '@kerk/kit/texts';
import type { Kysely, Selectable } from 'kysely';

import { storedDrawing } from '../community-editing/ordered-table';
import type { Database, PastorsTable } from '../../../db/schema';
import { slugify } from '../../../lib/slug';
import { checkContent, columnsOf } from '../content-editing/content-rows';
import { checkPhoto } from '../community-editing/community-photo';

/** What the form sends: the fields of `pastorType`, and (the seed's) drawing's file name; left out: kept. */
export type PastorFields = Partial<FieldValues<typeof pastorType>> & { photo?: string };

type PastorRow = Selectable<PastorsTable>;

export { pastorMessages };

/**
 * The per-field messages of a team member's fields (the declaration's rules, a library photo that
 * exists, a shipped drawing) and, when there are none, the columns to write. `current` is the
 * stored row (its drawing is kept when the form sends none); `drawingExists` says whether a portrait
 * drawing of a file name is shipped.
 */
export async function checkPastor(
  db: Kysely<Database>,
  fields: PastorFields,
  current: PastorRow | undefined,
  drawingExists: (file: string) => boolean,
): Promise<{ errors: Record<string, string>; columns?: Partial<PastorRow> }> {
  const errors = checkContent(pastorType, fields, { locations: LOCATION_SLUGS });
  const photoError = await checkPhoto(db, fields.mediaId);
  if (photoError) errors.mediaId = photoError;
  const drawing = fields.photo === undefined ? { file: current?.photo ?? '', alt: current?.photo_alt ?? '' } : storedDrawing(fields.photo, current?.photo_alt || (fields.name ?? ''));
  if (fields.photo && !drawing.file) errors.photo = pastorMessages.drawing;
  else if (drawing.file && !drawingExists(drawing.file)) errors.photo = pastorMessages.drawing;
  if (Object.keys(errors).length > 0) return { errors };
  const columns = columnsOf(pastorType, fields) as Partial<PastorRow>;
  return { errors, columns: { ...columns, slug: slugify(columns.name ?? '') || 'lid', photo: drawing.file, photo_alt: drawing.alt } };
}
