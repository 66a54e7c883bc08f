/** Seeds each engine type's items (content/collections.ts) while its table is empty; returns the kinds it added to. */
import { ENGINE_TYPES } from '@kerk/kit/content-types';
import type { Kysely } from 'kysely';

import { collections } from '../../content/collections';
import type { Database } from '../db/schema';
import { columnsOf } from '../plugins/app/content-editing/content-rows';

export async function seedCollections(db: Kysely<Database>): Promise<string[]> {
  // The table is the type's; Kysely cannot type a table picked at run time.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const any = db as unknown as Kysely<any>;
  const seeded: string[] = [];
  for (const type of ENGINE_TYPES) {
    const items: Record<string, unknown>[] = collections[type.kind];
    if (items.length === 0 || (await any.selectFrom(type.resource).select('id').executeTakeFirst())) continue;
    for (const item of items) await any.insertInto(type.resource).values(columnsOf(type, item)).execute();
    seeded.push(type.kind);
  }
  return seeded;
}
