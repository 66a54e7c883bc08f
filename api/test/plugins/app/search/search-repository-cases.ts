/**
 * The cases of searchRepository.search, run on SQLite (search-repository.test.ts) and on PostgreSQL
 * (search-repository.pg.test.ts): the same rows give the same answers, in the same order, with the
 * same excerpts and marks, on both.
 */
import { sql } from 'kysely';

import { useApp } from '../../../helper';

export function searchRepositoryCases() {
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
      expect(results[0]).toEqual({
        type: 'event', id: 2, title: 'Orgelconcert in de Dorpskerk', titleMarks: [{ start: 0, end: 5 }],
        date: '2026-12-12T14:00:00.000Z', excerpt: 'Een middag vol muziek.', excerptMarks: [],
      });
    });

    it('ignores diacritics both ways and matches word prefixes, then parts of words', async () => {
      await index([
        ['news', 1, 'Het ontmoetingscafé is weer open', 'Koffie en thee.', '2026-11-01'],
        ['news', 2, 'Israëlzondag', 'Een dienst over de verbondenheid met Israël.', '2026-10-04'],
        ['event', 3, 'Filmavond', 'In café De Kerkuil.', '2026-12-04T19:00:00.000Z'],
      ]);
      expect((await app().searchRepository.search('ontmoetingscafe', 10)).map((r) => r.id)).toEqual([1]);
      expect((await app().searchRepository.search('israel', 10)).map((r) => r.id)).toEqual([2]);
      expect((await app().searchRepository.search('ontmoet', 10)).map((r) => r.id)).toEqual([1]);
      // 'café' is a word of 3; 'ontmoetingscafé' holds it inside a word, so it comes after.
      expect((await app().searchRepository.search('cafe', 10)).map((r) => r.id)).toEqual([3, 1]);
      expect((await app().searchRepository.search('CAFÈ', 10)).map((r) => r.id)).toEqual([3, 1]);
      expect((await app().searchRepository.search('israël', 10)).map((r) => r.id)).toEqual([2]);
      const [cafe] = await app().searchRepository.search('cafe', 10);
      expect(cafe!.excerpt.slice(cafe!.excerptMarks[0]!.start, cafe!.excerptMarks[0]!.end)).toBe('café');
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

    it("finds parts of compounds and inflections: 'doop' in 'gedoopt', 'doopdienst' and 'kinderdoop', 'kerst' in 'Kerstnacht' and 'kerstmarkt'", async () => {
      await index([
        ['service', 1, 'Kerkdienst Druten', 'In deze dienst wordt een kind uit onze gemeente gedoopt.', '2026-12-06T09:00:00.000Z'],
        ['event', 2, 'Doopgesprek voor ouders', 'We bereiden samen de doopdienst voor.', '2026-12-02T18:30:00.000Z'],
        ['news', 3, 'Nieuwe folder', 'Alles over de kinderdoop in onze gemeente.', '2026-11-01'],
        ['service', 4, 'Kerkdienst Beuningen', 'Kerstnacht in Dorpskerk Beuningen.', '2026-12-24T21:00:00.000Z'],
        ['event', 5, 'Kerstmarkt rond de Dorpskerk', 'Met kerststukjes.', '2026-12-12T10:00:00.000Z'],
        ['news', 6, 'Dopen en belijdenis', 'Gesprek met de predikant.', '2026-10-01'],
      ]);
      const found = async (text: string) => (await app().searchRepository.search(text, 10)).map((r) => r.id).sort();
      expect(await found('doop')).toEqual([1, 2, 3]);
      expect(await found('kerst')).toEqual([4, 5]);
      expect(await found('doop kerst')).toEqual([]);
    });

    it('ranks whole words and word starts above parts of words, also above a part in a title', async () => {
      await index([
        ['news', 1, 'Kinderdoop', 'Een nieuwe folder.', '2026-11-20'],
        ['service', 2, 'Kerkdienst Wijchen', 'Met doop en avondmaal.', '2026-11-01T09:00:00.000Z'],
        ['event', 3, 'Doopgesprek', 'Voor ouders.', '2026-10-01T18:00:00.000Z'],
        ['service', 4, 'Kerkdienst Druten', 'Er wordt een kind gedoopt.', '2026-10-29T09:00:00.000Z'],
      ]);
      const ids = (await app().searchRepository.search('doop', 10)).map((r) => r.id);
      expect(ids.slice(0, 2).sort()).toEqual([2, 3]);
      expect(ids.slice(2)).toEqual([1, 4]);
      // The word hits fill a short list on their own.
      expect((await app().searchRepository.search('doop', 2)).map((r) => r.id).sort()).toEqual([2, 3]);
    });

    it('puts the services and events still to come first, nearest first, then the rest by relevance and date', async () => {
      // The clock stands at Monday 23-11-2026 21:05 (test/setup-clock.ts).
      await index([
        ['news', 1, 'Doopzondag', 'Vier kinderen werden gedoopt.', '2026-11-15'],
        ['service', 2, 'Kerkdienst Beuningen', 'Met doop.', '2026-12-13T09:00:00.000Z'],
        ['service', 3, 'Kerkdienst Wijchen', 'Met doop.', '2026-11-01T09:00:00.000Z'],
        ['event', 4, 'Doopgesprek', 'Voor ouders.', '2026-12-01T18:00:00.000Z'],
        ['service', 5, 'Kerkdienst Druten', 'Er wordt een kind gedoopt.', '2026-12-06T09:00:00.000Z'],
        ['service', 6, 'Kerkdienst Leur', 'Met doop.', '2025-11-30T09:00:00.000Z'],
        ['event', 7, 'Doopcatechese', 'Voor ouders.', '2027-06-01T18:00:00.000Z'],
      ]);
      const ids = (await app().searchRepository.search('doop', 10)).map((r) => r.id);
      expect(ids).toEqual([4, 5, 2, 7, 1, 3, 6]);
      // Even when the best matches alone would fill the list, the nearest ones still lead it.
      expect((await app().searchRepository.search('doop', 2)).map((r) => r.id)).toEqual([4, 5]);
    });

    it('ranks a search that matches more than half of the rows by title hits, then newest first, word hits before parts', async () => {
      await index([
        // A relevance score such as bm25 would put 1 before 3 (a shorter title) and 2 before 4 (the word three times).
        ['service', 1, 'Kerk', 'Met avondmaal.', '2026-01-04T09:00:00.000Z'],
        ['news', 2, 'Nieuwe koffiebekers', 'De kerk heeft nieuwe bekers, kerk en kerk.', '2026-03-01'],
        ['news', 3, 'Kerkproeverij voor wie de kerk nog niet kent', 'Kom eens kijken.', '2026-02-01'],
        ['event', 4, 'Concert', 'In de kerk van Leur, met het koor uit Druten en een organist uit Wijchen.', '2026-04-01T19:00:00.000Z'],
        ['news', 5, 'Opknapwerk', 'Het dak van de Dorpskerk.', '2026-05-01'],
        ['news', 6, 'Koffie', 'En thee.', '2026-06-01'],
      ]);
      const ids = async (text: string, limit = 10) => (await app().searchRepository.search(text, limit)).map((r) => r.id);
      // 'kerk' starts a word in 1–4 (broad: 4 of 6), and is a part of 'Dorpskerk' in 5.
      expect(await ids('kerk')).toEqual([3, 1, 4, 2, 5]);
      expect(await ids('kerk', 3)).toEqual([3, 1, 4]);
      // Not broad (2 of 6): the same rule, the title hit first.
      expect(await ids('koffie')).toEqual([6, 2]);
    });

    it('ranks by one rule that PostgreSQL can follow too: title hits, then newest, then the highest id; not by how often or how short', async () => {
      await index([
        ['news', 1, 'Orgel', 'Kort.', '2026-01-01'],
        ['news', 2, 'Het orgel van de Dorpskerk wordt gerestaureerd door de orgelbouwer', 'Het orgel, het orgel.', '2026-03-01'],
        ['news', 3, 'Koffie', 'Na de dienst bespeelt de organist het orgel.', '2026-02-01'],
        ['news', 4, 'Thee', 'Orgel orgel orgel orgel.', '2026-02-01'],
        ['news', 5, 'Jeugd', 'Kamp.', '2026-04-01'],
        ['news', 6, 'Bloemen', 'Voor de zieken.', '2026-05-01'],
        ['news', 7, 'Collecte', 'Voor de diaconie.', '2026-06-01'],
        ['news', 8, 'Gebed', 'Op woensdag.', '2026-07-01'],
      ]);
      // Not broad (4 of 8). Title hits 2 (newer) and 1; then the body hits of one date, the higher id first.
      expect((await app().searchRepository.search('orgel', 10)).map((r) => r.id)).toEqual([2, 1, 4, 3]);
    });

    it('requires a short word next to a part of a word to start a word', async () => {
      await index([
        ['service', 1, 'Kerkdienst Druten', 'De kinderen worden gedoopt.', '2026-11-29T09:00:00.000Z'],
        ['service', 2, 'Kerkdienst Leur', 'Kinderen worden gedoopt; ook onder water.', '2026-11-29T09:00:00.000Z'],
      ]);
      expect((await app().searchRepository.search('de doop', 10)).map((r) => r.id)).toEqual([1]);
    });

    it('answers a readable excerpt around the match with every match marked as a range', async () => {
      const opening = 'Zondag vieren we met de hele gemeente een bijzondere dienst in de Open Hof, met muziek van het jeugdkoor en de band.';
      await index([
        ['service', 1, 'Kerkdienst Wijchen – ds. Wim Kuipers', `${opening} Daarna wordt Emma gedoopt, en ook haar broertje wordt gedoopt. Na afloop is er koffie.`, '2026-12-06T09:30:00.000Z'],
      ]);
      const [result] = await app().searchRepository.search('DOOP', 10);
      expect(result!.excerpt).toBe('…Daarna wordt Emma gedoopt, en ook haar broertje wordt gedoopt. Na afloop is er koffie.');
      expect(result!.excerptMarks.map((m) => result!.excerpt.slice(m.start, m.end))).toEqual(['doop', 'doop']);
      expect(result!.excerpt.slice(result!.excerptMarks[0]!.start - 2, result!.excerptMarks[0]!.end + 1)).toBe('gedoopt');
      expect(result!.titleMarks).toEqual([]);
    });
  });
}
