/**
 * Reads of a table shown in a fixed order (`position`, then `id`), shared by the churches and the
 * pastoral team: the count, one page with the total and one row by id, each row mapped by
 * `toItem` with its photo from the media library (`media_id`, null when none or gone). Also the one
 * rule for the drawing such a row refers to.
 */
import type { Photo } from '@kerk/kit/api-types';
import type { Kysely, Selectable } from 'kysely';

import type { Database } from '../../../db/schema';
import { toPlainText } from '../../../lib/sanitize';
import { isSvgFileName } from '../../../lib/slug';
import { picturesOf } from '../media/media-repository';

export interface ListOptions {
  page: number;
  pageSize: number;
}

export interface Paged<T> {
  items: T[];
  total: number;
}

/** The tables with a display `position` (and an integer `id`). */
export type OrderedTableName = 'churches' | 'pastors';

export function orderedTable<T extends OrderedTableName, Item>(db: Kysely<Database>, table: T, toItem: (row: Selectable<Database[T]>, picture: Photo | null) => Item) {
  // Kysely cannot type a query over a table name that is still generic: query the union of the
  // ordered tables (they share `id`, `position` and `media_id`) and read the rows as this table's.
  const from = () => db.selectFrom(table as OrderedTableName);
  const toItems = async (rows: Selectable<Database[OrderedTableName]>[]) => {
    const pictures = await picturesOf(db, rows.map((row) => row.media_id));
    return rows.map((row) => toItem(row as Selectable<Database[T]>, (row.media_id !== null && pictures.get(row.media_id)) || null));
  };

  const count = async (): Promise<number> => {
    const { n } = await from().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(n);
  };

  return {
    count,

    /** One page in display order, with the total count. */
    async list({ page, pageSize }: ListOptions): Promise<Paged<Item>> {
      const rows = await from()
        .selectAll()
        .orderBy('position')
        .orderBy('id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { items: await toItems(rows), total: await count() };
    },

    async findById(id: number): Promise<Item | null> {
      const row = await from().selectAll().where('id', '=', id).executeTakeFirst();
      return row ? (await toItems([row]))[0]! : null;
    },
  };
}

/** A drawing as stored: a plain `*.svg` file name (else ''), and its alt text only when there is one. */
export function storedDrawing(file: string | undefined, alt: string | undefined): { file: string; alt: string } {
  const name = file && isSvgFileName(file) ? file : '';
  return { file: name, alt: name ? toPlainText(alt ?? '') : '' };
}
