/**
 * The cases of GET /api/search, run on SQLite (index.test.ts) and on PostgreSQL (index.pg.test.ts)
 * over the seeded site.
 */
import type { SearchResult } from '@kerk/kit/api-types';

import { useApp } from '../../helper';

export function searchRouteCases() {
  describe('GET /api/search', () => {
    const app = useApp();

    it('finds a seeded service by its preacher and answers typed results', async () => {
      const res = await app().inject({ url: '/api/search?q=Kuipers&limit=5' });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.length).toBeGreaterThan(0);
      expect(data.length).toBeLessThanOrEqual(5);
      const service = data.find((r: { type: string }) => r.type === 'service');
      expect(service).toEqual({
        type: 'service', id: expect.any(Number), title: expect.stringMatching(/^Kerkdienst \w+ – .*Kuipers/), titleMarks: [expect.any(Object)],
        date: expect.any(String), excerpt: expect.any(String), excerptMarks: expect.any(Array),
      });
      expect(service.title.slice(service.titleMarks[0].start, service.titleMarks[0].end)).toBe('Kuipers');
      const detail = await app().inject({ url: `/api/services/${service.id}` });
      expect(detail.json().data.preacher).toContain('Kuipers');
    });

    it("finds 'doop' inside 'gedoopt', 'doopdienst' and 'kinderdoop', and 'kerst' inside 'Kerstnacht' and 'kerstmarkt', marked in the excerpt", async () => {
      const search = async (q: string) => (await app().inject({ url: `/api/search?q=${q}&limit=50` })).json().data as SearchResult[];
      const marked = (r: SearchResult) => r.excerptMarks.map((m) => r.excerpt.slice(m.start, m.end).toLowerCase());
      const doop = await search('doop');
      const baptisms = doop.filter((r) => r.type === 'service' && r.excerpt.includes('gedoopt'));
      expect(baptisms.length).toBeGreaterThanOrEqual(5);
      for (const r of baptisms) {
        expect(r.excerpt).toMatch(/^In deze dienst wordt een kind uit onze gemeente gedoopt\./);
        expect(r.excerpt).not.toContain(' · ');
        expect(marked(r)).toContain('doop');
      }
      const talk = doop.find((r) => r.title === 'Doopgesprek voor ouders')!;
      expect(talk.excerpt).toMatch(/kinderdoop.*doopdienst/);
      expect(marked(talk)).toEqual(['doop', 'doop']);
      // Word starts (the title's 'Doopgesprek') come before parts of words (the services' 'gedoopt').
      expect(doop.indexOf(talk)).toBeLessThan(doop.indexOf(baptisms[0]!));

      const kerst = await search('kerst');
      expect(kerst.some((r) => r.type === 'service' && r.excerpt.includes('Kerstnacht in') && marked(r).includes('kerst'))).toBe(true);
      const market = kerst.find((r) => r.title === 'Kerstmarkt rond de Dorpskerk')!;
      expect(marked(market)).toContain('kerst');
      expect(market.title.slice(market.titleMarks[0]!.start, market.titleMarks[0]!.end)).toBe('Kerst');
    });

    it('keeps the index in step when a service changes or goes away', async () => {
      await app().ready();
      const id = await app().servicesRepository.create({ startsAt: '2026-12-24T21:00:00Z', location: 'leur', churchName: 'Kapel Leur', preacher: 'ds. Zebedeus Quast' });
      const find = async () => (await app().inject({ url: '/api/search?q=zebedeus' })).json().data;
      expect(await find()).toEqual([expect.objectContaining({ type: 'service', id, title: 'Kerkdienst Leur – ds. Zebedeus Quast' })]);
      await app().servicesRepository.update(id, { startsAt: '2026-12-24T21:00:00Z', location: 'leur', churchName: 'Kapel Leur', preacher: 'ds. Anna Quast' });
      expect(await find()).toEqual([]);
      expect((await app().inject({ url: '/api/search?q=anna quast' })).json().data).toHaveLength(1);
      await app().servicesRepository.remove(id);
      expect((await app().inject({ url: '/api/search?q=quast' })).json().data).toEqual([]);
    });

    it.each([['an empty q', '?q='], ['no q at all', ''], ['only punctuation', '?q=%22*%20-']])('answers 200 with no results for %s', async (_label, query) => {
      const res = await app().inject({ url: `/api/search${query}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [] });
    });

    it('answers a repeated search from memory, whatever the case or spacing of the words', async () => {
      await app().ready();
      const search = jest.spyOn(app().searchRepository, 'search');
      const first = await app().inject({ url: '/api/search?q=kerkdienst%20kuipers' });
      const again = await app().inject({ url: '/api/search?q=%20KerkDienst%20%20KUIPERS%20' });
      expect(first.json().data.length).toBeGreaterThan(0);
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(search).toHaveBeenCalledTimes(1);
      await app().inject({ url: '/api/search?q=kerkdienst%20kuipers&limit=3' });
      expect(search).toHaveBeenCalledTimes(2);
    });

    it('answers a repeated search inside words from memory too: searching writes nothing', async () => {
      await app().ready();
      const search = jest.spyOn(app().searchRepository, 'search');
      const first = await app().inject({ url: '/api/search?q=doop' });
      expect(first.json().data.length).toBeGreaterThan(0);
      expect((await app().inject({ url: '/api/search?q=doop' })).body).toBe(first.body);
      expect(search).toHaveBeenCalledTimes(1);
    });

    it('answers a cached search anew once the content changes', async () => {
      await app().ready();
      const find = async () => (await app().inject({ url: '/api/search?q=zacheus' })).json().data;
      expect(await find()).toEqual([]);
      const id = await app().servicesRepository.create({ startsAt: '2026-12-24T21:00:00Z', location: 'leur', churchName: 'Kapel Leur', preacher: 'ds. Zacheus Boom' });
      expect(await find()).toEqual([expect.objectContaining({ type: 'service', id })]);
    });

    it('caps the limit at 50', async () => {
      const res = await app().inject({ url: '/api/search?q=kerkdienst&limit=1000' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toHaveLength(50);
    });

    it.each([
      ['limit=0', 'Aantal resultaten is niet juist'],
      ['limit=veel', 'Aantal resultaten is niet juist'],
      [`q=${'a'.repeat(201)}`, 'Zoekterm mag maximaal 200 tekens bevatten'],
    ])('answers 400 with a Dutch message for %s', async (query, message) => {
      const res = await app().inject({ url: `/api/search?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request', message });
    });
  });
}
