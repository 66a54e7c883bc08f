/**
 * Seed of the page store by name, on every start: a page added to `content/` after a database was
 * created (the `accessibility` statement, say) still reaches that database, and so does a partial
 * added to a seed page. The texts of pages and partials that exist are never touched, so edits
 * survive; their declared kind and label (partial-kinds.ts) are brought up to date.
 * A site-map row whose page has no seed text (a new text page: one row) gets the page too, with
 * its name as title and its summary as introduction, for the editors to write in "Pagina's".
 * Called by seed.ts inside its transaction.
 */
import { SITE_ROUTES } from '@kerk/kit/site-map';
import type { Kysely } from 'kysely';

import { pages } from '../../content';
import type { Database } from '../db/schema';
import { createPagesRepository, type PageInput } from '../plugins/app/pages/pages-repository';
import { declaredPartial } from './partial-kinds';

/** A seed page with every partial's declared kind and label. */
const declared = (page: PageInput): PageInput => ({
  ...page,
  partials: page.partials.map((partial) => ({ ...partial, ...declaredPartial(page.name, partial.name) })),
});

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The pages of site-map rows without seed text: title, intro and content to write. */
function siteMapPages(): PageInput[] {
  const seeded = new Set(pages.map((page) => page.name));
  return SITE_ROUTES.filter((route) => route.page && !seeded.has(route.page)).map((route) => ({
    name: route.page!,
    metaTitle: route.name,
    metaDescription: route.summary ?? '',
    partials: [
      { name: 'title', content: route.name },
      { name: 'intro', content: route.summary ? `<p>${escapeHtml(route.summary)}</p>` : '' },
      { name: 'content', content: '' },
    ],
  }));
}

/** Every page the seed makes sure of: the seed content's, then the site map's text pages without one. */
export const seedPageList: PageInput[] = [...pages, ...siteMapPages()];

/**
 * Inserts every seed page missing by name, and into existing pages every seed partial missing by
 * name (after the page's own partials). Returns what it added: `<page>` or `<page>.<partial>`.
 */
export async function seedPages(db: Kysely<Database>): Promise<string[]> {
  const repository = createPagesRepository(db);
  const added: string[] = [];
  for (const page of seedPageList.map(declared)) {
    const existing = await repository.findByName(page.name);
    if (!existing) {
      await repository.create(page);
      added.push(page.name);
      continue;
    }
    const present = new Set(existing.partials.map((partial) => partial.name));
    for (const partial of page.partials.filter(({ name }) => present.has(name))) {
      await repository.describePartial(page.name, { name: partial.name, kind: partial.kind!, label: partial.label! });
    }
    for (const partial of page.partials.filter(({ name }) => !present.has(name))) {
      await repository.savePartial(page.name, partial);
      added.push(`${page.name}.${partial.name}`);
    }
  }
  return added;
}
