/**
 * Migration 0032 (the foreign image's sentence) on a copy of a database that a site before it
 * wrote: the sentence as a paragraph in a page's text, a news article (and its plain text, so the
 * search index), a Zijstroom issue, a page's draft and revision and a content revision (JSON), next
 * to texts without it. Run on SQLite (foreign-image-text.test.ts) and on PostgreSQL
 * (foreign-image-text.pg.test.ts) with the same assertions.
 */
import { sql, type Kysely, type Migrator } from 'kysely';

import type { Database } from '../../src/db/schema';

export const BEFORE = '0031_giving';

const SENTENCE = 'Deze afbeelding staat op een andere website. Upload de foto om hem te plaatsen.';
const WITH = `<p>Kijk:</p><p>${SENTENCE}</p><p>mooi</p>`;
const AT = '2026-11-20T08:00:00.000Z';

async function insertOldRows(db: Kysely<Database>) {
  await sql`INSERT INTO pages (name, meta_title) VALUES ('index', 'Home')`.execute(db);
  await sql`INSERT INTO page_partials (page_id, name, content, kind) VALUES (1, 'intro', ${WITH}, 'full'), (1, 'title', 'Welkom', 'text')`.execute(db);
  const partials = JSON.stringify({ intro: WITH, title: 'Welkom' });
  await sql`INSERT INTO page_drafts (page_name, meta_title, meta_description, partials, base_version, updated_at, updated_by)
    VALUES ('index', 'Home', '', ${partials}, 1, ${AT}, 'anna@example.org')`.execute(db);
  await sql`INSERT INTO page_revisions (page_name, version, created_at, author, meta_title, meta_description, partials)
    VALUES ('index', 1, ${AT}, 'anna@example.org', 'Home', '', ${partials})`.execute(db);
  for (const [title, body, bodyText] of [
    ['Gemeentedag', WITH, `Kijk: ${SENTENCE} mooi`],
    ['Kerstnachtdienst', '<p>Iedereen is welkom.</p>', 'Iedereen is welkom.'],
  ]) {
    await sql`INSERT INTO news (title, published_at, publish_at, excerpt, body, body_text, version, updated_at, updated_by)
      VALUES (${title}, '2026-11-20', ${AT}, '', ${body}, ${bodyText}, 1, ${AT}, 'anna@example.org')`.execute(db);
  }
  await sql`INSERT INTO content_revisions (kind, ref_id, version, data, created_at) VALUES ('news', 1, 1, ${JSON.stringify({ body: WITH, body_text: `Kijk: ${SENTENCE} mooi` })}, ${AT})`.execute(db);
  await sql`INSERT INTO newsletter_issues (title, body, body_text, created_at, updated_at) VALUES ('Zijstroom december', ${`<p>${SENTENCE}</p><p>Zalig kerstfeest</p>`}, ${`${SENTENCE} Zalig kerstfeest`}, ${AT}, ${AT})`.execute(db);
}

const texts = async (db: Kysely<Database>) => ({
  partials: (await db.selectFrom('page_partials').select('content').orderBy('id').execute()).map((row) => row.content),
  draft: JSON.parse((await db.selectFrom('page_drafts').select('partials').executeTakeFirstOrThrow()).partials) as unknown,
  revision: JSON.parse((await db.selectFrom('page_revisions').select('partials').executeTakeFirstOrThrow()).partials) as unknown,
  news: await db.selectFrom('news').select(['body', 'body_text']).orderBy('id').execute(),
  contentRevision: JSON.parse((await db.selectFrom('content_revisions').select('data').executeTakeFirstOrThrow()).data) as unknown,
  zijstroom: await db.selectFrom('newsletter_issues').select(['body', 'body_text']).execute(),
  search: (await sql<{ body: string }>`SELECT body FROM search_index WHERE type = 'news' ORDER BY ref_id`.execute(db)).rows.map((row) => row.body.trim()),
});

export async function foreignImageTextCase(db: Kysely<Database>, migrator: Migrator): Promise<void> {
  await insertOldRows(db);
  // The copy holds the sentence in ten places, where the old code stored it.
  expect(JSON.stringify(await texts(db)).split(SENTENCE)).toHaveLength(11);

  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  expect(up.results?.map((r) => r.migrationName)).toContain('0032_foreign_image_text');
  const clean = '<p>Kijk:</p><p>mooi</p>';
  expect(await texts(db)).toEqual({
    partials: [clean, 'Welkom'],
    draft: { intro: clean, title: 'Welkom' },
    revision: { intro: clean, title: 'Welkom' },
    news: [
      { body: clean, body_text: 'Kijk: mooi' },
      { body: '<p>Iedereen is welkom.</p>', body_text: 'Iedereen is welkom.' },
    ],
    contentRevision: { body: clean, body_text: 'Kijk: mooi' },
    zijstroom: [{ body: '<p>Zalig kerstfeest</p>', body_text: 'Zalig kerstfeest' }],
    search: ['Kijk: mooi', 'Iedereen is welkom.'],
  });
}
