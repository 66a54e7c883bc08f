/** Pieces shared by the churches and pastors schemas: paging, the numeric id and the image answers. */
import { commonErrors, notFoundError } from './common';

/** Larger requests are answered with this many items (meta.pageSize says so), never refused. */
export const COMMUNITY_MAX_PAGE_SIZE = 50;

export const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1, description: 'Paginanummer, vanaf 1' },
    pageSize: {
      type: 'integer',
      minimum: 1,
      default: COMMUNITY_MAX_PAGE_SIZE,
      description: `Aantal per pagina; meer dan ${COMMUNITY_MAX_PAGE_SIZE} wordt ${COMMUNITY_MAX_PAGE_SIZE}`,
    },
  },
} as const;

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

export const listMetaSchema = {
  type: 'object',
  required: ['page', 'pageSize', 'total'],
  properties: { page: { type: 'integer' }, pageSize: { type: 'integer' }, total: { type: 'integer' } },
} as const;

/** `{ data: [...], meta }` for one page of `items`. */
export const listEnvelope = <T extends object>(items: T, description: string) =>
  ({
    description,
    type: 'object',
    required: ['data', 'meta'],
    properties: { data: { type: 'array', items }, meta: listMetaSchema },
  }) as const;

/** GET /<resource>/{id}/<image>: a drawing shipped in the repo. */
export const svgImageSchema = (tag: string, summary: string) =>
  ({
    tags: [tag],
    summary,
    params: idParamsSchema,
    produces: ['image/svg+xml'],
    response: {
      200: { description: 'De tekening (image/svg+xml)', type: 'string' },
      404: notFoundError,
      ...commonErrors,
    },
  }) as const;

/** GET /<resource>/{id}/<image>.png: the PNG of that drawing, for link previews. */
export const pngImageSchema = (tag: string, summary: string) =>
  ({
    tags: [tag],
    summary,
    params: idParamsSchema,
    produces: ['image/png'],
    response: {
      200: { description: 'De tekening als PNG (image/png), voor linkvoorbeelden', type: 'string' },
      304: { description: 'Niet gewijzigd (If-None-Match)', type: 'null' },
      404: notFoundError,
      ...commonErrors,
    },
  }) as const;
