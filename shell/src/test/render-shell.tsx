/** Renders the real shell routes (layout, chrome, error page) at a path, with the API mocked. */
import { KitThemeProvider } from '@kerk/kit/design-system';
import { makeStore } from '@kerk/kit/store';
import { mockFetch } from '@kerk/kit/testing';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { routes } from '../app/router';

export const settings = {
  title: 'Protestantse Gemeente Maas en Waal',
  address: 'Kerkstraat 12',
  zipcode: '6641 AB',
  city: 'Beuningen',
  phone: '024 677 1234',
  email: 'info@pg-maasenwaal.nl',
  facebook: 'https://www.facebook.com/pgmaasenwaal',
  twitter: '',
  youtube: 'https://www.youtube.com/@pgmaasenwaal',
  linkedin: '',
};

const pages: Record<string, unknown> = {
  index: { id: 1, name: 'index', metaTitle: 'Welkom', metaDescription: 'Welkom', partials: [{ name: 'title', content: 'Welkom in onze gemeente' }, { name: 'intro', content: '<p>Iedereen is welkom.</p>' }] },
};

export function mockApi(overrides: { settings?: Partial<typeof settings> } = {}) {
  return mockFetch((url) => {
    if (url.pathname === '/api/setting') return { body: { data: { ...settings, ...overrides.settings } } };
    if (url.pathname === '/api/page/footer') return { body: { data: { partials: [{ name: 'about', content: '<p>Wij zijn een gemeente in zeven dorpen.</p>' }] } } };
    const page = url.pathname === '/api/page' ? pages[url.searchParams.get('name') ?? ''] : undefined;
    return page ? { body: { data: page } } : undefined;
  });
}

export function renderShell(path = '/') {
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Provider store={store}>
      <KitThemeProvider>
        <RouterProvider router={router} />
      </KitThemeProvider>
    </Provider>,
  );
  return { ...result, store, router };
}
