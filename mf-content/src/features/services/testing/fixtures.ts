/**
 * Test data and a fetch router that answers /api/services like the real API (filters, order, paging).
 * The data is typed by the kit's answer types and checked against the answer schemas (`fixture`).
 */
import { churchSchema, pageSchema, serviceSchema } from '@kerk/kit/api-schemas';
import { mockFetch } from '@kerk/kit/testing';
import { fixture } from '@kerk/kit/testing/answers';

import type { Church } from '@kerk/kit/api-types';

import type { Service } from '../api/services-api';

const LOCATIONS = ['beuningen', 'druten', 'wijchen'];
const CHURCHES: Record<string, string> = { beuningen: 'Dorpskerk Beuningen', druten: 'De Ark', wijchen: 'Open Hof', leur: 'Kapel Leur' };

/** Sunday 29-11-2026, the first Sunday after the tests' instant (TEST_NOW, Monday 23-11-2026 21:05). */
const FIRST_DAY = '2026-11-29';

/** Service `id`: three a day (Beuningen streamed), days counting from `first` (UTC 09:00). */
export function service(id: number, overrides: Partial<Service> = {}, first = FIRST_DAY): Service {
  const location = overrides.location ?? LOCATIONS[(id - 1) % 3]!;
  const day = new Date(Date.parse(`${first}T09:00:00Z`) + Math.floor((id - 1) / 3) * 86_400_000);
  const streamed = location === 'beuningen';
  return fixture(serviceSchema, {
    id,
    startsAt: day.toISOString(),
    location,
    churchName: CHURCHES[location] ?? `Kerk ${location}`,
    preacher: `ds. Voorganger ${id}`,
    season: `${id}e zondag van het jaar`,
    music: '',
    collections: ['Diaconie', `Doel ${id}`],
    purposes: [],
    streamed,
    streamUrl: streamed ? `https://www.youtube.com/watch?v=stream${String(id).padStart(6, '0')}` : '',
    recordingUrl: '',
    notes: '',
    ...overrides,
  }, `Service ${id}`);
}

export const page = (name: string, partials: Record<string, string>) => ({
  data: fixture(pageSchema, { id: 1, name, metaTitle: '', metaDescription: '', partials: Object.entries(partials).map(([n, content]) => ({ name: n, content })) }, `The page ${name}`),
});

export const SERVICES_PAGE = page('services', { title: 'Kerkdiensten', intro: '<p>Welkom in onze diensten.</p>', content: '<p>Na afloop koffie.</p>' });
export const INDEX_PAGE = page('index', { title: 'Welkom', 'services-title': 'Kerkdiensten', 'streams-title': 'Kerkdiensten online meekijken' });

function list(all: Service[], q: URLSearchParams) {
  let items = all.filter(
    (s) =>
      (!q.get('location') || s.location === q.get('location')) &&
      (!q.get('streamed') || s.streamed === (q.get('streamed') === 'true')) &&
      (!q.get('recording') || Boolean(s.recordingUrl) === (q.get('recording') === 'true')) &&
      (!q.get('from') || s.startsAt >= q.get('from')!),
  );
  items = [...items].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  if (q.get('order') === 'desc') items.reverse();
  const pageNo = Number(q.get('page') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? 10);
  if (q.get('wholeDays') === 'true') return wholeDaysPage(items, pageNo, pageSize);
  return { data: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), meta: { page: pageNo, pageSize, total: items.length } };
}

/** As the API: pages of whole (here UTC) days, each at least pageSize long, with meta.pages. */
function wholeDaysPage(items: Service[], pageNo: number, pageSize: number) {
  const pages: Service[][] = [];
  for (const item of items) {
    const current = pages.at(-1);
    const last = current?.at(-1);
    if (current && last && (current.length < pageSize || last.startsAt.slice(0, 10) === item.startsAt.slice(0, 10))) current.push(item);
    else pages.push([item]);
  }
  return { data: pages[pageNo - 1] ?? [], meta: { page: pageNo, pageSize, total: items.length, pages: pages.length } };
}

/** A church of GET /api/churches, with its drawing. */
export const church = (slug: string, overrides: Partial<Church> = {}): Church =>
  fixture(churchSchema, {
  id: LOCATIONS.indexOf(slug) + 1,
  slug,
  name: CHURCHES[slug] ?? `Kerk ${slug}`,
  address: 'Kerkstraat 1',
  zipcode: '6641 AB',
  city: slug,
  description: '',
  accessibility: '',
  image: `/api/churches/${LOCATIONS.indexOf(slug) + 1}/image`,
  imageAlt: `Tekening van de kerk in ${slug}`,
  picture: null,
  latitude: null,
  longitude: null,
  ...overrides,
}, `The church ${slug}`);

/** Serves /api/page, /api/churches, /api/services and /api/services/{id}; `fail` makes the list answer 500. */
export function mockServicesApi({ services = [] as Service[], pages = [SERVICES_PAGE, INDEX_PAGE], churches = LOCATIONS.map((slug) => church(slug)), fail = false } = {}) {
  return mockFetch((url) => {
    if (url.pathname === '/api/churches') return { body: { data: churches } };
    if (url.pathname === '/api/page') {
      const found = pages.find((p) => p.data.name === url.searchParams.get('name'));
      return found ? { body: found } : undefined;
    }
    if (url.pathname === '/api/services') return fail ? { status: 500, body: { code: 'internal_error', message: 'Er is een onverwachte fout opgetreden' } } : { body: list(services, url.searchParams) };
    const match = /^\/api\/services\/(\d+)$/.exec(url.pathname);
    const found = match ? services.find((s) => s.id === Number(match[1])) : undefined;
    if (match && !found) return { status: 404, body: { code: 'not_found', message: 'Dienst niet gevonden' } };
    return found ? { body: { data: found } } : undefined;
  });
}

/** The /api/services URLs a test's fetch mock was asked for. */
export const requested = (fetchMock: jest.Mock): string[] =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/services'));
