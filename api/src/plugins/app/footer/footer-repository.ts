/** The footer's named partials (spec §3 "Footer"), sanitized on write like page partials. */
import type { Footer } from '@kerk/kit/api-types';
import type { PartialKind } from '@kerk/kit/editing';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { partialRow, type PartialInput } from '../pages/pages-repository';

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
      const row = partialRow(partial);
      await db
        .insertInto('footer_partials')
        .values({ ...row, position: Number(next) })
        .onConflict((oc) => oc.column('name').doUpdateSet({ content: row.content }))
        .execute();
    },

    /** Sets the kind and label of an existing partial where they differ; the text is left as it is. */
    async describe(partial: { name: string; kind: PartialKind; label: string }): Promise<void> {
      await db
        .updateTable('footer_partials')
        .set({ kind: partial.kind, label: partial.label })
        .where('name', '=', partial.name)
        .where((eb) => eb.or([eb('kind', '!=', partial.kind), eb('label', '!=', partial.label)]))
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
