/**
 * What every paged list shares (news, services, events, churches, pastors): the `page` / `pageSize`
 * query, where a pageSize above the maximum is answered with the maximum (meta.pageSize says so),
 * never refused; and the numeric id of one item. The `{ data, meta }` answer is the kit's
 * `listAnswerSchema`.
 */
import { Type, type TProperties } from '@sinclair/typebox';

import { defaulted } from './common';

export interface ListQueryOptions {
  /** What a page holds, for the description: `Berichten` → "Berichten per pagina; …". */
  items: string;
  defaultPageSize: number;
  maxPageSize: number;
  /** Unknown query parameters are not part of the question (removed by Ajv), except where a list allows them. */
  closed?: boolean;
}

/** The query of a paged list: its own `filters` first, then `page` and `pageSize`. */
export const listQuerySchema = <F extends TProperties = Record<never, never>>({ items, defaultPageSize, maxPageSize, closed = true }: ListQueryOptions, filters?: F) =>
  Type.Object(
    {
      ...(filters as F),
      page: defaulted(Type.Integer({ minimum: 1, maximum: 100_000, default: 1, description: 'Paginanummer, vanaf 1' })),
      pageSize: defaulted(
        Type.Integer({ minimum: 1, default: defaultPageSize, description: `${items} per pagina; meer dan ${maxPageSize} wordt ${maxPageSize}` }),
      ),
    },
    closed ? { additionalProperties: false } : {},
  );

export const idParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
