/**
 * Seed of the community domains: the seven churches and the pastoral team, each only while its
 * table is empty. Called by seed.ts inside its transaction.
 */
import type { Kysely } from 'kysely';

import { churches } from '../../content/churches';
import { pastors } from '../../content/pastors';
import type { Database } from '../db/schema';
import { createChurchesRepository } from '../plugins/app/churches/churches-repository';
import { createPastorsRepository } from '../plugins/app/pastors/pastors-repository';

/** Returns the names of the domains it filled. */
export async function seedCommunity(db: Kysely<Database>): Promise<string[]> {
  const seeded: string[] = [];
  const churchesRepository = createChurchesRepository(db);
  if ((await churchesRepository.count()) === 0) {
    for (const church of churches) await churchesRepository.create(church);
    seeded.push('churches');
  }
  const pastorsRepository = createPastorsRepository(db);
  if ((await pastorsRepository.count()) === 0) {
    for (const pastor of pastors) await pastorsRepository.create(pastor);
    seeded.push('pastors');
  }
  return seeded;
}
