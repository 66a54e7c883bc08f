/**
 * The Zijstroom page's old way to subscribe ("Stuur een bericht met uw naam en woonplaats naar
 * zijstroom@…") gives way to the sign-up form (issue 33): that heading and paragraph leave the
 * page's `content` where they are still as seeded; the text above the form is the new `signup`
 * partial, which the seed adds. A page whose editors rewrote that paragraph keeps their text.
 */
import type { Kysely, Migration } from 'kysely';

const OLD = /\s*<h2>Aanmelden voor de e-mailversie<\/h2>\s*<p>Wilt u Zijstroom per e-mail ontvangen\? Stuur een bericht[\s\S]*?<\/p>/;

type Tables = { pages: { id: number; name: string }; page_partials: { id: number; page_id: number; name: string; content: string } };

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const k = db as unknown as Kysely<Tables>;
    const row = await k
      .selectFrom('page_partials as p')
      .innerJoin('pages as g', 'g.id', 'p.page_id')
      .select(['p.id', 'p.content'])
      .where('g.name', '=', 'paper')
      .where('p.name', '=', 'content')
      .executeTakeFirst();
    if (!row || !OLD.test(row.content)) return;
    await k.updateTable('page_partials').set({ content: row.content.replace(OLD, '') }).where('id', '=', row.id).execute();
  },
  // The paragraph named an address that nobody reads any more: it is not put back.
  async down() {},
};
