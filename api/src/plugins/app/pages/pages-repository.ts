/**
 * The page store (spec §3 "Page"): pages by name with their ordered partials. Content is sanitized
 * here, on the write path, so nothing unsafe is ever stored.
 */
import type { Page } from '@kerk/kit/api-types';
import type { PartialKind } from '@kerk/kit/editing';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { sanitizeByKind, sanitizePartial, toPlainText } from '../../../lib/sanitize';

export interface PartialInput {
  name: string;
  content: string;
  /** Its kind (cleaned by that preset) and Dutch label; without, the name's rule and the name. */
  kind?: PartialKind;
  label?: string;
}

/** A partial's stored row fields: content cleaned by its kind (or, without one, the naming rule). */
export const partialRow = (partial: PartialInput) => ({
  name: partial.name,
  content: partial.kind ? sanitizeByKind(partial.kind, partial.content) : sanitizePartial(partial.name, partial.content),
  ...(partial.kind ? { kind: partial.kind } : {}),
  label: partial.label ?? partial.name,
});

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
        const rows = input.partials.map((p, position) => ({ page_id: id, ...partialRow(p), position }));
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
      const row = partialRow(partial);
      await db
        .insertInto('page_partials')
        .values({ page_id: page.id, ...row, position: Number(next) })
        .onConflict((oc) => oc.columns(['page_id', 'name']).doUpdateSet({ content: row.content }))
        .execute();
      return true;
    },

    /**
     * Sets the kind and label of a page's existing partial where they differ (the seed's
     * declarations reaching a database made before them); the text is left as it is.
     */
    async describePartial(pageName: string, partial: { name: string; kind: PartialKind; label: string }): Promise<void> {
      await db
        .updateTable('page_partials')
        .set({ kind: partial.kind, label: partial.label })
        .where('page_id', '=', (eb) => eb.selectFrom('pages').select('id').where('name', '=', pageName))
        .where('name', '=', partial.name)
        .where((eb) => eb.or([eb('kind', '!=', partial.kind), eb('label', '!=', partial.label)]))
        .execute();
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
