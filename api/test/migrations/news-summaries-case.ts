/**
 * Migration 0025 (news summaries) on a database that a site before it wrote: its articles as the old
 * code stored them (paragraphs glued in `body_text`, the start of the text frozen into `excerpt`),
 * next to one with a summary its editor wrote. Run on SQLite (news-summaries.test.ts) and on
 * PostgreSQL (news-summaries.pg.test.ts) with the same assertions.
 */
import { sql, type Kysely, type Migrator } from 'kysely';

import type { Database } from '../../src/db/schema';
import { createNewsRepository } from '../../src/plugins/app/news/news-repository';
import { excerptOf } from '../../src/plugins/app/news/news-rules';
import { createSearchRepository } from '../../src/plugins/app/search/search-repository';

export const BEFORE = '0024_service_music';

const OLIEBOLLEN = '<p>Op oudjaarsdag bakken we oliebollen.</p><p>De opbrengst gaat naar de diaconie.</p>';
const LONG =
  '<h2>Kerstnachtdienst</h2><p>Op kerstavond zingt het Maas en Waals koor in de Dorpskerk. Iedereen is welkom; na afloop is er warme ' +
  'chocolademelk en glühwein in de consistoriekamer, en de kinderen krijgen een kaarsje mee naar huis.</p><p>Wie wil meezingen, kan op de repetities komen.</p>';
const OWN = '<p>De kerkenraad zoekt twee diakenen.</p><p>Meldt u aan bij de scriba.</p>';

/**
 * An article as the code before 0025 wrote it: `body_text` with its paragraphs glued, and without
 * a summary of the editor's own the start of that text as `excerpt`.
 */
const article = (title: string, body: string, bodyText: string, own?: string) => ({ title, body, bodyText, excerpt: own ?? excerptOf(bodyText) });
const OLD_ROWS = [
  article('Oliebollenactie', OLIEBOLLEN, 'Op oudjaarsdag bakken we oliebollen.De opbrengst gaat naar de diaconie.'),
  // Longer than a summary: cut at a word, with '…'.
  article(
    'Kerstnachtdienst',
    LONG,
    'KerstnachtdienstOp kerstavond zingt het Maas en Waals koor in de Dorpskerk. Iedereen is welkom; na afloop is er warme chocolademelk en glühwein in de consistoriekamer, en de kinderen krijgen een kaarsje mee naar huis.Wie wil meezingen, kan op de repetities komen.',
  ),
  article('Diakenen gezocht', OWN, 'De kerkenraad zoekt twee diakenen.Meldt u aan bij de scriba.', 'Wie helpt de diaconie?'),
];

async function insertOldRows(db: Kysely<Database>) {
  for (const row of OLD_ROWS) {
    await sql`INSERT INTO news (title, published_at, publish_at, excerpt, body, body_text, version, updated_at, updated_by)
      VALUES (${row.title}, '2026-11-20', '2026-11-20T08:00:00.000Z', ${row.excerpt}, ${row.body}, ${row.bodyText}, 1, '2026-11-20T08:00:00.000Z', 'anna@example.org')`.execute(db);
  }
}

const stored = async (db: Kysely<Database>) => db.selectFrom('news').select(['title', 'excerpt', 'body_text']).orderBy('id').execute();

export async function newsSummariesCase(db: Kysely<Database>, migrator: Migrator): Promise<void> {
  await insertOldRows(db);
  expect((await stored(db)).map((row) => row.excerpt)).toEqual([
    'Op oudjaarsdag bakken we oliebollen.De opbrengst gaat naar de diaconie.',
    expect.stringMatching(/^KerstnachtdienstOp kerstavond zingt .* krijgen een…$/),
    'Wie helpt de diaconie?',
  ]);

  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  expect(up.results?.map((r) => r.migrationName)).toContain('0025_news_summaries');
  expect(await stored(db)).toEqual([
    { title: 'Oliebollenactie', excerpt: '', body_text: 'Op oudjaarsdag bakken we oliebollen. De opbrengst gaat naar de diaconie.' },
    { title: 'Kerstnachtdienst', excerpt: '', body_text: expect.stringMatching(/^Kerstnachtdienst Op kerstavond .* naar huis\. Wie wil meezingen/) },
    { title: 'Diakenen gezocht', excerpt: 'Wie helpt de diaconie?', body_text: 'De kerkenraad zoekt twee diakenen. Meldt u aan bij de scriba.' },
  ]);

  // The list makes the summary from the repaired text; the article tells the editor's own apart.
  const news = createNewsRepository(db);
  const { items } = await news.list({ page: 1, pageSize: 10 });
  expect(items.map((item) => item.excerpt)).toEqual([
    'Wie helpt de diaconie?',
    expect.stringMatching(/^Kerstnachtdienst Op kerstavond zingt .* krijgen een…$/),
    'Op oudjaarsdag bakken we oliebollen. De opbrengst gaat naar de diaconie.',
  ]);
  const [own, long, oliebollen] = items.map((item) => item.id);
  expect(await news.findById(oliebollen!)).toMatchObject({ summary: '', excerpt: 'Op oudjaarsdag bakken we oliebollen. De opbrengst gaat naar de diaconie.' });
  expect(await news.findById(own!)).toMatchObject({ summary: 'Wie helpt de diaconie?' });
  expect(long).toBeDefined();

  // The update trigger re-indexed each row: search finds "De" as a word of its own now.
  const index = await sql<{ body: string }>`SELECT body FROM search_index WHERE type = 'news' ORDER BY ref_id`.execute(db);
  expect(index.rows.map((row) => row.body.trim())).toEqual([
    'Op oudjaarsdag bakken we oliebollen. De opbrengst gaat naar de diaconie.',
    expect.stringMatching(/^Kerstnachtdienst Op kerstavond/),
    'Wie helpt de diaconie? De kerkenraad zoekt twee diakenen. Meldt u aan bij de scriba.',
  ]);
  const found = await createSearchRepository(db).search('opbrengst', 10);
  expect(found.find((r) => r.type === 'news')?.excerpt).toContain('oliebollen. De opbrengst');

  // Down: the app before 0025 expects a summary in every row again.
  expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
  expect((await stored(db)).map((row) => row.excerpt)).toEqual([
    'Op oudjaarsdag bakken we oliebollen. De opbrengst gaat naar de diaconie.',
    expect.stringMatching(/^Kerstnachtdienst Op kerstavond zingt .* krijgen een…$/),
    'Wie helpt de diaconie?',
  ]);
}
