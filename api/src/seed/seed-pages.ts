/**
 * Seed of the page store by name, on every start: a page added to `content/` after a database was
 * created (the `accessibility` statement, say) still reaches that database, and so does a partial
 * added to a seed page. Pages and partials that exist are never touched, so edits survive.
 * Called by seed.ts inside its transaction.
 */
import type { Kysely } from 'kysely';

import { pages } from '../../content';
import type { Database } from '../db/schema';
import { createPagesRepository } from '../plugins/app/pages/pages-repository';

/**
 * Inserts every seed page missing by name, and into existing pages every seed partial missing by
 * name (after the page's own partials). Returns what it added: `<page>` or `<page>.<partial>`.
 */
export async function seedPages(db: Kysely<Database>): Promise<string[]> {
  const repository = createPagesRepository(db);
  const added: string[] = [];
  for (const page of pages) {
    const existing = await repository.findByName(page.name);
    if (!existing) {
      await repository.create(page);
      added.push(page.name);
      continue;
    }
    const present = new Set(existing.partials.map((partial) => partial.name));
    for (const partial of page.partials.filter(({ name }) => !present.has(name))) {
      await repository.savePartial(page.name, partial);
      added.push(`${page.name}.${partial.name}`);
    }
  }
  return added;
}
