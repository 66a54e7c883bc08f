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
  const services = buildServices(zonedDate(now), now);
  // The collection names as purposes, looked up once (the seed's own purposes, the rest made archived).
  const names = [...new Set(services.flatMap((service) => service.collections ?? []))];
  const links = createPurposeLinks(db);
  const ids = new Map(names.map((name, i) => [name, i]));
  const purposeIds = await links.idsOf(names);
  const purposeNames = await links.namesOf(purposeIds);
  for (const service of services) {
    const picked = (service.collections ?? []).map((name) => ids.get(name)!);
    await repository.create({ ...service, purposes: picked.map((i) => purposeIds[i]!), collections: picked.map((i) => purposeNames[i]!) });
  }
  return true;
}
