/**
 * The writes every content table with an integer `id` gets the same way (news, services, events):
 * insert (answers the new id), replace by id, delete by id, and the row count. Each repository
 * still cleans its input into a row (`toRow`) and owns its own reads.
 */
import type { Insertable, Kysely, Updateable } from 'kysely';

import type { Database } from './schema';

/** The content tables written by id. */
export type RowsByIdTable = 'news' | 'services' | 'events';

export function rowsById<T extends RowsByIdTable>(db: Kysely<Database>, table: T) {
  // Kysely cannot type a query over a table name that is still generic: query the union of these
  // tables (they share the integer `id`) and take rows typed as this table's.
  const name = table as RowsByIdTable;
  return {
    async insert(row: Insertable<Database[T]>): Promise<number> {
      const { id } = await db
        .insertInto(name)
        .values(row as Insertable<Database[RowsByIdTable]>)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Replaces the row's fields; false when there is no row with that id. */
    async update(id: number, row: Updateable<Database[T]>): Promise<boolean> {
      const result = await db
        .updateTable(name)
        .set(row as Updateable<Database[RowsByIdTable]>)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** False when there is no row with that id. */
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom(name).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async count(): Promise<number> {
      const { n } = await db
        .selectFrom(name)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },
  };
}
