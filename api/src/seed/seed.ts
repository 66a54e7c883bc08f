/**
 * Seed content, on every start. Pages (and their partials) are seeded by name, so one added to
 * `content/` later reaches an existing database; every other domain only while its tables are
 * empty. Either way restarts are idempotent and edits made in the database are never overwritten.
 * Writes go through the repositories, so seed HTML passes the same sanitizer as any other write.
 */
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

import { footer, settings } from '../../content';
import { takeTurns } from '../db/dialect';
import type { Database } from '../db/schema';
import { seedCollections } from './seed-collections';
import { seedContact } from './seed-contact';
import { seedEvents } from './seed-events';
import { createFooterRepository } from '../plugins/app/footer/footer-repository';
import { seedNews } from './seed-news';
import { seedCommunity } from './seed-community';
import { seedPages } from './seed-pages';
import { declaredFooterPartial } from './partial-kinds';
import { seedGiving } from './seed-giving';
import { seedServices } from './seed-services';
import { createSettingsRepository } from '../plugins/app/settings/settings-repository';

/**
 * Seeds missing pages and partials and the empty domains in one transaction; returns the names of
 * the domains it added to (`pages` when any page or partial was missing).
 */
export async function seedDatabase(db: Kysely<Database>): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    // Instances starting together on one PostgreSQL seed one after the other: the second finds it done.
    await takeTurns(trx, 'seed');
    const seeded: string[] = [];
    if ((await seedPages(trx)).length > 0) seeded.push('pages');
    const footerRepository = createFooterRepository(trx);
    if ((await footerRepository.count()) === 0) {
      for (const partial of footer) await footerRepository.save({ ...partial, ...declaredFooterPartial(partial.name) });
      seeded.push('footer');
    } else {
      for (const partial of footer) await footerRepository.describe({ name: partial.name, ...declaredFooterPartial(partial.name) });
    }
    const settingsRepository = createSettingsRepository(trx);
    if (await settingsRepository.isEmpty()) {
      await settingsRepository.save(settings);
      seeded.push('settings');
    }
    if (await seedNews(trx)) seeded.push('news');
    if (await seedGiving(trx)) seeded.push('giving');
    if (await seedServices(trx)) seeded.push('services');
    if (await seedContact(trx)) seeded.push('contact');
    if (await seedEvents(trx)) seeded.push('events');
    seeded.push(...(await seedCommunity(trx)));
    seeded.push(...(await seedCollections(trx)));
    return seeded;
  });
}

export default fp(
  async (fastify) => {
    const seeded = await seedDatabase(fastify.db);
    if (seeded.length > 0) fastify.log.info({ seeded }, 'database seeded');
  },
  { name: 'seed', dependencies: ['db'] },
);
