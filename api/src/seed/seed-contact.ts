/** First-start contact types with their example recipients (content/contact.ts). */
import type { Kysely } from 'kysely';

import { contactTypes } from '../../content/contact';
import type { Database } from '../db/schema';
import { createContactRepository } from '../plugins/app/contact/contact-repository';

/** Seeds the types while the table is empty (later edits of recipients are kept); true when it did. */
export async function seedContact(db: Kysely<Database>): Promise<boolean> {
  const repository = createContactRepository(db);
  if ((await repository.countTypes()) > 0) return false;
  await repository.saveTypes(contactTypes);
  return true;
}
