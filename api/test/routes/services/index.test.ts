import { serviceSchema } from '@kerk/kit/api-schemas';
import { TIME_ZONE } from '@kerk/kit/dates';
import type { FastifyInstance } from 'fastify';

import type { ServiceInput } from '../../../src/plugins/app/services/services-repository';
import { useApp } from '../../helper';

const service = (startsAt: string, location: string, extra: Partial<ServiceInput> = {}): ServiceInput => ({
  startsAt,
  location,
  churchName: `Kerk ${location}`,
  preacher: 'ds. Marieke van den Berg',
  season: '1e zondag van Advent',
  collections: ['Diaconie', 'Kerk'],
  ...extra,
});

/** Replaces the seed with a known set: 12 Sundays in Druten and Wijchen, Beuningen streamed. */
async function useFixtures(app: FastifyInstance): Promise<number[]> {
  await app.ready();
  await app.db.deleteFrom('services').execute();
  const ids: number[] = [];
  for (let week = 0; week < 6; week += 1) {
    const day = `2026-12-${String(6 + week).padStart(2, '0')}`;
    ids.push(await app.servicesRepository.create(service(`${day}T09:00:00Z`, 'druten')));
    ids.push(await app.servicesRepository.create(service(`${day}T09:30:00Z`, 'beuningen', { streamed: true, streamUrl: 'https://www.youtube.com/watch?v=abcdefghijk' })));
  }
  return ids;
}

describe('GET /api/services', () => {
  const app = useApp();

  it('answers the seeded services in time order, ten per page, with paging meta', async () => {
    const res = await app().inject({ url: '/api/services' });
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toEqual({ page: 1, pageSize: 10, total: expect.any(Number) });
    expect(meta.total).toBeGreaterThan(60);
    expect(data).toHaveLength(10);
    const starts = data.map((s: { startsAt: string }) => s.startsAt);
    expect([...starts].sort()).toEqual(starts);
    // Every property of the answer's one declaration (the kit's serviceType's public fields among them), and no other.
    // (but its sign-up: the one service's answer carries that, not the list's).
    expect(Object.keys(data[0]).sort()).toEqual(Object.keys(serviceSchema.properties).filter((key) => key !== 'registration').sort());
    expect(data[0]).toMatchObject({
      id: expect.any(Number),
      startsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/),
      location: expect.any(String),
      churchName: expect.any(String),
      preacher: expect.any(String),
      music: expect.any(String),
      collections: expect.arrayContaining(['Diaconie']),
      streamed: expect.any(Boolean),
      notes: expect.any(String),
    });
  });

  it('filters by location and streamed, and pages without overlap', async () => {
    await useFixtures(app());
    const first = (await app().inject({ url: '/api/services?location=beuningen&streamed=true&pageSize=4' })).json();
    const second = (await app().inject({ url: '/api/services?location=beuningen&streamed=true&pageSize=4&page=2' })).json();
    expect(first.meta).toEqual({ page: 1, pageSize: 4, total: 6 });
    expect(first.data.every((s: { location: string; streamed: boolean }) => s.location === 'beuningen' && s.streamed)).toBe(true);
    expect(second.data).toHaveLength(2);
    const ids = [...first.data, ...second.data].map((s: { id: number }) => s.id);
    expect(new Set(ids).size).toBe(6);
    const notStreamed = (await app().inject({ url: '/api/services?streamed=false' })).json();
    expect(notStreamed.meta.total).toBe(6);
    expect(notStreamed.data.every((s: { location: string }) => s.location === 'druten')).toBe(true);
  });

  it('takes from/to as whole Amsterdam days, to inclusive', async () => {
    await useFixtures(app());
    const res = await app().inject({ url: '/api/services?from=2026-12-07&to=2026-12-08' });
    const { data, meta } = res.json();
    expect(meta.total).toBe(4);
    expect(data.map((s: { startsAt: string }) => s.startsAt.slice(0, 10))).toEqual(['2026-12-07', '2026-12-07', '2026-12-08', '2026-12-08']);
    // 00:30 in Amsterdam on the 9th is still the 8th in UTC: a date bound is the Amsterdam day.
    await app().servicesRepository.create(service('2026-12-08T23:30:00Z', 'wijchen'));
    expect((await app().inject({ url: '/api/services?from=2026-12-09&to=2026-12-09' })).json().meta.total).toBe(3);
  });

  it('accepts ISO date-time bounds and lists the latest first with order=desc', async () => {
    await useFixtures(app());
    const res = await app().inject({ url: '/api/services?to=2026-12-07T09:00:00Z&order=desc' });
    const starts = res.json().data.map((s: { startsAt: string }) => s.startsAt);
    expect(starts).toEqual(['2026-12-07T09:00:00.000Z', '2026-12-06T09:30:00.000Z', '2026-12-06T09:00:00.000Z']);
  });

  it('lists only services with a recording when recording=true', async () => {
    await useFixtures(app());
    await app().servicesRepository.create(service('2026-12-01T09:00:00Z', 'wijchen', { streamed: true, recordingUrl: 'https://www.youtube.com/watch?v=recorded123' }));
    const { data } = (await app().inject({ url: '/api/services?recording=true' })).json();
    expect(data.map((s: { location: string }) => s.location)).toEqual(['wijchen']);
  });

  it('caps the page size at 50 and answers an empty page past the end', async () => {
    const capped = (await app().inject({ url: '/api/services?pageSize=500' })).json();
    expect(capped.meta.pageSize).toBe(50);
    expect(capped.data).toHaveLength(50);
    const beyond = (await app().inject({ url: '/api/services?page=999' })).json();
    expect(beyond.data).toEqual([]);
  });

  it.each([
    ['an unknown location', 'location=nijmegen', 'Locatie is niet juist'],
    ['a page of 0', 'page=0', 'Pagina is niet juist'],
    ['a page size that is no number', 'pageSize=veel', 'Aantal per pagina is niet juist'],
    ['a malformed from', 'from=morgen', 'Vanaf is niet juist'],
    ['a date that does not exist', 'to=2026-02-30', 'Tot en met is niet juist'],
    ['a from after to', 'from=2026-12-10&to=2026-12-01', 'Vanaf mag niet na tot en met liggen'],
    ['a streamed that is no boolean', 'streamed=soms', 'Uitgezonden is niet juist'],
  ])('answers 400 with a Dutch message for %s', async (_label, query, message) => {
    const res = await app().inject({ url: `/api/services?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', message });
  });
});

describe('GET /api/services/{id}', () => {
  const app = useApp();

  it('answers one service with its sanitized notes', async () => {
    await app().ready();
    const id = await app().servicesRepository.create(
      service('2026-12-24T21:00:00Z', 'horssen', { season: 'Kerstnacht', notes: '<p onclick="x()">Kaarslicht<script>alert(1)</script></p>' }),
    );
    const res = await app().inject({ url: `/api/services/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, location: 'horssen', season: 'Kerstnacht', notes: '<p>Kaarslicht</p>', streamed: false });
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it("answers 404 'Dienst niet gevonden' for an unknown id", async () => {
    const res = await app().inject({ url: '/api/services/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Dienst niet gevonden' });
  });

  it('answers 400 for an id that is not a number', async () => {
    const res = await app().inject({ url: '/api/services/advent' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', message: 'Id is niet juist' });
  });
});

describe('GET /api/services?wholeDays=true', () => {
  const app = useApp();

  /** Saturday 12-12 two services, Sunday 13-12 four (one at 00:30 Amsterdam time), Monday 14-12 two. */
  async function useDays(): Promise<void> {
    await app().ready();
    await app().db.deleteFrom('services').execute();
    const starts = [
      ['2026-12-12T09:00:00Z', 'druten'], ['2026-12-12T15:00:00Z', 'wijchen'],
      ['2026-12-12T23:30:00Z', 'leur'], ['2026-12-13T09:00:00Z', 'druten'], ['2026-12-13T09:00:00Z', 'beuningen'], ['2026-12-13T09:30:00Z', 'wijchen'],
      ['2026-12-14T18:00:00Z', 'druten'], ['2026-12-14T18:30:00Z', 'wijchen'],
    ];
    for (const [startsAt, location] of starts) await app().servicesRepository.create(service(startsAt!, location!));
  }

  const get = async (query: string) => (await app().inject({ url: `/api/services?wholeDays=true&${query}` })).json();
  const daysOf = (data: { startsAt: string }[]) => data.map((s) => new Date(s.startsAt).toLocaleDateString('sv', { timeZone: TIME_ZONE }));

  it('keeps a day with 4 services at a page boundary together on one page', async () => {
    await useDays();
    const first = await get('pageSize=4');
    // Counting services would cut after the second service of Sunday; whole days take all four.
    expect(daysOf(first.data)).toEqual(['2026-12-12', '2026-12-12', '2026-12-13', '2026-12-13', '2026-12-13', '2026-12-13']);
    expect(first.meta).toEqual({ page: 1, pageSize: 4, total: 8, pages: 2 });
    const second = await get('pageSize=4&page=2');
    expect(daysOf(second.data)).toEqual(['2026-12-14', '2026-12-14']);
    expect(second.meta).toEqual({ page: 2, pageSize: 4, total: 8, pages: 2 });
  });

  it('cuts the pages over the days of the filtered list and answers an empty page past the end', async () => {
    await useDays();
    const druten = await get('location=druten&pageSize=1');
    expect(druten.meta).toEqual({ page: 1, pageSize: 1, total: 3, pages: 3 });
    expect(druten.data.map((s: { location: string }) => s.location)).toEqual(['druten']);
    const past = await get('location=druten&pageSize=1&page=4');
    expect(past).toEqual({ data: [], meta: { page: 4, pageSize: 1, total: 3, pages: 3 } });
  });

  it('pages by counting services, without meta.pages, when wholeDays is not asked for', async () => {
    await useDays();
    const res = (await app().inject({ url: '/api/services?pageSize=4' })).json();
    expect(res.data).toHaveLength(4);
    expect(res.meta).toEqual({ page: 1, pageSize: 4, total: 8 });
  });
});
