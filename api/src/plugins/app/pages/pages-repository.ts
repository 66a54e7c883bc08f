/**
 * The page store (spec §3 "Page"): pages by name with their ordered partials. Content is sanitized
 * here, on the write path, so nothing unsafe is ever stored.
 */
import type { Page } from '@kerk/kit/api-types';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { sanitizePartial, toPlainText } from '../../../lib/sanitize';

export interface PartialInput {
  name: string;
  content: string;
}

export interface PageInput {
  name: string;
  metaTitle?: string;
  metaDescription?: string;
  partials: PartialInput[];
}

export type { Page };

declare module 'fastify' {
  interface FastifyInstance {
    pagesRepository: PagesRepository;
  }
}

/** Takes any Kysely (or a transaction) so seeding can batch its writes in one commit. */
export function createPagesRepository(db: Kysely<Database>) {
  return {
    async findByName(name: string): Promise<Page | null> {
      const page = await db.selectFrom('pages').selectAll().where('name', '=', name).executeTakeFirst();
      if (!page) return null;
      const partials = await db
        .selectFrom('page_partials')
        .select(['name', 'content'])
        .where('page_id', '=', page.id)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return { id: page.id, name: page.name, metaTitle: page.meta_title, metaDescription: page.meta_description, partials };
    },

    /** Inserts a page and its partials in the given order; returns the new id. */
    async create(input: PageInput): Promise<number> {
      const { id } = await db
        .insertInto('pages')
        .values({
          name: input.name,
          meta_title: toPlainText(input.metaTitle ?? ''),
          meta_description: toPlainText(input.metaDescription ?? ''),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (input.partials.length > 0) {
        const rows = input.partials.map((p, position) => ({ page_id: id, name: p.name, content: sanitizePartial(p.name, p.content), position }));
        await db.insertInto('page_partials').values(rows).execute();
      }
      return id;
    },

    /** Creates or replaces one partial of a page; false when the page does not exist. */
    async savePartial(pageName: string, partial: PartialInput): Promise<boolean> {
      const page = await db.selectFrom('pages').select('id').where('name', '=', pageName).executeTakeFirst();
      if (!page) return false;
      const { next } = await db
        .selectFrom('page_partials')
        .select((eb) => eb.fn.coalesce(eb(eb.fn.max('position'), '+', 1), eb.lit(0)).as('next'))
        .where('page_id', '=', page.id)
        .executeTakeFirstOrThrow();
      const content = sanitizePartial(partial.name, partial.content);
      await db
        .insertInto('page_partials')
        .values({ page_id: page.id, name: partial.name, content, position: Number(next) })
        .onConflict((oc) => oc.columns(['page_id', 'name']).doUpdateSet({ content }))
        .execute();
      return true;
    },

    async count(): Promise<number> {
      const { n } = await db.selectFrom('pages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(n);
    },
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;

export default fp(
  async (fastify) => {
    fastify.decorate('pagesRepository', createPagesRepository(fastify.db));
  },
  { name: 'pages-repository', dependencies: ['db'] },
);
