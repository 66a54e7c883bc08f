/** Pieces shared by the churches and pastors schemas: their list query and the image answers. */
import { Type } from '@sinclair/typebox';

import { commonErrors, notFoundError } from './common';
import { idParamsSchema, listQuerySchema } from './paging';

/** Larger requests are answered with this many items (meta.pageSize says so), never refused. */
export const COMMUNITY_MAX_PAGE_SIZE = 50;

export const communityListQuerySchema = listQuerySchema({ items: 'Aantal', defaultPageSize: COMMUNITY_MAX_PAGE_SIZE, maxPageSize: COMMUNITY_MAX_PAGE_SIZE });

/** GET /<resource>/{id}/<image>: a drawing shipped in the repo. */
export const svgImageSchema = (tag: string, summary: string) =>
  ({
    tags: [tag],
    summary,
    params: idParamsSchema,
    produces: ['image/svg+xml'],
    response: {
      200: Type.String({ description: 'De tekening (image/svg+xml)' }),
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
      200: Type.String({ description: 'De tekening als PNG (image/png), voor linkvoorbeelden' }),
      304: Type.Null({ description: 'Niet gewijzigd (If-None-Match)' }),
      404: notFoundError,
      ...commonErrors,
    },
  }) as const;
