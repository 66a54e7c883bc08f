/**
 * Schemas of the media library (`/api/admin/media`, issue 16) and of its public files
 * (`/api/media/<hash>/<file>`). Every admin route can also answer 401, 403 and 429 as
 * `{ code, message }` in Dutch.
 */
import { ALT_MAX_LENGTH, dataAnswerSchema, listAnswerSchema, mediaItemSchema, mediaUploadSchema, mediaUsageSchema } from '@kerk/kit/api-schemas';
import { Type } from '@sinclair/typebox';

import { adminErrors, commonErrors, csrfHeader, errorSchema } from './common';
import { idParamsSchema, listQuerySchema } from './paging';

export const MEDIA_MAX_PAGE_SIZE = 100;

const tags = ['admin'];

const altSchema = Type.String({ maxLength: ALT_MAX_LENGTH, description: 'De beschrijving van de foto (verplicht)' });

export const listMediaSchema = {
  tags,
  summary: 'De fotobibliotheek, nieuwste eerst',
  querystring: listQuerySchema({ items: "Foto's", defaultPageSize: 24, maxPageSize: MEDIA_MAX_PAGE_SIZE }),
  response: { 200: listAnswerSchema(mediaItemSchema, "Een pagina van de fotobibliotheek"), ...adminErrors },
} as const;

export const getMediaSchema = {
  tags,
  summary: 'Eén foto met zijn formaten en waar hij gebruikt wordt',
  params: idParamsSchema,
  response: { 200: dataAnswerSchema(mediaItemSchema, 'De foto'), 404: errorSchema('Deze foto bestaat niet (meer)'), ...adminErrors },
} as const;

export const uploadMediaSchema = {
  tags,
  summary: 'Een foto toevoegen: de bytes van een JPEG, PNG of WebP als body (tot 15 MB)',
  headers: csrfHeader,
  querystring: Type.Object(
    {
      alt: Type.Optional(altSchema),
      name: Type.Optional(Type.String({ maxLength: 200, description: 'De oorspronkelijke bestandsnaam' })),
    },
    { additionalProperties: false },
  ),
  response: {
    200: dataAnswerSchema(mediaUploadSchema, 'Deze foto stond al in de bibliotheek (dezelfde bytes): die foto, met zijn eigen beschrijving; duplicate is true'),
    201: dataAnswerSchema(mediaUploadSchema, 'Toegevoegd; duplicate is false'),
    413: errorSchema('De foto is groter dan 15 MB'),
    415: errorSchema('Dit is geen JPEG-, PNG- of WebP-foto'),
    ...adminErrors,
  },
} as const;

/** A focal point's value: whole percentages; the range is checked by the route, with a Dutch message of its own. */
const focusValue = (axis: string) => Type.Integer({ description: `Het belangrijkste punt ${axis}, in hele procenten van 0 tot en met 100 (samen met het andere)` });

export const updateMediaSchema = {
  tags,
  summary: 'De beschrijving (alt-tekst) en/of het belangrijkste punt van een foto wijzigen; een nieuw punt snijdt ook het linkvoorbeeld opnieuw',
  headers: csrfHeader,
  params: idParamsSchema,
  body: Type.Object(
    { alt: Type.Optional(altSchema), focusX: Type.Optional(focusValue('van links naar rechts')), focusY: Type.Optional(focusValue('van boven naar beneden')) },
    { additionalProperties: false },
  ),
  response: {
    ...adminErrors,
    200: dataAnswerSchema(mediaItemSchema, 'Gewijzigd'),
    400: errorSchema('Een lege beschrijving, een punt buiten de foto (niet van 0 tot en met 100), of niets om te wijzigen'),
    404: errorSchema('Deze foto bestaat niet (meer)'),
  },
} as const;

export const deleteMediaSchema = {
  tags,
  summary: 'Een foto verwijderen; geweigerd (409) zolang hij gebruikt wordt',
  headers: csrfHeader,
  params: idParamsSchema,
  response: {
    204: Type.Null({ description: 'Verwijderd' }),
    404: errorSchema('Deze foto bestaat niet (meer)'),
    409: Type.Object({ code: Type.String(), message: Type.String(), usages: Type.Array(mediaUsageSchema) }, { description: 'De foto wordt nog gebruikt' }),
    ...adminErrors,
  },
} as const;

export const mediaFileSchema = {
  tags: ['media'],
  summary: 'Een formaat van een foto (onveranderlijk: de naam wisselt met de inhoud)',
  params: Type.Object({ hash: Type.String({ pattern: '^[0-9a-f]{20}$' }), file: Type.String({ pattern: '^(\\d{1,4}\\.(avif|webp)|preview(-\\d{1,3}-\\d{1,3})?\\.jpg)$' }) }),
  produces: ['image/avif', 'image/webp', 'image/jpeg'],
  response: { 200: Type.Unsafe<Buffer>(Type.String({ description: 'De foto (image/avif, image/webp of image/jpeg)' })), 404: errorSchema('Niet gevonden'), ...commonErrors },
} as const;
