/**
 * The sentence that stood in for an image from another website ("Deze afbeelding staat op een
 * andere website. …") was stored as a paragraph of the text and so published (issue 41): it
 * reached public articles and a Zijstroom mail. It is the editor's notice only now, and a save with
 * such an image is refused; here it leaves every stored text: the rich-text columns, their plain
 * text beside them, and the JSON that holds them (page drafts and revisions, content drafts,
 * revisions and the Prullenbak). The update triggers re-index the search.
 *
 * The sentence is written out here rather than imported: a migration cleans what was stored then.
 * Plain SQL (LIKE, UPDATE … WHERE column = old value) and the text edited in JavaScript: the same on
 * SQLite and PostgreSQL. Down: nothing; the sentence never belonged in a text.
 */
import { sql, type Kysely, type Migration } from 'kysely';

const SENTENCE = 'Deze afbeelding staat op een andere website. Upload de foto om hem te plaatsen.';

/** Columns of HTML (or of JSON holding HTML), and of plain text made from it. */
const HTML_COLUMNS: readonly (readonly [table: string, column: string])[] = [
  ['page_partials', 'content'],
  ['footer_partials', 'content'],
  ['news', 'body'],
  ['events', 'description'],
  ['services', 'notes'],
  ['pastors', 'biography'],
  ['purposes', 'description'],
  ['newsletter_issues', 'body'],
  ['page_drafts', 'partials'],
  ['page_revisions', 'partials'],
  ['content_drafts', 'data'],
  ['content_revisions', 'data'],
  ['content_trash', 'data'],
];
const PLAIN_COLUMNS: readonly (readonly [table: string, column: string])[] = [
  ['news', 'body_text'],
  ['events', 'plain_text'],
  ['services', 'notes_text'],
  ['newsletter_issues', 'body_text'],
];

/** The text without the sentence: its paragraph in HTML, the words (and the space before them) in plain text or JSON. */
const withoutSentence = (text: string): string => text.replaceAll(`<p>${SENTENCE}</p>`, '').replaceAll(` ${SENTENCE}`, '').replaceAll(SENTENCE, '');

async function clean(db: Kysely<unknown>, table: string, column: string, edit: (text: string) => string) {
  const ref = sql.ref(column);
  const { rows } = await sql<{ text: string }>`SELECT DISTINCT ${ref} AS text FROM ${sql.table(table)} WHERE ${ref} LIKE ${`%${SENTENCE}%`}`.execute(db);
  for (const { text } of rows) await sql`UPDATE ${sql.table(table)} SET ${ref} = ${edit(text)} WHERE ${ref} = ${text}`.execute(db);
}

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [table, column] of HTML_COLUMNS) await clean(db, table, column, withoutSentence);
    for (const [table, column] of PLAIN_COLUMNS) await clean(db, table, column, (text) => withoutSentence(text).trim());
  },
  async down() {},
};
