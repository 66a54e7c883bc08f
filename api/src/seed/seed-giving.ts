/** Seeds the collection purposes and the default account while there are no purposes (before the services, which refer to them). */
import type { Kysely } from 'kysely';

import { givingSettings, purposes } from '../../content/giving';
import type { Database } from '../db/schema';

export async function seedGiving(db: Kysely<Database>): Promise<boolean> {
  if (await db.selectFrom('purposes').select('id').executeTakeFirst()) return false;
  for (const purpose of purposes) await db.insertInto('purposes').values({ ...purpose, active: 1 }).execute();
  await db.insertInto('settings').values({ id: 1, ...givingSettings }).onConflict((oc) => oc.column('id').doUpdateSet(givingSettings)).execute();
  return true;
}
