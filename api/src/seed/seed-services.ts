/** Seeds the kerkdiensten around today while the table is empty (called by the seed plugin). */
import type { Kysely } from 'kysely';

import { buildServices } from '../../content/services';
import type { Database } from '../db/schema';
import { zonedDate } from '@kerk/kit/dates/calendar';
import { createPurposeLinks } from '../plugins/app/giving/purpose-links';
import { createServicesRepository } from '../plugins/app/services/services-repository';
import { now as clockNow } from '../lib/clock';

/** True when it seeded; dates are relative to `now`, so a fresh demo always has coming services. */
export async function seedServices(db: Kysely<Database>, now: Date = clockNow()): Promise<boolean> {
  const repository = createServicesRepository(db);
  if ((await repository.count()) > 0) return false;
  const links = createPurposeLinks(db);
  for (const service of buildServices(zonedDate(now), now)) await repository.create(await links.link(service));
  return true;
}
