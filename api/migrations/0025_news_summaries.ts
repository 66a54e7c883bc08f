/**
 * A news article's `excerpt` holds only the summary its editor wrote. Until now a save without one
 * stored the start of the text there, and the article page printed it above that same text: its
 * first sentence twice. The public answers now make that start as they read (news-repository.ts),
 * so here:
 * - an excerpt that is the summary made from the text becomes '': made the old way (paragraphs
 *   glued together, "oliebollen.De") from the stored `body_text` or from the body, or the new way;
 *   a summary an editor wrote stays;
 * - `body_text` is made again with a space between paragraphs, headings, list items and cells.
 * Both run through the news table's own update trigger, so the search index follows. Row by row in
 * JavaScript (the text is cleaned with sanitize-html), the same on SQLite and PostgreSQL.
 * Down: an empty excerpt gets the start of the text again, as the app before this stored it.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import sanitizeHtml from 'sanitize-html';

import { toPlainText } from '../src/lib/sanitize';
import { excerptOf } from '../src/plugins/app/news/news-rules';

interface NewsText {
  id: number;
  body: string;
  body_text: string;
  excerpt: string;
}

/** toPlainText as it was before this migration: every tag dropped, so paragraphs ran together. */
const gluedPlainText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;|&gt;|[<>]/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const rowsOf = async (db: Kysely<unknown>) => (await sql<NewsText>`SELECT id, body, body_text, excerpt FROM news ORDER BY id`.execute(db)).rows;

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const row of await rowsOf(db)) {
      const bodyText = toPlainText(row.body);
      const made = [row.body_text, gluedPlainText(row.body), bodyText].map((text) => excerptOf(text));
      const excerpt = made.includes(row.excerpt) ? '' : row.excerpt;
      if (excerpt === row.excerpt && bodyText === row.body_text) continue;
      await sql`UPDATE news SET excerpt = ${excerpt}, body_text = ${bodyText} WHERE id = ${row.id}`.execute(db);
    }
  },

  async down(db: Kysely<unknown>) {
    for (const row of await rowsOf(db)) {
      if (row.excerpt) continue;
      await sql`UPDATE news SET excerpt = ${excerptOf(row.body_text)} WHERE id = ${row.id}`.execute(db);
    }
  },
};
