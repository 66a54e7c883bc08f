import { churchSchema, serviceSchema } from '@kerk/kit/api-schemas';
import type { Church } from '@kerk/kit/api-types';
import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { fixture } from '@kerk/kit/testing/answers';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, waitFor, within } from '@testing-library/react';

import { libraryPhoto, pageAnswer } from '../../../test/api-fixtures';
import { ChurchesPage } from './churches-page';

const church = (id: number, slug: string, name: string, city: string, fields: Partial<Church> = {}): Church =>
  fixture(churchSchema, {
  id,
  slug,
  name,
  address: 'Kerkstraat 10',
  zipcode: '6641 AB',
  city,
  description: `Beschrijving van ${name}.`,
  accessibility: 'Drempelvrije ingang en een ringleiding.',
  image: `/api/churches/${id}/image`,
  imageAlt: `Tekening van ${name}`,
  picture: null,
  latitude: 51.86,
  longitude: 5.77,
  ...fields,
}, `The church ${slug}`);

/** De Ark has a photo from the library in place of its drawing. */
const arkPhoto = { ...libraryPhoto, width: 1600, height: 1000, alt: 'De Ark in Druten in de avondzon', focusX: 70, focusY: 40 };
const CHURCHES = [church(1, 'beuningen', 'Dorpskerk Beuningen', 'Beuningen'), church(2, 'druten', 'De Ark', 'Druten', { image: arkPhoto.src, imageAlt: arkPhoto.alt, picture: arkPhoto })];

/** The next service in Beuningen, as /api/services answers it. */
const NEXT_SERVICE = fixture(serviceSchema, {
  id: 41, startsAt: '2026-11-29T09:00:00.000Z', location: 'beuningen', churchName: 'Dorpskerk Beuningen', preacher: 'ds. Marieke van den Berg', season: '', music: '', collections: [], purposes: [],
  streamed: false, streamUrl: '', recordingUrl: '', notes: '',
});

const page = pageAnswer('churches', { title: 'Onze kerken', intro: '<p>Zeven dorpen.</p>', content: '<h2>Vervoer nodig?</h2>' });

function api(services: (location: string | null, url: URL) => { status?: number; body: unknown } | undefined) {
  return mockFetch((url) => {
    if (url.pathname === '/api/page') return page;
    if (url.pathname === '/api/churches') return { body: { data: CHURCHES, meta: { page: 1, pageSize: 50, total: 2 } } };
    if (url.pathname === '/api/services') return services(url.searchParams.get('location'), url);
    return undefined;
  });
}

/** Waits until every next-service line has settled (no skeleton left in the church list). */
const settled = () => waitFor(() => expect(within(screen.getByRole('region', { name: 'Onze zeven kerken' })).queryAllByRole('status')).toHaveLength(0));

const cardOf = async (name: string) => {
  const heading = await screen.findByRole('heading', { level: 3, name });
  return within(heading.closest('li')!);
};

describe('ChurchesPage', () => {
  it('shows each church with drawing or photo (cropped around its focal point), address, route link, accessibility and its next service', async () => {
    const fetch = api((location) =>
      location === 'beuningen'
        ? { body: { data: [NEXT_SERVICE], meta: { page: 1, pageSize: 1, total: 9 } } }
        : { body: { data: [], meta: { page: 1, pageSize: 1, total: 0 } } },
    );
    renderWithProviders(<ChurchesPage />, { route: '/onze-kerken' });
    const beuningen = await cardOf('Dorpskerk Beuningen');
    const drawing = beuningen.getByRole('img', { name: 'Tekening van Dorpskerk Beuningen' });
    expect(drawing).toHaveAttribute('src', '/api/churches/1/image');
    // The first church's image is the page's LCP image: fetched first, not lazy; the others wait.
    expect(drawing).toHaveAttribute('fetchpriority', 'high');
    expect(drawing).not.toHaveAttribute('loading', 'lazy');
    expect(beuningen.getByText('Kerkstraat 10, 6641 AB Beuningen')).toBeInTheDocument();
    const route = beuningen.getByRole('link', { name: 'Route plannen naar Dorpskerk Beuningen (opent in een nieuw venster)' });
    expect(route).toHaveAttribute('target', '_blank');
    expect(route.getAttribute('href')).toContain('destination=Dorpskerk%20Beuningen');
    expect(beuningen.getByRole('heading', { level: 4, name: 'Toegankelijkheid' })).toBeInTheDocument();
    const service = await beuningen.findByRole('link', { name: 'zondag 29-11-2026 om 10.00 uur' });
    expect(service).toHaveAttribute('href', '/diensten/41');
    expect(service.closest('p')).toHaveTextContent('Volgende dienst: zondag 29-11-2026 om 10.00 uur, ds. Marieke van den Berg');
    // Nothing planned in Druten: no line at all.
    const druten = await cardOf('De Ark');
    const photo = druten.getByRole('img', { name: arkPhoto.alt });
    expect(photo).toHaveAttribute('srcset', arkPhoto.srcset);
    // The cards' one shape (16:9), whatever the photo's own, cropped around the focal point the editor chose.
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['1600', '900']);
    const style = getComputedStyle(photo);
    expect([style.aspectRatio.replace(/ /g, ''), style.objectFit, style.objectPosition]).toEqual(['16/9', 'cover', '70% 40%']);
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).not.toHaveAttribute('fetchpriority');
    expect(photo.parentElement!.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', arkPhoto.srcsetAvif);
    await settled();
    expect(druten.queryByText(/Volgende dienst/)).not.toBeInTheDocument();
    // Upcoming services only, one per location.
    const serviceUrl = new URL(String(fetch.mock.calls.find(([u]) => String(u).includes('/services'))?.[0]), 'http://localhost');
    expect(serviceUrl.searchParams.get('pageSize')).toBe('1');
    // From the minute the page was shown: the tests' instant, Monday 23-11-2026 21.05 in Amsterdam.
    expect(serviceUrl.searchParams.get('from')).toBe('2026-11-23T20:05:00.000Z');
  });

  it.each([
    ['missing (404)', { status: 404, body: { code: 'not_found', message: 'Niet gevonden' } }],
    ['failing (500)', { status: 500, body: { code: 'internal_error', message: 'Er is een onverwachte fout opgetreden' } }],
  ])('still shows the churches, without a service line, when the services API is %s', async (_label, answer) => {
    // The request helper logs the refused next-service question of each church with services.
    expectWarnings(...['beuningen', 'druten'].map((location) => new RegExp(`GET /services\\?location=${location}&\\S+ failed with ${answer.status}$`)));
    api(() => answer);
    renderWithProviders(<ChurchesPage />, { route: '/onze-kerken' });
    const card = await cardOf('De Ark');
    expect(card.getByText('Drempelvrije ingang en een ringleiding.')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Vervoer nodig?' });
    await settled();
    expect(screen.queryByText(/Volgende dienst/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so in Dutch when the churches cannot be loaded', async () => {
    expectWarnings(/GET \/churches failed with 500/);
    mockFetch((url) => (url.pathname === '/api/page' ? page : { status: 500, body: { code: 'internal_error', message: 'x' } }));
    renderWithProviders(<ChurchesPage />, { route: '/onze-kerken' });
    expect(await screen.findByRole('alert')).toHaveTextContent('De kerken konden niet worden geladen.');
  });
});
