import { sql } from 'kysely';

import { toMatchQuery } from '../../../../src/plugins/app/search/search-repository';
import { useApp } from '../../../helper';

describe('toMatchQuery', () => {
  it('turns every term into a quoted prefix phrase', () => {
    expect(toMatchQuery('kerst  avondmaal')).toBe('"kerst"* "avondmaal"*');
  });

  it('neutralises FTS syntax: operators, column filters and quotes are searched as words', () => {
    expect(toMatchQuery('title:advent OR NEAR("a" b)')).toBe('"title:advent"* "OR"* "NEAR(""a"""* "b)"*');
  });

  it('answers null for text without letters or digits', () => {
    expect(toMatchQuery('')).toBeNull();
    expect(toMatchQuery(' – * "" ')).toBeNull();
  });
});

describe('searchRepository.search', () => {
  const app = useApp();

  /** An index holding only these rows, whatever the seed or the other domains put there. */
  async function index(rows: [type: string, id: number, title: string, body: string, date: string][]) {
    await app().ready();
    await sql`DELETE FROM search_index`.execute(app().db);
    for (const [type, id, title, body, date] of rows) {
      await sql`INSERT INTO search_index (title, body, type, ref_id, date) VALUES (${title}, ${body}, ${type}, ${id}, ${date})`.execute(app().db);
    }
  }

  it('ranks a title hit above a body hit', async () => {
    await index([
      ['news', 1, 'Nieuwe collectebonnen', 'Vanaf januari kunt u ook voor de orgelfonds collecte geven.', '2026-11-01'],
      ['event', 2, 'Orgelconcert in de Dorpskerk', 'Een middag vol muziek.', '2026-12-12T14:00:00.000Z'],
    ]);
    const results = await app().searchRepository.search('orgel', 10);
    expect(results.map((r) => r.id)).toEqual([2, 1]);
    expect(results[0]).toEqual({ type: 'event', id: 2, title: 'Orgelconcert in de Dorpskerk', date: '2026-12-12T14:00:00.000Z', excerpt: 'Een middag vol muziek.' });
  });

  it('ignores diacritics both ways and matches word prefixes', async () => {
    await index([
      ['news', 1, 'Het ontmoetingscafé is weer open', 'Koffie en thee.', '2026-11-01'],
      ['news', 2, 'Israëlzondag', 'Een dienst over de verbondenheid met Israël.', '2026-10-04'],
      ['event', 3, 'Filmavond', 'In café De Kerkuil.', '2026-12-04T19:00:00.000Z'],
    ]);
    expect((await app().searchRepository.search('ontmoetingscafe', 10)).map((r) => r.id)).toEqual([1]);
    expect((await app().searchRepository.search('israel', 10)).map((r) => r.id)).toEqual([2]);
    expect((await app().searchRepository.search('ontmoet', 10)).map((r) => r.id)).toEqual([1]);
    expect((await app().searchRepository.search('cafe', 10)).map((r) => r.id)).toEqual([3]);
    expect((await app().searchRepository.search('CAFÈ', 10)).map((r) => r.id)).toEqual([3]);
  });

  it('requires every term and respects the limit', async () => {
    await index([
      ['service', 1, 'Kerkdienst Druten', 'Advent', '2026-11-29T09:00:00.000Z'],
      ['service', 2, 'Kerkdienst Wijchen', 'Advent', '2026-11-29T09:30:00.000Z'],
      ['service', 3, 'Kerkdienst Wijchen', 'Kerst', '2026-12-25T09:30:00.000Z'],
    ]);
    expect((await app().searchRepository.search('wijchen advent', 10)).map((r) => r.id)).toEqual([2]);
    expect(await app().searchRepository.search('kerkdienst', 2)).toHaveLength(2);
  });

  it('treats FTS syntax in the text as words instead of failing', async () => {
    await index([['news', 1, 'Koor zoekt tenoren', 'Zingt u mee?', '2026-11-01']]);
    await expect(app().searchRepository.search('koor" OR title:*', 10)).resolves.toEqual([]);
    await expect(app().searchRepository.search('NEAR(koor tenoren)', 10)).resolves.toEqual([]);
    await expect(app().searchRepository.search('"koor"', 10)).resolves.toHaveLength(1);
  });
});
