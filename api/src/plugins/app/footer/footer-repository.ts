/** The footer's named partials (spec §3 "Footer"), sanitized on write like page partials. */
import type { Footer } from '@kerk/kit/api-types';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { sanitizePartial } from '../../../lib/sanitize';
import type { PartialInput } from '../pages/pages-repository';

declare module 'fastify' {
  interface FastifyInstance {
    footerRepository: FooterRepository;
  }
}

export function createFooterRepository(db: Kysely<Database>) {
  return {
    async list(): Promise<Footer['partials']> {
      return db.selectFrom('footer_partials').select(['name', 'content']).orderBy('position').orderBy('id').execute();
    },

    /** Creates or replaces a partial; a new one goes after the existing ones. */
    async save(partial: PartialInput): Promise<void> {
      const { next } = await db
        .selectFrom('footer_partials')
        .select((eb) => eb.fn.coalesce(eb(eb.fn.max('position'), '+', 1), eb.lit(0)).as('next'))
        .executeTakeFirstOrThrow();
      const content = sanitizePartial(partial.name, partial.content);
      await db
        .insertInto('footer_partials')
        .values({ name: partial.name, content, position: Number(next) })
        .onConflict((oc) => oc.column('name').doUpdateSet({ content }))
        .execute();
    },

    async count(): Promise<number> {
      const { n } = await db.selectFrom('footer_partials').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(n);
    },
  };
}

export type FooterRepository = ReturnType<typeof createFooterRepository>;

export default fp(
  async (fastify) => {
    fastify.decorate('footerRepository', createFooterRepository(fastify.db));
  },
  { name: 'footer-repository', dependencies: ['db'] },
);
