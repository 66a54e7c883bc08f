/**
 * What every paged list shares (news, services, events, churches, pastors): the `page` / `pageSize`
 * query, where a pageSize above the maximum is answered with the maximum (meta.pageSize says so),
 * never refused; the `{ data, meta }` answer; and the numeric id of one item.
 */
import type { ListAnswer, ListMeta } from '@kerk/kit/api-types';

import type { PropertiesOf } from './common';

export interface ListQueryOptions {
  /** What a page holds, for the description: `Berichten` → "Berichten per pagina; …". */
  items: string;
  defaultPageSize: number;
  maxPageSize: number;
  /** Unknown query parameters are not part of the question (removed by Ajv), except where a list allows them. */
  closed?: boolean;
}

/** The query of a paged list: its own `filters` first, then `page` and `pageSize`. */
export const listQuerySchema = <F extends Record<string, object>>({ items, defaultPageSize, maxPageSize, closed = true }: ListQueryOptions, filters?: F) =>
  ({
    type: 'object',
    ...(closed ? { additionalProperties: false as const } : {}),
    properties: {
      ...(filters as F),
      page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1, description: 'Paginanummer, vanaf 1' },
      pageSize: {
        type: 'integer',
        minimum: 1,
        default: defaultPageSize,
        description: `${items} per pagina; meer dan ${maxPageSize} wordt ${maxPageSize}`,
      },
    },
  }) as const;

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

export const listMetaSchema = {
  type: 'object',
  required: ['page', 'pageSize', 'total'],
  properties: {
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
    total: { type: 'integer' },
    pages: { type: 'integer', description: 'Aantal pagina’s, waar pagina’s niet allemaal pageSize lang zijn (diensten per hele dag)' },
  } as const satisfies PropertiesOf<ListMeta>,
} as const;

/** `{ data: [...], meta }` for one page of `items`. */
export const listEnvelope = <T extends object>(items: T, description: string) =>
  ({
    description,
    type: 'object',
    required: ['data', 'meta'],
    properties: { data: { type: 'array', items }, meta: listMetaSchema } as const satisfies PropertiesOf<ListAnswer<unknown>>,
  }) as const;
